import { resourceCodes } from '../../engine/access/permissions.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { Param } from './param.entity.js';
import { ParamFilter, ParamInput } from './param.inputs.js';
import { paramService } from './param.service.js';

export const PARAM_CODES = resourceCodes('param');

/** params(page, filter), param(id), submitParam(input), removeParams(input). */
export const ParamResolver = crudResolver({ entity: Param, input: ParamInput, filter: ParamFilter, service: paramService, names: { one: 'param', many: 'params' }, codes: PARAM_CODES });
