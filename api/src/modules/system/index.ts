import type { AppModule } from '../module.js';
import { registerParamRest } from './param.rest.js';
import { ParamResolver } from './param.resolver.js';

/** System module: parameters now; dictionaries, regions, menus ... arrive with the CRUD-engine issue. */
export const systemModule: AppModule = {
  name: 'system',
  resolvers: [ParamResolver],
  rest: [registerParamRest],
};
