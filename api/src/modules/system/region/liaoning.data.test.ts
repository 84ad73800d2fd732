import { describe, expect, it } from 'vitest';
import { liaoningRegionRows } from './region.seed.js';
import { LIAONING_CITIES, LIAONING_PROVINCE } from './liaoning.data.js';
import { regionPlacement } from './region.rules.js';

describe('辽宁省 region data', () => {
  const rows = liaoningRegionRows();
  const byCode = new Map(rows.map((r) => [r.code, r]));

  it('has the province, 14 prefecture-level cities and 100 county-level divisions', () => {
    expect(LIAONING_PROVINCE).toEqual({ code: '210000', name: '辽宁省' });
    expect(LIAONING_CITIES).toHaveLength(14);
    expect(rows.filter((r) => r.regionLevel === 1)).toHaveLength(1);
    expect(rows.filter((r) => r.regionLevel === 2)).toHaveLength(14);
    const counties = rows.filter((r) => r.regionLevel === 3);
    expect(counties).toHaveLength(100);
    // 59 districts, 16 county-level cities, 8 autonomous counties, 17 counties.
    expect(counties.filter((r) => r.name.endsWith('区'))).toHaveLength(59);
    expect(counties.filter((r) => r.name.endsWith('市'))).toHaveLength(16);
    expect(counties.filter((r) => r.name.endsWith('自治县'))).toHaveLength(8);
    expect(counties.filter((r) => r.name.endsWith('县') && !r.name.endsWith('自治县'))).toHaveLength(17);
  });

  it('has unique six-digit codes and unique names within each city', () => {
    expect(byCode.size).toBe(rows.length);
    for (const r of rows) expect(r.code).toMatch(/^21\d{4}$/);
    for (const [, , counties] of LIAONING_CITIES)
      expect(new Set(counties.map(([, n]) => n)).size).toBe(counties.length);
  });

  it('gives every row an existing parent whose code prefix it shares, parents before children', () => {
    rows.forEach((r, index) => {
      if (r.regionLevel === 1) {
        expect(r.parentCode).toBe('00');
        return;
      }
      const parent = byCode.get(r.parentCode);
      expect(parent, r.code).toBeDefined();
      expect(rows.indexOf(parent!)).toBeLessThan(index);
      expect(parent!.regionLevel).toBe(r.regionLevel - 1);
      expect(r.code.startsWith(parent!.code.slice(0, r.regionLevel === 2 ? 2 : 4))).toBe(true);
      expect(r.ancestors).toBe(`${parent!.ancestors},${parent!.code}`);
    });
  });

  it('matches what the region rules derive from the parent', () => {
    for (const r of rows) {
      const parent = r.regionLevel === 1 ? undefined : byCode.get(r.parentCode)!;
      const placement = regionPlacement(r.code, r.name, parent as never);
      expect(placement).not.toHaveProperty('error');
      const { code: _code, parentCode: _parent, name: _name, sort: _sort, ...derived } = r;
      expect(placement).toEqual(derived);
    }
  });

  it('spot-checks known codes', () => {
    expect(byCode.get('210100')?.name).toBe('沈阳市');
    expect(byCode.get('210102')).toMatchObject({ name: '和平区', cityName: '沈阳市', provinceName: '辽宁省' });
    expect(byCode.get('210213')?.name).toBe('金州区');
    expect(byCode.get('211324')?.name).toBe('喀喇沁左翼蒙古族自治县');
    expect(byCode.get('211481')).toMatchObject({ name: '兴城市', cityName: '葫芦岛市' });
  });
});
