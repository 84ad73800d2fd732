import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the award-lines module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    parent: 'awards',
    sort: 24,
    code: 'awards_quality_team',
    name: '质量小组',
    nameEn: 'Quality teams',
    path: '/awards/quality/qualityTeam',
    roles: ['administrator', 'approver'],
    buttons: ['add', 'delete', { code: 'awards_quality_team_enable', name: '启用/停用', nameEn: 'Enable/disable' }],
  },
  {
    parent: 'awards',
    sort: 25,
    code: 'awards_safety',
    name: '安全标准化',
    nameEn: 'Safety standardization',
    path: '/awards/safetyStandardization',
    roles: ['administrator', 'approver'],
    buttons: ['add', 'edit', 'delete'],
  },
  {
    parent: 'awards',
    sort: 26,
    code: 'awards_technology',
    name: '科技成果',
    nameEn: 'Technology results',
    path: '/awards/technologyResults',
    roles: ['administrator', 'approver'],
    buttons: ['add', 'edit', { code: 'awards_technology_audit', name: '审核', nameEn: 'Review' }],
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: [
    'awards_quality_team',
    'awards_quality_team_add',
    'awards_quality_team_enable',
    'awards_safety',
    'awards_safety_add',
    'awards_safety_edit',
    'awards_technology',
    'awards_technology_add',
    'awards_technology_edit',
    'awards_technology_audit',
  ],
};
