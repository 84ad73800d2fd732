import type { AppModule } from '../module.js';
import { grants, menus } from './menus.js';
import { seedBizDicts, seedSystemDicts } from './dict.seed.js';
import {
  BizDictExtrasResolver,
  BizDictResolver,
  DictExtrasResolver,
  DictResolver,
  registerBizDictRest,
  registerDictRest,
} from './dict.resource.js';
import { Dict, DictBiz } from './dict.entity.js';

/** Dictionaries: the system dictionary (`dict`, platform data) and the business dictionary (`dict-biz`, per tenant). */
export const dictModule: AppModule = {
  name: 'dict',
  menus,
  grants,
  seeds: { platform: seedSystemDicts, tenant: seedBizDicts },
  entities: { shared: [Dict], tenantOwned: [DictBiz] },
  resolvers: [DictResolver, DictExtrasResolver, BizDictResolver, BizDictExtrasResolver],
  // dict-biz before dict: both prefixes are distinct paths, the order only keeps the specific routes first.
  rest: [registerBizDictRest, registerDictRest],
};

export { bizDictLabels } from './labels.js';

// For the legacy import.
export { Dict, DictBiz } from './dict.entity.js';
