import { crudRest } from '../../engine/crud/crud.rest.js';
import { queryFilter } from '../../engine/rest/filters.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { type ParamFilter, ParamInput } from './param.inputs.js';
import { PARAM_CODES } from './param.resolver.js';
import { paramService } from './param.service.js';
import { PARAM_EXPORT } from './transfer/exports.js';

/** Legacy paths of SPEC section 7 (System): /api/blade-system/param/list|detail|submit|remove. */
export const registerParamRest: RestRegistration = crudRest({
  base: '/blade-system/param',
  service: paramService,
  input: ParamInput,
  codes: PARAM_CODES,
  filter: (req) => queryFilter(req, ['paramName', 'paramKey']) as ParamFilter,
  exporting: { definition: PARAM_EXPORT },
});
