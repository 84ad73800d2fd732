import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import { ApiLogResolver, registerApiLogRest } from './api-log.resolver.js';
import { ErrorLogResolver, registerErrorLogRest } from './error-log.resolver.js';
import { registerUsualLogRest, UsualLogResolver } from './usual-log.resolver.js';

/** Monitoring: the usual, API and error logs the audit engine (engine/audit) fills. */
export const monitorModule: AppModule = {
  name: 'monitor',
  menus,
  grants,
  resolvers: [UsualLogResolver, ApiLogResolver, ErrorLogResolver],
  rest: [registerUsualLogRest, registerApiLogRest, registerErrorLogRest],
};
