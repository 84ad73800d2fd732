import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requirePlatformAdmin, resourceCodes } from '../../../engine/access/permissions.js';
import type { RequestContext } from '../../../engine/context.js';
import { PageInput, PageType, pageRequest } from '../../../engine/crud/paging.js';
import { RemoveInput } from '../../../engine/crud/remove.input.js';
import { exportCode, exportRoutes, importCode, importRoutes } from '../../../engine/crud/transfer.rest.js';
import { sendOk } from '../../../engine/rest/envelope.js';
import { filterQueryDoc, queryFilter } from '../../../engine/rest/filters.js';
import { queryIds, queryInt, queryPage, queryText } from '../../../engine/rest/query.js';
import { PAGE_QUERY, route, textBody } from '../../../engine/rest/route.js';
import { pageToRest, toRest } from '../../../engine/rest/serialize.js';
import type { RestRegistration } from '../../../engine/rest/types.js';
import { validateInput } from '../../../engine/validation/validate.js';
import { badInput } from '../../../engine/errors/domain-error.js';
import { Region } from './region.entity.js';
import { RegionFilter, RegionInput } from './region.inputs.js';
import { REGION_EXPORT_COLUMNS, REGION_IMPORT, regionService } from './region.service.js';

/**
 * Permission codes. Reading single regions and children (the lazy tree of region pickers in every form) needs
 * only a sign-in; the paged list needs `region`; changes need the buttons in the administrative tenant;
 * export needs `region_export`, import `region_import` (also administrative tenant only).
 */
export const REGION_CODES = resourceCodes('region');
export const REGION_EXPORT_CODE = exportCode('region');
export const REGION_IMPORT_CODE = importCode('region');

const RegionPage = PageType(Region);

@Resolver(() => Region)
export class RegionResolver {
  @Authorized(REGION_CODES.view)
  @Query(() => RegionPage, {
    name: 'regions',
    description: 'Paged regions in code order (filters: code prefix, name, level, parent).',
  })
  async regions(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => RegionFilter, { nullable: true }) filter?: RegionFilter,
  ) {
    const result = await regionService.list(ctx, pageRequest(page), filter);
    await regionService.markChildren(ctx, result.records);
    return result;
  }

  @Authorized()
  @Query(() => Region, { name: 'region', description: 'One region by its code.' })
  async region(
    @Ctx() ctx: RequestContext,
    @Arg('code', () => String, { description: 'The six-digit division code (GB/T 2260), such as 210102.' })
    code: string,
  ) {
    return regionService.byCode(ctx, code);
  }

  @Authorized()
  @Query(() => [Region], {
    name: 'regionChildren',
    description: "Children of a region ('00' or none: the provinces), with hasChildren.",
  })
  async regionChildren(
    @Ctx() ctx: RequestContext,
    @Arg('parentCode', () => String, {
      nullable: true,
      description: "Code of the parent region ('00' or absent: the provinces).",
    })
    parentCode?: string,
  ) {
    return regionService.children(ctx, parentCode);
  }

  @Authorized(REGION_CODES.add, REGION_CODES.edit)
  @Mutation(() => Region, {
    name: 'submitRegion',
    description: 'Creates (no id) or updates (id and version) a region.',
  })
  async submitRegion(@Ctx() ctx: RequestContext, @Arg('input', () => RegionInput) input: RegionInput) {
    requirePlatformAdmin(ctx, input.id ? REGION_CODES.edit : REGION_CODES.add);
    const { entity } = await regionService.submit(ctx, input);
    return (await regionService.markChildren(ctx, [entity]))[0];
  }

  @Authorized(REGION_CODES.delete)
  @Mutation(() => Int, {
    name: 'removeRegions',
    description: 'Removes regions by id or code; refused while one has children.',
  })
  async removeRegions(@Ctx() ctx: RequestContext, @Arg('input', () => RemoveInput) input: RemoveInput) {
    requirePlatformAdmin(ctx, REGION_CODES.delete);
    return regionService.remove(ctx, input.ids);
  }
}

const BASE = '/blade-system/region';
const regionQuery = (req: Parameters<typeof queryFilter>[0]): RegionFilter => {
  const filter = queryFilter(req, ['code', 'name', 'parentCode']) as RegionFilter;
  const level = queryInt(req, 'regionLevel', /^[1-3]$/, { message: '区划层级不正确', schema: { enum: [1, 2, 3] } });
  if (level !== undefined) filter.regionLevel = level;
  return filter;
};

