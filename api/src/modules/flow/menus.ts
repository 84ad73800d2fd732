import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the flow module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    sort: 10,
    code: 'flow_admin',
    name: '流程管理',
    nameEn: 'Flow administration',
    path: '/flow',
    source: 'git-branch',
    roles: ['administrator'],
  },
  { parent: 'flow_admin', sort: 1, code: 'flow_model', name: '模型管理', nameEn: 'Flow models', path: '/flow/model' },
  { parent: 'flow_admin', sort: 2, code: 'flow_process', name: '流程管理', nameEn: 'Processes', path: '/flow/manager' },
  { parent: 'flow_admin', sort: 3, code: 'flow_follow', name: '流程跟踪', nameEn: 'Follow-up', path: '/flow/follow' },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {};
