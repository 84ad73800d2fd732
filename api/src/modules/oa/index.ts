import type { AppModule } from '../module.js';
import { OaApplicationResolver } from './oa-application.resolver.js';
import { registerOaRest } from './oa-application.rest.js';

/** Office approvals (公文/办公审批), business type `oa_application` of the flow engine. */
export const oaModule: AppModule = { name: 'oa', resolvers: [OaApplicationResolver], rest: [registerOaRest] };
