import type { FilterQuery } from '@mikro-orm/core';
import { ADMIN_TENANT_ID } from '../../../engine/access/permissions.js';
import { batched, type BatchLoad } from '../../../engine/graphql/batch.js';
import type { RequestContext } from '../../../engine/context.js';
import { CrudService, likeText } from '../../../engine/crud/crud.service.js';
import { checkVersion } from '../../../engine/crud/version.js';
import type { ExportColumn } from '../../../engine/crud/export.js';
import type { ImportDefinition } from '../../../engine/crud/import.js';
import { badInput, duplicate, notFound } from '../../../engine/errors/domain-error.js';
import { REGION_LEVEL, Region, TOP_PARENT_CODE } from './region.entity.js';
import { type RegionFilter, RegionInput } from './region.inputs.js';
import { normalParentCode, REGION_MESSAGES, regionPlacement } from './region.rules.js';

/**
 * Administrative divisions shared by every tenant. Saving derives level, ancestors and the province / city /
 * district columns from the parent; code and parent are fixed once saved (children refer to the code); a
 * renamed province or city passes its new name on to its descendants; a region with children is not removed.
 */
export class RegionService extends CrudService<Region, RegionInput, RegionFilter> {
  constructor() {
    super({
      entity: Region,
      notFoundMessage: REGION_MESSAGES.notFound,
      uniqueViolation: () => duplicate(REGION_MESSAGES.duplicate, 'code'),
      orderBy: [{ code: 'asc' }],
    });
  }

  override where(filter: RegionFilter = {}): FilterQuery<Region> {
    const where: Record<string, unknown> = {};
    if (filter.code?.trim()) where.code = { $like: `${likeText(filter.code.trim()).slice(1)}` };
    if (filter.name?.trim()) where.name = { $ilike: likeText(filter.name.trim()) };
    if (filter.regionLevel != null) where.regionLevel = filter.regionLevel;
    if (filter.parentCode?.trim()) where.parentCode = normalParentCode(filter.parentCode);
    if (filter.createTimeFrom || filter.createTimeTo) {
      where.createTime = {
        ...(filter.createTimeFrom ? { $gt: filter.createTimeFrom } : {}),
        ...(filter.createTimeTo ? { $lt: filter.createTimeTo } : {}),
      };
    }
    return where as FilterQuery<Region>;
  }

  /** Marks which of the rows have child regions (one query). */
  async markChildren<T extends Region>(ctx: RequestContext, rows: T[]): Promise<T[]> {
    if (!rows.length) return rows;
    const children = await ctx.em.find(
      Region,
      { parentCode: { $in: rows.map((r) => r.code) } },
      { fields: ['parentCode'] },
    );
    const parents = new Set(children.map((c) => c.parentCode));
    for (const row of rows) row.hasChildren = parents.has(row.code);
    return rows;
  }

  async byCode(ctx: RequestContext, code: string): Promise<Region> {
    const found = await ctx.em.findOne(Region, { code: code.trim() });
    if (!found) throw notFound(REGION_MESSAGES.notFound);
    return (await this.markChildren(ctx, [found]))[0]!;
  }

  /** The regions of these codes, by code (for other modules: names of the codes their rows hold); unknown codes are left out. */
  async byCodes(ctx: RequestContext, codes: string[]): Promise<Map<string, Region>> {
    const wanted = [...new Set(codes.filter(Boolean))];
    if (!wanted.length) return new Map();
    return new Map((await ctx.em.find(Region, { code: { $in: wanted } })).map((r) => [r.code, r]));
  }

  /** The name of a region code (null for none or unknown); the rows of a list ask in one statement. */
  async nameOf(ctx: RequestContext, code?: string | null): Promise<string | null> {
    if (!code) return null;
    return (await batched(ctx, regionsByCode).load(code))?.name ?? null;
  }

  /** The children of a region ('00' or empty: the provinces), in sort and code order, with hasChildren. */
  async children(ctx: RequestContext, parentCode?: string | null): Promise<Region[]> {
    const rows = await ctx.em.find(
      Region,
      { parentCode: normalParentCode(parentCode) },
      { orderBy: [{ sort: 'asc' }, { code: 'asc' }], limit: 5000 },
    );
    return this.markChildren(ctx, rows);
  }

  override async submit(ctx: RequestContext, input: RegionInput): Promise<{ entity: Region; created: boolean }> {
    const existing = input.id ? await this.detail(ctx, input.id) : undefined;
    if (existing) checkVersion(ctx, existing, input.version);
    const code = input.code.trim();
    const parentCode = normalParentCode(input.parentCode);
    const name = input.name.trim();
    if (existing && (existing.code !== code || existing.parentCode !== parentCode))
      throw badInput(REGION_MESSAGES.fixed, [{ field: 'code', message: REGION_MESSAGES.fixed }]);
    const parent = parentCode === TOP_PARENT_CODE ? undefined : await ctx.em.findOne(Region, { code: parentCode });
    if (parentCode !== TOP_PARENT_CODE && !parent)
      throw badInput(REGION_MESSAGES.parentMissing, [{ field: 'parentCode', message: REGION_MESSAGES.parentMissing }]);
    const placement = regionPlacement(code, name, parent ?? undefined);
    if ('error' in placement) throw badInput(placement.error, [{ field: 'code', message: placement.error }]);
    if (!existing && (await ctx.em.count(Region, { code }))) throw duplicate(REGION_MESSAGES.duplicate, 'code');

    const entity =
      existing ??
      ctx.em.create(Region, {
        tenantId: ADMIN_TENANT_ID,
        createUser: ctx.userId,
        createDept: ctx.user?.deptId,
        code,
        parentCode,
        name,
        ...placement,
      });
    const renamed = existing !== undefined && existing.name !== name;
    Object.assign(entity, placement, {
      name,
      sort: input.sort ?? 0,
      remark: input.remark?.trim() || undefined,
      updateUser: ctx.userId,
    });
    if (renamed) await this.renameInDescendants(ctx, entity);
    await this.flush(ctx);
    return { entity, created: !existing };
  }

