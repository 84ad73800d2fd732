import type { AppModule } from '../module.js';
import { BizDictExtrasResolver, BizDictResolver, DictExtrasResolver, DictResolver, registerBizDictRest, registerDictRest } from './dict.resource.js';
import { Dict, DictBiz } from './dict.entity.js';

/** Dictionaries: the system dictionary (`dict`, platform data) and the business dictionary (`dict-biz`, per tenant). */
export const dictModule: AppModule = {
  name: 'dict', entities: { shared: [Dict], tenantOwned: [DictBiz] },
  resolvers: [DictResolver, DictExtrasResolver, BizDictResolver, BizDictExtrasResolver],
  // dict-biz before dict: both prefixes are distinct paths, the order only keeps the specific routes first.
  rest: [registerBizDictRest, registerDictRest],
};

// For the legacy import.
export { Dict, DictBiz } from './dict.entity.js';
