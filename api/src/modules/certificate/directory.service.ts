import ExcelJS from 'exceljs';
import { DUES_STATUS, statusLabel } from '@zhuxie/domain/labels/status-labels';
import type { RequestContext } from '../../engine/context.js';
import { type Page, pageOf, type PageRequest } from '../../engine/crud/paging.js';
import { bizDictLabels } from '../../engine/dict/index.js';
import { MEMBER_STATUS, memberUnitService } from '../member/index.js';
import { type Region, regionLabelSql, regionService } from '../system/index.js';
import { arrearsService } from '../dues/index.js';

export const MEMBER_POST_DICT = 'member_post';
export const MEMBER_LEVEL_DICT = 'member_level';
/** Portal 会员名录 (/cmsPages/vipList). The public /vipCatalogue needs no code. */
export const CMS_VIP_CODE = 'cms_vip';
/** Staff menu 会员统计 (member basic info statistics) and its export button. */
export const STATISTICS_CODE = 'member_statistics';
export const STATISTICS_EXPORT_CODE = 'member_statistics_export';

/** A member unit as the directory shows it: public fields only (no contacts, mobiles, credit code or address). */
export interface DirectoryUnit {
  id: string;
  name: string;
  memberLevel: string;
  memberLevelName: string;
  regionName?: string;
  postNames: string[];
  joinYear?: number;
}

export interface DirectoryFilter {
  keyword?: string;
  memberLevel?: string;
  regionCode?: string;
}

/** The labels of a business dictionary (member levels, posts). */
export const dictLabels = bizDictLabels;

async function regionNames(ctx: RequestContext, codes: string[]): Promise<Map<string, Region>> {
  return regionService.byCodes(ctx, codes);
}

/**
 * The member directory (会员名录): active member units of the request's tenant, searchable by name, level and
 * region, paged. Used by the portal's /cmsPages/vipList and the public /vipCatalogue alike.
 */
export async function memberDirectory(
  ctx: RequestContext,
  req: PageRequest,
  filter: DirectoryFilter = {},
): Promise<Page<DirectoryUnit>> {
  // The region label is read with the page, the two dictionaries in one statement beside it.
  const [rows, total, extras] = await memberUnitService.activePage(ctx, req, filter, {
    regionLabel: (alias) => regionLabelSql(`${alias}.region_code`),
  });
  const [levels, posts] = await Promise.all([dictLabels(ctx, MEMBER_LEVEL_DICT), dictLabels(ctx, MEMBER_POST_DICT)]);
  return pageOf(
    rows.map((u, i) => {
      return {
        id: u.id,
        name: u.name,
        memberLevel: u.memberLevel,
        memberLevelName: levels.get(u.memberLevel) ?? u.memberLevel,
        regionName: (extras[i]?.regionLabel as string | null | undefined) ?? undefined,
        postNames: u.posts.map((p) => posts.get(p) ?? p),
        joinYear: u.joinDate ? Number(u.joinDate.slice(0, 4)) : undefined,
      };
    }),
    total,
    req,
  );
}

// ---- dues status -------------------------------------------------------------------------------------------

/** Dues status of units (1 正常, 0 欠费), by the dues module's arrears rule. */
export async function duesStatuses(ctx: RequestContext, unitIds: string[]): Promise<Map<string, 0 | 1>> {
  return arrearsService.statuses(ctx.em, ctx.tenantId, unitIds);
}

// ---- statistics ----------------------------------------------------------------------------------------------

export interface StatisticsBucket {
  key: string;
  label: string;
  count: number;
}

export interface MemberStatistics {
  /** Every live unit, and the active ones (which every breakdown counts). */
  total: number;
  active: number;
  byRegion: StatisticsBucket[];
  byLevel: StatisticsBucket[];
  byQualification: StatisticsBucket[];
  byDuesStatus: StatisticsBucket[];
  byJoinYear: StatisticsBucket[];
}

function count(values: Iterable<[string, string]>): Map<string, { label: string; count: number }> {
  const out = new Map<string, { label: string; count: number }>();
  for (const [key, label] of values) {
    const b = out.get(key) ?? { label, count: 0 };
    b.count++;
    out.set(key, b);
  }
  return out;
}
const buckets = (m: Map<string, { label: string; count: number }>) =>
  [...m].map(([key, v]) => ({ key, label: v.label, count: v.count }));
