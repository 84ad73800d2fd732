import type { MessageId } from '../../i18n/locale';

/** Business type of office applications in the flow engine. */
export const OA_BUSINESS_TYPE = 'oa_application';
/** The tenant's business dictionary of categories (发文, 请示, 用印, 费用报销, 其他). */
export const OA_CATEGORY_DICT = 'oa_category';
/** 紧急程度: 1 普通, 2 紧急, 3 特急. */
export const OA_URGENCY_VALUES = [1, 2, 3] as const;
export const urgencyLabelId = (urgency: number) => `oa.urgency.${urgency}` as MessageId;
/** Badge look per urgency (contrast-safe: red text on light red, white on solid red). */
export const URGENCY_BADGE: Record<number, { colorPalette: string; variant: 'subtle' | 'solid' }> = {
  1: { colorPalette: 'gray', variant: 'subtle' },
  2: { colorPalette: 'red', variant: 'subtle' },
  3: { colorPalette: 'red', variant: 'solid' },
};
/** Editable by the applicant: pending, rejected or withdrawn; removable also when voided. */
export const EDITABLE_STATUSES = [0, 3, 5];
export const REMOVABLE_STATUSES = [0, 3, 4, 5];
/** SPEC section 9: at most 6 people per people field. */
export const MAX_APPROVERS = 6;

/** Permission codes (menu 办公审批 and its buttons). */
export const OA_CODES = {
  view: 'oa_application',
  add: 'oa_application_add',
  edit: 'oa_application_edit',
  delete: 'oa_application_delete',
  manage: 'oa_manage',
} as const;

/** Where office applications are listed, edited and shown; task lists open the detail page (handle and view alike). */
export const oaPaths = {
  list: '/work/oa',
  create: '/work/oa/form',
  edit: (id: string) => `/work/oa/form/${id}`,
  handle: (_instanceId: string, businessId: string) => `/work/oa/detail/${businessId}`,
  detail: (_instanceId: string, businessId: string) => `/work/oa/detail/${businessId}`,
};
