import { REGION_LEVEL, TOP_PARENT_CODE } from './region.entity.js';

/** What a parent region passes on to its children. */
export interface ParentRegion {
  code: string;
  name: string;
  regionLevel: number;
  ancestors: string;
  provinceCode?: string | null;
  provinceName?: string | null;
  cityCode?: string | null;
  cityName?: string | null;
}

/** The columns of a region derived from its parent (never taken from the input). */
export interface RegionPlacement {
  regionLevel: number;
  ancestors: string;
  provinceCode?: string;
  provinceName?: string;
  cityCode?: string;
  cityName?: string;
  districtCode?: string;
  districtName?: string;
}

export const REGION_MESSAGES = {
  codeInvalid: '区划编号必须是 6 位数字',
  provinceCode: '省级区划编号必须以 0000 结尾',
  prefix: (prefix: string) => `区划编号必须以上级区划编号的前 ${prefix.length} 位 ${prefix} 开头`,
  cityCode: '地市级区划编号的第 3、4 位不能是 00',
  districtCode: '区县级区划编号的最后 2 位不能是 00',
  tooDeep: '区县下不能再添加下级区划',
  parentMissing: '上级区划不存在',
  fixed: '区划编号和上级区划保存后不能修改',
  duplicate: '区划编号已存在',
  notFound: '行政区划不存在',
  hasChildren: '请先删除下级区划',
} as const;

/** Normalizes a parent code: empty, '0' and '00' all mean the top. */
export function normalParentCode(parentCode: string | null | undefined): string {
  const code = (parentCode ?? '').trim();
  return code === '' || code === '0' || code === TOP_PARENT_CODE ? TOP_PARENT_CODE : code;
}

/**
 * Where a region with `code` sits under `parent` (undefined: a province): its level, ancestors and the
 * province / city / district columns, or the rule it breaks (GB/T 2260: province XX0000, city XXYY00 or a
 * directly administered county-level unit XXYYZZ under the province's prefix, county XXYYZZ under the city's).
 */
export function regionPlacement(
  code: string,
  name: string,
  parent?: ParentRegion,
): RegionPlacement | { error: string } {
  if (!/^\d{6}$/.test(code)) return { error: REGION_MESSAGES.codeInvalid };
  if (!parent) {
    if (!code.endsWith('0000')) return { error: REGION_MESSAGES.provinceCode };
    return { regionLevel: REGION_LEVEL.province, ancestors: TOP_PARENT_CODE, provinceCode: code, provinceName: name };
  }
  const ancestors = `${parent.ancestors},${parent.code}`;
  if (parent.regionLevel === REGION_LEVEL.province) {
    const prefix = parent.code.slice(0, 2);
    if (!code.startsWith(prefix)) return { error: REGION_MESSAGES.prefix(prefix) };
    if (code.slice(2, 4) === '00') return { error: REGION_MESSAGES.cityCode };
    return {
      regionLevel: REGION_LEVEL.city,
      ancestors,
      provinceCode: parent.code,
      provinceName: parent.name,
      cityCode: code,
      cityName: name,
    };
  }
  if (parent.regionLevel === REGION_LEVEL.city) {
    const prefix = parent.code.slice(0, 4);
    if (!code.startsWith(prefix)) return { error: REGION_MESSAGES.prefix(prefix) };
    if (code.slice(4, 6) === '00') return { error: REGION_MESSAGES.districtCode };
    return {
      regionLevel: REGION_LEVEL.district,
      ancestors,
      provinceCode: parent.provinceCode ?? undefined,
      provinceName: parent.provinceName ?? undefined,
      cityCode: parent.code,
      cityName: parent.name,
      districtCode: code,
      districtName: name,
    };
  }
  return { error: REGION_MESSAGES.tooDeep };
}
