import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the course module (教育培训); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    sort: 15,
    code: 'course',
    name: '教育培训',
    nameEn: 'Training',
    path: '/course',
    source: 'book',
  },
  {
    parent: 'course',
    sort: 1,
    code: 'course_manage',
    name: '课程管理',
    nameEn: 'Manage courses',
    path: '/course/course-management/index',
    roles: ['administrator', 'approver'],
    buttons: [
      'add',
      'edit',
      'delete',
      { code: 'course_manage_publish', name: '发布', nameEn: 'Publish' },
      { code: 'course_manage_withdraw', name: '下架', nameEn: 'Withdraw' },
    ],
  },
  {
    parent: 'course',
    sort: 2,
    code: 'course_hours',
    name: '培训学时',
    nameEn: 'Training hours',
    path: '/course/training-hours/index',
    roles: ['administrator', 'approver'],
    buttons: [{ code: 'course_hours_export', name: '导出', nameEn: 'Export' }],
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: [
    'course',
    'course_manage',
    'course_manage_add',
    'course_manage_edit',
    'course_manage_delete',
    'course_manage_publish',
    'course_manage_withdraw',
    'course_hours',
    'course_hours_export',
  ],
};
