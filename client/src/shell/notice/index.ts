export { NoticeBell } from './NoticeBell';
export { NoticePopover, type NoticePopoverProps } from './NoticePopover';
export { type ShellNotice } from './types';
