import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import { AwardNotice, AwardObjection } from './notice.entity.js';
import { AwardNoticeResolver } from './notice.resolver.js';
import { registerAwardNoticeRest } from './notice.rest.js';

/** Public notice of award results and objections (公示与异议): publish, object, handle, confirm. */
export const awardNoticeModule: AppModule = {
  name: 'award-notice',
  menus,
  grants,
  entities: { tenantOwned: [AwardNotice, AwardObjection] },
  resolvers: [AwardNoticeResolver],
  rest: [registerAwardNoticeRest],
};
