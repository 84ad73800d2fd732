import type { MenuDeclaration } from '../module.js';

/** The webhook screen, in the system group; buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    parent: 'system',
    sort: 20,
    code: 'webhook',
    name: 'Webhook 推送',
    nameEn: 'Webhooks',
    path: '/system/webhook',
    source: 'send',
    buttons: ['add', 'edit', 'delete', { code: 'webhook_resend', name: '重新推送', nameEn: 'Resend' }],
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {};
