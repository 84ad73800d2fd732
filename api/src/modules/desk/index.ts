import type { AppModule } from '../module.js';
import { NoticeCrudResolver, NoticeResolver, registerNoticeRest } from './notice.resource.js';

/** Desk: notices (通知公告) with publishing and read receipts. */
export const deskModule: AppModule = { name: 'desk', resolvers: [NoticeCrudResolver, NoticeResolver], rest: [registerNoticeRest] };