const byCount = (a: StatisticsBucket, b: StatisticsBucket) =>
  b.count - a.count || a.label.localeCompare(b.label, 'zh-CN');

/**
 * Member basic info statistics (会员基本信息统计) of the tenant's active units: by city, level (dictionary
 * order), qualification (each line of a unit's qualifications counts once), dues status and join year.
 */
export async function memberStatistics(ctx: RequestContext): Promise<MemberStatistics> {
  const all = await memberUnitService.statisticsRows(ctx);
  const units = all.filter((u) => u.status === MEMBER_STATUS.active);
  const cityCode = (code?: string) => (code && /^\d{6}$/.test(code) ? `${code.slice(0, 4)}00` : '');
  const [levels, regions, dues] = await Promise.all([
    dictLabels(ctx, MEMBER_LEVEL_DICT),
    regionNames(
      ctx,
      units.map((u) => cityCode(u.regionCode)),
    ),
    duesStatuses(
      ctx,
      units.map((u) => u.id),
    ),
  ]);
  const levelOrder = [...levels.keys()];
  const byLevel = buckets(count(units.map((u) => [u.memberLevel, levels.get(u.memberLevel) ?? u.memberLevel])));
  byLevel.sort((a, b) => levelOrder.indexOf(a.key) - levelOrder.indexOf(b.key));
  const byRegion = buckets(
    count(
      units.map((u) => {
        const c = cityCode(u.regionCode);
        return [c || 'none', c ? (regions.get(c)?.name ?? c) : '未填写'];
      }),
    ),
  ).sort(byCount);
  const byQualification = buckets(
    count(
      units.flatMap((u) =>
        [
          ...new Set(
            (u.qualifications ?? '')
              .split(/\r?\n/)
              .map((q) => q.trim())
              .filter(Boolean),
          ),
        ].map((q) => [q, q] as [string, string]),
      ),
    ),
  ).sort(byCount);
  const byDuesStatus = buckets(
    count(
      units.map((u) => {
        const s = dues.get(u.id) ?? 1;
        return [String(s), statusLabel(DUES_STATUS, s)];
      }),
    ),
  ).sort((a, b) => Number(b.key) - Number(a.key));
  const byJoinYear = buckets(
    count(units.map((u) => (u.joinDate ? [u.joinDate.slice(0, 4), u.joinDate.slice(0, 4)] : ['none', '未填写']))),
  ).sort((a, b) => a.key.localeCompare(b.key));
  return { total: all.length, active: units.length, byRegion, byLevel, byQualification, byDuesStatus, byJoinYear };
}

export const STATISTICS_SHEETS: {
  key: keyof Omit<MemberStatistics, 'total' | 'active'>;
  title: string;
  header: string;
}[] = [
  { key: 'byRegion', title: '按地区', header: '地区' },
  { key: 'byLevel', title: '按会员等级', header: '会员等级' },
  { key: 'byQualification', title: '按资质', header: '资质' },
  { key: 'byDuesStatus', title: '按会费状态', header: '会费状态' },
  { key: 'byJoinYear', title: '按入会年份', header: '入会年份' },
];

/** The statistics as a workbook: a summary sheet, then one sheet per breakdown (label, count, share). */
export async function statisticsWorkbook(stats: MemberStatistics): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const summary = workbook.addWorksheet('汇总');
  summary.columns = [
    { header: '项目', width: 20 },
    { header: '数量', width: 12 },
  ];
  summary.getRow(1).font = { bold: true };
  summary.addRow(['会员单位总数', stats.total]);
  summary.addRow(['正常会员单位', stats.active]);
  for (const s of STATISTICS_SHEETS) {
    const sheet = workbook.addWorksheet(s.title, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = [
      { header: s.header, width: 36 },
      { header: '单位数', width: 12 },
      { header: '占比', width: 12 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const b of stats[s.key])
      sheet.addRow([b.label, b.count, stats.active ? `${((b.count / stats.active) * 100).toFixed(1)}%` : '0.0%']);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
