import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the member module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    sort: 6,
    code: 'member',
    name: '会员管理',
    path: '/awards/memberManagement',
    source: 'id-card',
    roles: ['administrator', 'approver'],
  },
  {
    parent: 'member',
    sort: 1,
    code: 'member_info',
    name: '会员信息',
    path: '/awards/memberManagement/member-info',
    buttons: ['add', 'edit', 'delete'],
  },
  {
    parent: 'member',
    sort: 2,
    code: 'member_change',
    name: '信息变更',
    path: '/awards/memberManagement/member-info-change',
  },
  { parent: 'member', sort: 4, code: 'member_join', name: '入会申请', path: '/awards/memberManagement/join-a-society' },
  {
    parent: 'member',
    sort: 5,
    code: 'member_application',
    name: '申请列表',
    path: '/awards/memberManagement/application-list',
  },
  { parent: 'member', sort: 6, code: 'member_records', name: '会员档案', path: '/awards/memberManagement/miRManager' },
  {
    parent: 'member',
    sort: 7,
    code: 'member_feedback',
    name: '意见反馈管理',
    path: '/awards/memberManagement/feedback',
  },
  { sort: 11, code: 'cms', name: '会员中心', path: '/cmsPages', source: 'building', roles: ['member'] },
  { parent: 'cms', sort: 1, code: 'cms_home', name: '会员首页', path: '/cmsPages' },
  { parent: 'cms', sort: 2, code: 'cms_company', name: '我的单位', path: '/cmsPages/myCompany' },
  { parent: 'cms', sort: 3, code: 'cms_company_detail', name: '单位详情', path: '/cmsPages/myCompanyDetail' },
  { parent: 'cms', sort: 4, code: 'cms_join', name: '入会申请', path: '/cmsPages/joinApply' },
  { parent: 'cms', sort: 6, code: 'cms_contacts', name: '联系人变更', path: '/cmsPages/changeContacts' },
  { parent: 'cms', sort: 7, code: 'cms_qualifications', name: '资质变更', path: '/cmsPages/changeQualifications' },
  { parent: 'cms', sort: 8, code: 'cms_posts', name: '职务变更', path: '/cmsPages/changePosts' },
  { parent: 'cms', sort: 10, code: 'cms_feedback', name: '意见反馈', path: '/cmsPages/feedback' },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: [
    'member',
    'member_info',
    'member_info_add',
    'member_info_edit',
    'member_change',
    'member_join',
    'member_application',
    'member_records',
    'member_feedback',
  ],
  member: [
    'cms',
    'cms_home',
    'cms_company',
    'cms_company_detail',
    'cms_join',
    'cms_contacts',
    'cms_qualifications',
    'cms_posts',
    'cms_feedback',
  ],
};