  private async renameInDescendants(ctx: RequestContext, region: Region): Promise<void> {
    if (region.regionLevel === REGION_LEVEL.province) {
      for (const row of await ctx.em.find(Region, { provinceCode: region.code, id: { $ne: region.id } }))
        row.provinceName = region.name;
    } else if (region.regionLevel === REGION_LEVEL.city) {
      for (const row of await ctx.em.find(Region, { cityCode: region.code, id: { $ne: region.id } }))
        row.cityName = region.name;
    }
  }

  /** Removes regions named by id or by code (the legacy remove sends the code as `id`). */
  override async remove(ctx: RequestContext, idsOrCodes: string[]): Promise<number> {
    const wanted = [...new Set(idsOrCodes.map((id) => id.trim()).filter(Boolean))];
    if (wanted.length === 0) throw badInput('请选择至少一条数据');
    const rows = await ctx.em.find(Region, { $or: [{ id: { $in: wanted } }, { code: { $in: wanted } }] });
    const codes = rows.map((r) => r.code);
    if (codes.length && (await ctx.em.count(Region, { parentCode: { $in: codes }, code: { $nin: codes } })))
      throw badInput(REGION_MESSAGES.hasChildren);
    for (const row of rows) {
      row.isDeleted = 1;
      row.updateUser = ctx.userId;
    }
    await this.flush(ctx);
    return rows.length;
  }
}

export const regionService = new RegionService();

const regionsByCode: BatchLoad<string, Region> = (ctx, codes) => regionService.byCodes(ctx, codes);

/**
 * A subquery answering the label a list shows for the region whose code is `codeSql` (a column of the listed
 * table): its city and district names, or its name when it has neither; null for no live region. For
 * `findPage`'s columns, so that a list's region names cost no statement of their own.
 */
export function regionLabelSql(codeSql: string): string {
  return `select coalesce(nullif(concat_ws(' ', nullif(r.city_name, ''), nullif(r.district_name, '')), ''), r.name)
    from blade_region r where r.code = ${codeSql} and r.is_deleted = 0 limit 1`;
}

const LEVEL_LABELS: Record<number, string> = { 1: '省', 2: '市', 3: '区县' };

/** Columns of the region export; the first five are also the import template's. */
export const REGION_EXPORT_COLUMNS: ExportColumn<Region>[] = [
  { header: '区划编号', width: 12, value: (r) => r.code },
  { header: '上级区划编号', width: 14, value: (r) => r.parentCode },
  { header: '区划名称', width: 24, value: (r) => r.name },
  { header: '排序', width: 8, value: (r) => r.sort },
  { header: '备注', width: 24, value: (r) => r.remark },
  { header: '层级', width: 8, value: (r) => LEVEL_LABELS[r.regionLevel] ?? r.regionLevel },
  { header: '省级编号', width: 12, value: (r) => r.provinceCode },
  { header: '省级名称', width: 14, value: (r) => r.provinceName },
  { header: '市级编号', width: 12, value: (r) => r.cityCode },
  { header: '市级名称', width: 14, value: (r) => r.cityName },
  { header: '区县编号', width: 12, value: (r) => r.districtCode },
  { header: '区县名称', width: 18, value: (r) => r.districtName },
];

const optionalInt = (text: string | undefined): number | string | undefined =>
  text ? (/^-?\d+$/.test(text) ? Number(text) : text) : undefined;

/** Import of regions: rows keyed by code, saved parents first (in code order) through the region service. */
export const REGION_IMPORT: ImportDefinition<RegionInput> = {
  templateName: '行政区划导入模板',
  columns: [
    { header: '区划编号', field: 'code', width: 12 },
    { header: '上级区划编号', field: 'parentCode', width: 14 },
    { header: '区划名称', field: 'name', width: 24 },
    { header: '排序', field: 'sort', width: 8 },
    { header: '备注', field: 'remark', width: 24 },
  ],
  input: RegionInput,
  toBody: (_ctx, cells) => ({
    ...cells,
    parentCode: cells.parentCode ?? '',
    sort: optionalInt(cells.sort),
    remark: cells.remark || undefined,
  }),
  key: (input) => input.code,
  findExisting: (ctx, input) => ctx.em.findOne(Region, { code: input.code }),
  duplicateMessage: (input) => `区划编号 ${input.code} 已存在`,
  save: (ctx, input) => regionService.submit(ctx, input),
  order: (a, b) => a.code.localeCompare(b.code),
};
