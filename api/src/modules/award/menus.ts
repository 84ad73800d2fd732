import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the award module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  { sort: 5, code: 'awards', name: '奖项管理', path: '/awards', source: 'award' },
  { parent: 'awards', sort: 1, code: 'awards_setting', name: '奖项设置', path: '/awards/awardsSetting', roles: ['administrator', 'approver'], buttons: ['add', 'edit', 'delete', { code: 'awards_setting_open', name: '开启/关闭' }] },
  { parent: 'awards', sort: 2, code: 'awards_serial', name: '分配编号', path: '/awards/serialNumbers', roles: ['administrator', 'approver'], buttons: ['add', 'edit', 'delete', { code: 'awards_serial_status', name: '状态变更' }] },
  { parent: 'awards', sort: 3, code: 'awards_subscription', name: '订阅管理', path: '/awards/subscriptions', roles: ['administrator', 'approver'] },
  { parent: 'awards', sort: 4, code: 'awards_apply', name: '奖项申报', path: '/awards/newApplication', roles: ['administrator', 'member'] },
  { parent: 'awards', sort: 5, code: 'awards_quality', name: '优质结构', path: '/awards/qualityStructure', roles: ['administrator', 'approver', 'member'], buttons: [{ code: 'awards_quality_manage', name: '申报管理' }] },
  { parent: 'awards', sort: 6, code: 'awards_century', name: '世纪杯', path: '/awards/centuryCup', roles: ['administrator', 'approver', 'member'], buttons: [{ code: 'awards_century_manage', name: '申报管理' }] },
  { parent: 'awards', sort: 7, code: 'awards_green', name: '绿色施工', path: '/awards/greenConstruction' },
  { parent: 'awards', sort: 8, code: 'awards_manager', name: '优秀项目经理', path: '/awards/excellentManager' },
  { parent: 'awards', sort: 9, code: 'awards_bim', name: 'BIM大赛', path: '/awards/bimCompetition' },
  { parent: 'awards', sort: 17, code: 'awards_system_setting', name: '奖项系统设置', path: '/awards/systemSetting', roles: ['administrator', 'approver'] },
  { parent: 'awards', sort: 18, code: 'awards_permission_setting', name: '奖项权限设置', path: '/awards/permissionSetting', roles: ['administrator', 'approver'] },
  { parent: 'awards', sort: 19, code: 'awards_participants_table', name: '参建人员表', path: '/awards/participantsTable', roles: ['administrator', 'approver'] },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: ['awards', 'awards_setting', 'awards_setting_add', 'awards_setting_edit', 'awards_setting_open', 'awards_serial', 'awards_serial_add', 'awards_serial_edit', 'awards_serial_status', 'awards_subscription', 'awards_quality', 'awards_quality_manage', 'awards_century', 'awards_century_manage', 'awards_green', 'awards_manager', 'awards_bim', 'awards_system_setting', 'awards_permission_setting', 'awards_participants_table'],
  member: ['awards', 'awards_apply', 'awards_century', 'awards_quality'],
  expert: ['awards'],
};
