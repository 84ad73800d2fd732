import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the certificate module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    parent: 'member',
    sort: 11,
    code: 'member_certificate_model',
    name: '证书模板',
    nameEn: 'Certificate models',
    path: '/awards/memberManagement/certificate-model',
    buttons: ['add', 'edit', 'delete'],
  },
  {
    parent: 'member',
    sort: 12,
    code: 'member_certificate',
    name: '会员证书',
    nameEn: 'Member certificates',
    path: '/awards/memberManagement/certificate',
    buttons: [
      { code: 'member_certificate_generate', name: '生成', nameEn: 'Generate' },
      { code: 'member_certificate_revoke', name: '撤销', nameEn: 'Revoke' },
    ],
  },
  {
    parent: 'member',
    sort: 13,
    code: 'member_statistics',
    name: '会员统计',
    nameEn: 'Member statistics',
    path: '/awards/memberManagement/member-statistics',
    buttons: [{ code: 'member_statistics_export', name: '导出', nameEn: 'Export' }],
  },
  { parent: 'cms', sort: 11, code: 'cms_vip', name: '会员名录', nameEn: 'Member directory', path: '/cmsPages/vipList' },
  {
    parent: 'cms',
    sort: 12,
    code: 'cms_certificate',
    name: '我的证书',
    nameEn: 'My certificates',
    path: '/cmsPages/myCertificate',
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: [
    'member_certificate_model',
    'member_certificate',
    'member_certificate_generate',
    'member_certificate_revoke',
    'member_statistics',
    'member_statistics_export',
  ],
  member: ['cms_vip', 'cms_certificate'],
};
