import { describe, expect, it } from 'vitest';
import { normalParentCode, REGION_MESSAGES, regionPlacement } from './region.rules.js';

const province = {
  code: '210000',
  name: '辽宁省',
  regionLevel: 1,
  ancestors: '00',
  provinceCode: '210000',
  provinceName: '辽宁省',
};
const city = {
  code: '210100',
  name: '沈阳市',
  regionLevel: 2,
  ancestors: '00,210000',
  provinceCode: '210000',
  provinceName: '辽宁省',
  cityCode: '210100',
  cityName: '沈阳市',
};
const county = { ...city, code: '210102', name: '和平区', regionLevel: 3, ancestors: '00,210000,210100' };

describe('region placement', () => {
  it('derives a province, a city and a district from their parents', () => {
    expect(regionPlacement('210000', '辽宁省')).toEqual({
      regionLevel: 1,
      ancestors: '00',
      provinceCode: '210000',
      provinceName: '辽宁省',
    });
    expect(regionPlacement('210200', '大连市', province)).toEqual({
      regionLevel: 2,
      ancestors: '00,210000',
      provinceCode: '210000',
      provinceName: '辽宁省',
      cityCode: '210200',
      cityName: '大连市',
    });
    expect(regionPlacement('210199', '测试区', city)).toEqual({
      regionLevel: 3,
      ancestors: '00,210000,210100',
      provinceCode: '210000',
      provinceName: '辽宁省',
      cityCode: '210100',
      cityName: '沈阳市',
      districtCode: '210199',
      districtName: '测试区',
    });
  });

  it.each([
    ['2101', undefined, REGION_MESSAGES.codeInvalid],
    ['21010a', city, REGION_MESSAGES.codeInvalid],
    ['210100', undefined, REGION_MESSAGES.provinceCode],
    ['220100', province, REGION_MESSAGES.prefix('21')],
    ['210000', province, REGION_MESSAGES.cityCode],
    ['210201', city, REGION_MESSAGES.prefix('2101')],
    ['210100', city, REGION_MESSAGES.districtCode],
    ['210102', county, REGION_MESSAGES.tooDeep],
  ])('refuses %s under %o', (code, parent, message) => {
    expect(regionPlacement(code, 'x', parent as never)).toEqual({ error: message });
  });

  it('reads empty, 0 and 00 as the top', () => {
    expect(['', '0', '00', undefined, null, ' 00 '].map(normalParentCode)).toEqual([
      '00',
      '00',
      '00',
      '00',
      '00',
      '00',
    ]);
    expect(normalParentCode('210000')).toBe('210000');
  });
});
