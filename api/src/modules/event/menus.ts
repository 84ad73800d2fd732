import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the event module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    sort: 7,
    code: 'event',
    name: '活动会议',
    nameEn: 'Events',
    path: '/event',
    source: 'calendar',
    roles: ['administrator', 'approver'],
  },
  {
    parent: 'event',
    sort: 1,
    code: 'event_manage',
    name: '活动管理',
    nameEn: 'Events',
    path: '/event/list',
    buttons: [
      'add',
      'edit',
      'delete',
      { code: 'event_manage_release', name: '发布', nameEn: 'Publish' },
      { code: 'event_manage_cancel', name: '取消', nameEn: 'Cancel' },
      { code: 'event_manage_export', name: '导出', nameEn: 'Export' },
    ],
  },
  {
    parent: 'event',
    sort: 2,
    code: 'event_conference',
    name: '会议报名',
    nameEn: 'Conference registration',
    path: '/awards/conferenceRegistration',
    buttons: [
      { code: 'event_conference_edit', name: '住宿安排', nameEn: 'Accommodation' },
      { code: 'event_conference_export', name: '导出', nameEn: 'Export' },
    ],
  },
  {
    parent: 'event',
    sort: 3,
    code: 'event_checkin',
    name: '会议签到',
    nameEn: 'Meeting check-in',
    path: '/meeting/checkIn',
    buttons: [
      { code: 'event_checkin_sign', name: '签到', nameEn: 'Check in' },
      { code: 'event_checkin_export', name: '导出', nameEn: 'Export' },
    ],
  },
  {
    parent: 'mobile',
    sort: 2,
    code: 'mobile_meeting',
    name: '会议列表',
    nameEn: 'Meetings',
    path: '/mobile/meeting-list',
    isTab: false,
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: [
    'event',
    'event_manage',
    'event_manage_add',
    'event_manage_edit',
    'event_manage_delete',
    'event_manage_release',
    'event_manage_cancel',
    'event_manage_export',
    'event_conference',
    'event_conference_edit',
    'event_conference_export',
    'event_checkin',
    'event_checkin_sign',
    'event_checkin_export',
  ],
};
