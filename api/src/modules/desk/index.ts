import type { AppModule } from '../module.js';
import { dicts } from './dicts.js';
import { grants, menus } from './menus.js';
import { seedDemoNotices } from './notice.seed.js';
import { MessageResolver } from './message.resolver.js';
import { NotificationPreferenceResolver } from './notification.resolver.js';
import { NoticeCrudResolver, NoticeResolver, registerNoticeRest } from './notice.resource.js';
import { Notice, NoticeRead } from './notice.entity.js';

/** Desk: notices (通知公告) with publishing and read receipts, and personal messages (站内消息). */
export const deskModule: AppModule = {
  name: 'desk',
  menus,
  grants,
  dicts,
  seeds: { demo: seedDemoNotices },
  entities: { tenantOwned: [Notice], plain: [NoticeRead] },
  resolvers: [NoticeCrudResolver, NoticeResolver, MessageResolver, NotificationPreferenceResolver],
  rest: [registerNoticeRest],
};

// What other modules may use (imports from another module go through this file only).
export { noticeService } from './notice.service.js';
