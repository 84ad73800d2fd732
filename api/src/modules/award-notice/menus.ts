import type { MenuDeclaration } from '../../engine/module.js';

/** The staff screen of public notices and objections; the code also guards its GraphQL and REST operations. */
export const NOTICE_CODE = 'awards_notice';

export const menus: MenuDeclaration[] = [
  {
    parent: 'awards',
    sort: 40,
    code: NOTICE_CODE,
    name: '公示与异议',
    nameEn: 'Public notice and objections',
    path: '/awards/notice',
    roles: ['administrator', 'approver'],
  },
];

export const grants: Record<string, string[]> = { approver: [NOTICE_CODE] };
