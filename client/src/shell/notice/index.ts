export { NoticePopover, type NoticePopoverProps } from './NoticePopover';
export { sampleNotices } from './sampleNotices';
export { NOTICE_STATUS_PALETTE, type NoticeStatus, type ShellNotice } from './types';
