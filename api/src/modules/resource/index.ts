import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import { AttachResolver, registerAttachRest } from './attach.resource.js';
import { OssConfigResolver, registerOssRest } from './oss.resource.js';
import { registerSmsRest, SmsConfigResolver } from './sms.resource.js';
import { registerUploadRest } from './upload.rest.js';
import { SmsConfig } from './sms.entity.js';

/** Resource module (资源管理): attachments and uploads, storage configurations, SMS configurations. */
export const resourceModule: AppModule = {
  name: 'resource',
  menus,
  grants,
  entities: { tenantOwned: [SmsConfig] },
  resolvers: [AttachResolver, OssConfigResolver, SmsConfigResolver],
  // Upload endpoints (/oss/endpoint/...) before the storage configuration paths that share their prefix.
  rest: [registerUploadRest, registerAttachRest, registerOssRest, registerSmsRest],
};
