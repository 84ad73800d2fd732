/**
 * One entry of the notice popover. Statuses follow the approval codes of SPEC section 4 (0 pending submission,
 * 1 under review, 2 approved, 3 rejected, 4 voided, 5 withdrawn).
 */
export interface ShellNotice {
  id: string;
  title: string;
  /** ISO time. */
  time: string;
  status: NoticeStatus;
  read: boolean;
}

export type NoticeStatus = 0 | 1 | 2 | 3 | 4 | 5;

export const NOTICE_STATUS_PALETTE: Record<NoticeStatus, string> = {
  0: 'gray',
  1: 'blue',
  2: 'green',
  3: 'red',
  4: 'orange',
  5: 'purple',
};
