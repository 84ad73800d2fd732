import type { ShellNotice } from './types';

/**
 * SAMPLE DATA (SPEC section 2 "notice popover with sample data"; section 4: "Notice sample statuses 0, 1, 3, 4 are
 * demo data"). There is no notice resource yet; when it exists, pass the user's real notices to <NoticePopover>
 * and delete this file. Times are relative to now so the list always looks recent.
 */
export function sampleNotices(now: number = Date.now()): ShellNotice[] {
  const minutes = (n: number) => new Date(now - n * 60_000).toISOString();
  return [
    { id: 'sample-1', title: '2026 年度“鲁班奖”申报材料待提交', time: minutes(12), status: 0, read: false },
    { id: 'sample-2', title: '会员单位信息变更申请正在审核', time: minutes(95), status: 1, read: false },
    { id: 'sample-3', title: '优秀项目经理申报被驳回，请修改后重新送审', time: minutes(60 * 26), status: 3, read: false },
    { id: 'sample-4', title: '绿色施工示范工程申请已作废', time: minutes(60 * 24 * 4), status: 4, read: true },
  ];
}
