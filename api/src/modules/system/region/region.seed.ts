import type { SqlEntityManager } from '@mikro-orm/sql';
import { DEFAULT_TENANT_ID } from '../../../db/base.entity.js';
import { Region, REGION_LEVEL, TOP_PARENT_CODE } from './region.entity.js';
import { LIAONING_CITIES, LIAONING_PROVINCE } from './liaoning.data.js';

/** The rows of the base region data: 辽宁省, its cities and their county-level divisions, parents first. */
export function liaoningRegionRows(): Array<
  Pick<
    Region,
    | 'code'
    | 'parentCode'
    | 'ancestors'
    | 'name'
    | 'regionLevel'
    | 'provinceCode'
    | 'provinceName'
    | 'cityCode'
    | 'cityName'
    | 'districtCode'
    | 'districtName'
    | 'sort'
  >
> {
  const p = LIAONING_PROVINCE;
  const rows: ReturnType<typeof liaoningRegionRows> = [
    {
      code: p.code,
      parentCode: TOP_PARENT_CODE,
      ancestors: TOP_PARENT_CODE,
      name: p.name,
      regionLevel: REGION_LEVEL.province,
      provinceCode: p.code,
      provinceName: p.name,
      sort: 1,
    },
  ];
  LIAONING_CITIES.forEach(([cityCode, cityName, counties], i) => {
    rows.push({
      code: cityCode,
      parentCode: p.code,
      ancestors: `${TOP_PARENT_CODE},${p.code}`,
      name: cityName,
      regionLevel: REGION_LEVEL.city,
      provinceCode: p.code,
      provinceName: p.name,
      cityCode,
      cityName,
      sort: i + 1,
    });
    counties.forEach(([code, name], j) => {
      rows.push({
        code,
        parentCode: cityCode,
        ancestors: `${TOP_PARENT_CODE},${p.code},${cityCode}`,
        name,
        regionLevel: REGION_LEVEL.district,
        provinceCode: p.code,
        provinceName: p.name,
        cityCode,
        cityName,
        districtCode: code,
        districtName: name,
        sort: j + 1,
      });
    });
  });
  return rows;
}

/** Base data: the regions of 辽宁省, written once into an empty region table (later changes and removals are kept). */
export async function seedRegions(em: SqlEntityManager): Promise<void> {
  if (await em.count(Region, {}, { filters: false })) return;
  for (const row of liaoningRegionRows()) em.create(Region, { ...row, tenantId: DEFAULT_TENANT_ID });
  await em.flush();
}
