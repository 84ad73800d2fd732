import type { AppModule } from '../module.js';
import { menus } from './menus.js';
import { WeixinBinding } from './weixin.entity.js';
import { WeixinResolver } from './weixin.resolver.js';
import { registerWeixinRest } from './weixin.rest.js';

/** The messaging app (WeChat official account) binding of the mobile pages: /mobile/weixin-bind and its management. */
export const weixinModule: AppModule = {
  name: 'weixin',
  menus,
  entities: { plain: [WeixinBinding] },
  resolvers: [WeixinResolver],
  rest: [registerWeixinRest],
};
