import type { Request } from 'express';
import { Arg, Authorized, type ClassType, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import {
  requirePermission,
  requirePlatformAdmin,
  requireUser,
  resourceCodes,
  type ResourceCodes,
} from '../access/permissions.js';
import type { RequestContext } from '../context.js';
import { crudResolver } from '../crud/crud.resolver.js';
import { crudRest, restRowTree } from '../crud/crud.rest.js';
import { buildTree } from '../access/menu-tree.js';
import { sendOk } from '../rest/envelope.js';
import { filterQueryDoc, queryFilter } from '../rest/filters.js';
import { queryId, queryPage, queryText } from '../rest/query.js';
import { PAGE_QUERY, route } from '../rest/route.js';
import { pageToRest, toRest } from '../rest/serialize.js';
import type { RestRegistration } from '../rest/types.js';
import { Dict, DictBiz, type DictEntry } from './dict.entity.js';
import { DictFilter, DictInput, DictService, SealDictInput } from './dict.service.js';

/** Menu `dict` (系统字典) and its buttons dict_add, dict_edit, dict_delete. */
export const DICT_CODES = resourceCodes('dict');
/** Menu `dict_biz` (业务字典) and its buttons dict_biz_add, dict_biz_edit, dict_biz_delete. */
export const DICT_BIZ_CODES = resourceCodes('dict_biz');

export const dictService = new DictService(Dict, true);
export const dictBizService = new DictService(DictBiz, false);

interface DictResource<E extends DictEntry> {
  entity: ClassType<E>;
  service: DictService<E>;
  /** GraphQL names: dict → dicts, dict, dictTree, submitDict, removeDicts, sealDict, and `dictionary`. */
  one: string;
  many: string;
  dictionary: string;
  codes: ResourceCodes;
  platform: boolean;
  /** Legacy REST prefix. */
  base: string;
}

const SYSTEM: DictResource<Dict> = {
  entity: Dict,
  service: dictService,
  one: 'dict',
  many: 'dicts',
  dictionary: 'dictionary',
  codes: DICT_CODES,
  platform: true,
  base: '/blade-system/dict',
};
const BUSINESS: DictResource<DictBiz> = {
  entity: DictBiz,
  service: dictBizService,
  one: 'bizDict',
  many: 'bizDicts',
  dictionary: 'bizDictionary',
  codes: DICT_BIZ_CODES,
  platform: false,
  base: '/blade-system/dict-biz',
};

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What the CRUD engine does not: the items of a dictionary by code (any signed-in user) and sealing. */
function dictExtras<E extends DictEntry>(r: DictResource<E>) {
  @Resolver(() => r.entity)
  class DictExtrasResolver {
    @Authorized()
    @Query(() => [r.entity], {
      name: r.dictionary,
      description: 'The items of the dictionary `code` in sort order (every dictionary select); any signed-in user.',
    })
    async dictionary(
      @Ctx() ctx: RequestContext,
      @Arg('code', () => String, { description: 'Code of the dictionary.' }) code: string,
    ) {
      requireUser(ctx);
      return r.service.dictionary(ctx, code);
    }

    @Authorized(r.codes.edit)
    @Mutation(() => r.entity, {
      name: `seal${upper(r.one)}`,
      description: 'Seals (isSealed 1) or unseals (0) one entry.',
    })
    async seal(@Ctx() ctx: RequestContext, @Arg('input', () => SealDictInput) input: SealDictInput) {
      (r.platform ? requirePlatformAdmin : requirePermission)(ctx, r.codes.edit);
      return r.service.seal(ctx, input.id, input.isSealed);
    }
  }
  return DictExtrasResolver;
}

const filterOf = (req: Request): DictFilter => queryFilter(req, ['code', 'dictValue']) as DictFilter;

function dictRest<E extends DictEntry>(r: DictResource<E>): RestRegistration {
  return (deps) => {
    const view = r.platform ? { platform: [r.codes.view] } : { any: [r.codes.view] };
    // Specific paths first; then list, detail, tree, submit and remove from the engine.
    const pageQuery = { ...PAGE_QUERY, ...filterQueryDoc(filterOf, { code: '字典编号', dictValue: '字典名称' }) };
    route(
      deps,
      'GET',
      `${r.base}/parent-list`,
      view,
      async (req, res, ctx) => {
        sendOk(res, pageToRest(await r.service.list(ctx, queryPage(req), { ...filterOf(req), root: true })));
      },
      { summary: `${r.base.split('/').at(-1)} 顶层字典分页`, query: pageQuery, data: { page: r.service.entity } },
    );
    route(
      deps,
      'GET',
      `${r.base}/child-list`,
      view,
      async (req, res, ctx) => {
        sendOk(
          res,
          pageToRest(
            await r.service.list(ctx, queryPage(req), { ...filterOf(req), parentId: queryId(req, 'parentId') }),
          ),
        );
      },
      {
        summary: `${r.base.split('/').at(-1)} 下级字典分页`,
        query: {
          ...pageQuery,
          parentId: { description: '上级字典主键', schema: { type: 'string' }, required: true },
        },
        data: { page: r.service.entity },
      },
    );
    route(deps, 'GET', `${r.base}/dictionary`, 'user', async (req, res, ctx) => {
      sendOk(res, (await r.service.dictionary(ctx, queryText(req, 'code') ?? '')).map(toRest));
    });
    // The entries of a dictionary as a tree (entries under entries nested in `children`).
    route(
      deps,
      'GET',
      `${r.base}/dictionary-tree`,
      'user',
      async (req, res, ctx) => {
        const rows = (await r.service.dictionary(ctx, queryText(req, 'code') ?? '')) as (E & { parentId?: string })[];
        sendOk(res, restRowTree(buildTree(rows)));
      },
      { query: { code: '字典编号' }, data: { schema: { type: 'array', items: { type: 'object' } } } },
    );
    crudRest({
      base: r.base,
      service: r.service,
      input: DictInput,
      codes: r.codes,
      platform: r.platform,
      filter: filterOf,
      treeTitle: 'dictValue',
      treeList: true,
    })(deps);
  };
}

export const DictResolver = crudResolver({
  entity: Dict,
  input: DictInput,
  filter: DictFilter,
  service: dictService,
  names: { one: SYSTEM.one, many: SYSTEM.many },
  codes: DICT_CODES,
  platform: true,
  tree: true,
});
export const BizDictResolver = crudResolver({
  entity: DictBiz,
  input: DictInput,
  filter: DictFilter,
  service: dictBizService,
  names: { one: BUSINESS.one, many: BUSINESS.many },
  codes: DICT_BIZ_CODES,
  tree: true,
});
export const DictExtrasResolver = dictExtras(SYSTEM);
export const BizDictExtrasResolver = dictExtras(BUSINESS);

export const registerDictRest: RestRegistration = dictRest(SYSTEM);
export const registerBizDictRest: RestRegistration = dictRest(BUSINESS);
