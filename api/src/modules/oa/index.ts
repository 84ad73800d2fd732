import type { AppModule } from '../module.js';
import { OaApplicationResolver } from './oa-application.resolver.js';
import { registerOaRest } from './oa-application.rest.js';
import { OaApplication } from './oa-application.entity.js';

/** Office approvals (公文/办公审批), business type `oa_application` of the flow engine. */
export const oaModule: AppModule = { name: 'oa', entities: { tenantOwned: [OaApplication] }, resolvers: [OaApplicationResolver], rest: [registerOaRest] };
