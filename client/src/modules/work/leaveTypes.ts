import type { MessageId } from '../../i18n/locale';

/** Leave types of the API (1 事假 … 7 其他). */
export const LEAVE_TYPE_VALUES = [1, 2, 3, 4, 5, 6, 7] as const;
export const leaveTypeLabelId = (type: number) => `work.leave.type.${type}` as MessageId;
export const LEAVE_BUSINESS_TYPE = 'leave';

/** Where a flow record of the leave process is handled and shown (task lists link here). */
export const leaveRoutes = {
  handle: (instanceId: string, businessId: string, taskId = instanceId) =>
    `/work/process/leave/handle/${taskId}/${instanceId}/${businessId}`,
  detail: (instanceId: string, businessId: string) => `/work/process/leave/detail/${instanceId}/${businessId}`,
};
