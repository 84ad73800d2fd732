import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the dues module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    parent: 'member',
    sort: 3,
    code: 'member_pay',
    name: '会费缴纳',
    nameEn: 'Dues payment',
    path: '/awards/memberManagement/member-pay',
    buttons: [
      { code: 'member_pay_edit', name: '会费标准与生成', nameEn: 'Dues standards and generation' },
      { code: 'member_pay_confirm', name: '确认到账', nameEn: 'Confirm receipt' },
    ],
  },
  {
    parent: 'member',
    sort: 8,
    code: 'member_receipt',
    name: '收据管理',
    nameEn: 'Receipts',
    path: '/awards/receiptManage',
    buttons: [{ code: 'member_receipt_void', name: '作废', nameEn: 'Void' }],
  },
  {
    parent: 'member',
    sort: 9,
    code: 'member_invoice',
    name: '开票对账',
    nameEn: 'Invoice reconciliation',
    path: '/awards/memberManagement/invoice-reconciliation',
    buttons: [{ code: 'member_invoice_issue', name: '开票', nameEn: 'Issue invoice' }],
  },
  { parent: 'cms', sort: 5, code: 'cms_pay', name: '会费缴纳', nameEn: 'Dues payment', path: '/cmsPages/memberPay' },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: [
    'member_pay',
    'member_pay_edit',
    'member_pay_confirm',
    'member_receipt',
    'member_receipt_void',
    'member_invoice',
    'member_invoice_issue',
  ],
  member: ['cms_pay'],
};