/** A BladeX lazy-tree node: code as id, key and value; name as title. */
const treeNode = (r: Region) => ({
  id: r.code,
  parentId: r.parentCode,
  title: r.name,
  key: r.code,
  value: r.code,
  hasChildren: Boolean(r.hasChildren),
  regionLevel: r.regionLevel,
});

/** SPEC section 7 (System / Region) and the legacy import and export paths. */
export const registerRegionRest: RestRegistration = (deps) => {
  route(
    deps,
    'GET',
    `${BASE}/list`,
    { any: [REGION_CODES.view] },
    async (req, res, ctx) => {
      const page = await regionService.list(ctx, queryPage(req), regionQuery(req));
      await regionService.markChildren(ctx, page.records);
      sendOk(res, pageToRest(page));
    },
    { query: { ...PAGE_QUERY, ...filterQueryDoc(regionQuery) }, data: { page: Region } },
  );
  route(
    deps,
    'GET',
    `${BASE}/lazy-tree`,
    'user',
    async (req, res, ctx) => {
      sendOk(res, (await regionService.children(ctx, queryText(req, 'parentCode'))).map(treeNode));
    },
    {
      query: { parentCode: '上级区划编号（不传为顶层）' },
      data: { schema: { type: 'array', items: { $ref: '#/components/schemas/TreeNode' } } },
    },
  );
  route(
    deps,
    'GET',
    `${BASE}/lazy-list`,
    'user',
    async (req, res, ctx) => {
      sendOk(res, (await regionService.children(ctx, queryText(req, 'parentCode'))).map(toRest));
    },
    { query: { parentCode: '上级区划编号（不传为顶层）' }, data: { list: Region } },
  );
  // BladeX's select (the cascading province / city / district pickers): the regions directly under `code`.
  route(
    deps,
    'GET',
    `${BASE}/select`,
    'user',
    async (req, res, ctx) => {
      sendOk(res, (await regionService.children(ctx, queryText(req, 'code'))).map(toRest));
    },
    { query: { code: '上级区划编号（不传或 00 为省级）' }, data: { list: Region } },
  );
  route(deps, 'GET', `${BASE}/detail`, 'user', async (req, res, ctx) => {
    const code = queryText(req, 'code');
    if (!code) throw badInput('缺少参数 code');
    sendOk(res, toRest(await regionService.byCode(ctx, code)));
  });
  route(
    deps,
    'POST',
    `${BASE}/submit`,
    { platform: [REGION_CODES.add, REGION_CODES.edit] },
    async (req, res, ctx) => {
      const input = await validateInput(RegionInput, req.body);
      requirePlatformAdmin(ctx, input.id ? REGION_CODES.edit : REGION_CODES.add);
      const { entity, created } = await regionService.submit(ctx, input);
      sendOk(res, toRest(entity), created ? '新增成功' : '更新成功');
    },
    { body: RegionInput },
  );
  route(
    deps,
    'POST',
    `${BASE}/remove`,
    { platform: [REGION_CODES.delete] },
    async (req, res, ctx) => {
      // The legacy call sends `id` (a region code); `ids` (ids or codes, comma-separated) works too.
      const ids =
        queryText(req, 'id') !== undefined || typeof req.body?.id === 'string' ? queryIds(req, 'id') : queryIds(req);
      const removed = await regionService.remove(ctx, ids);
      sendOk(res, removed > 0, '删除成功');
    },
    {
      query: { id: '区划编号', ids: '主键或区划编号，逗号分隔' },
      bodySchema: textBody({ id: '区划编号', ids: '主键或区划编号，逗号分隔' }),
      data: { schema: { type: 'boolean' } },
    },
  );
  exportRoutes(deps, {
    paths: [`${BASE}/export`, `${BASE}/export-region`],
    access: { any: [REGION_EXPORT_CODE] },
    alsoRequire: [REGION_CODES.view],
    service: regionService,
    filter: regionQuery,
    definition: { fileName: '行政区划', columns: REGION_EXPORT_COLUMNS },
  });
  importRoutes(deps, {
    importPaths: [`${BASE}/import`, `${BASE}/import-region`],
    templatePaths: [`${BASE}/export-template`],
    access: { platform: [REGION_IMPORT_CODE] },
    definition: REGION_IMPORT,
  });
};
