import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';
import { download, sheetRows, upload, xlsxFile } from '../support/xlsx.js';

const FIELDS =
  'id code parentCode ancestors name regionLevel provinceCode provinceName cityCode cityName districtCode districtName sort remark hasChildren version';
const PAGE = `query($page: PageInput, $filter: RegionFilter) { regions(page: $page, filter: $filter) { total pages records { ${FIELDS} } } }`;
const ONE = `query($code: String!) { region(code: $code) { ${FIELDS} } }`;
const CHILDREN = `query($p: String) { regionChildren(parentCode: $p) { ${FIELDS} } }`;
const SUBMIT = `mutation($input: RegionInput!) { submitRegion(input: $input) { ${FIELDS} } }`;
const REMOVE = `mutation($ids: [ID!]!) { removeRegions(input: { ids: $ids }) }`;

interface Region {
  id: string;
  code: string;
  parentCode: string;
  ancestors: string;
  name: string;
  regionLevel: number;
  cityName: string | null;
  provinceName: string | null;
  districtName: string | null;
  hasChildren: boolean | null;
  version: number;
}

let s: TestServer;
let admin: ApiClient & { token: string };
/** The administrator of another tenant (holds every code there, but regions belong to the platform). */
let tenantAdmin: ApiClient & { token: string };
let member: ApiClient & { token: string };
const B = '300003';
const auth = (c: { token: string }) => ({ authorization: `Bearer ${c.token}` });

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
  expect(
    (await admin.gql(`mutation { submitTenant(input: { tenantId: "${B}", tenantName: "区划测试租户" }) { id } }`))
      .errors,
  ).toBeUndefined();
  const inB = s.with({ authorization: `Bearer ${admin.token}`, 'tenant-id': B });
  const roles = await inB.gql<{ roleTree: { id: string; roleAlias: string }[] }>(`{ roleTree { id roleAlias } }`);
  const adminRole = roles.data!.roleTree.find((r) => r.roleAlias === 'administrator')!.id;
  expect(
    (
      await inB.gql(
        `mutation($r: [ID!]!) { submitUser(input: { account: "regionb", password: "Tenant-B-2026", roleIds: $r }) { id } }`,
        { r: [adminRole] },
      )
    ).errors,
  ).toBeUndefined();
  tenantAdmin = await s.login('regionb', 'Tenant-B-2026', B);
});
afterAll(async () => {
  await s?.stop();
});

describe('regions over REST (SPEC section 7)', () => {
  it('lists with filters, paged, in code order', async () => {
    const byName = await admin.rest<{ total: number; records: Region[] }>(
      'GET',
      '/api/blade-system/region/list?name=沈阳',
    );
    expect(byName.body.data.total).toBe(1);
    expect(byName.body.data.records[0]).toMatchObject({
      code: '210100',
      name: '沈阳市',
      regionLevel: 2,
      hasChildren: true,
    });
    const shenyang = await admin.rest<{ total: number; pages: number; records: Region[] }>(
      'GET',
      '/api/blade-system/region/list?code=2101&regionLevel=3&current=2&size=10',
    );
    expect(shenyang.body.data).toMatchObject({ total: 13, pages: 2 });
    expect(shenyang.body.data.records.map((r) => r.code)).toEqual(['210123', '210124', '210181']);
    const bad = await admin.rest('GET', '/api/blade-system/region/list?regionLevel=9');
    expect(bad.body).toMatchObject({ code: 400, success: false, msg: '区划层级不正确' });
  });

  it('answers the lazy tree and the lazy list by parent code, and the detail by code', async () => {
    const top = await member.rest<{ id: string; title: string; hasChildren: boolean }[]>(
      'GET',
      '/api/blade-system/region/lazy-tree',
    );
    expect(top.body.data).toEqual([
      {
        id: '210000',
        parentId: '00',
        title: '辽宁省',
        key: '210000',
        value: '210000',
        hasChildren: true,
        regionLevel: 1,
      },
    ]);
    const cities = await member.rest<{ id: string; title: string; hasChildren: boolean }[]>(
      'GET',
      '/api/blade-system/region/lazy-tree?parentCode=210000',
    );
    expect(cities.body.data).toHaveLength(14);
    expect(cities.body.data[0]).toMatchObject({ id: '210100', title: '沈阳市', hasChildren: true });
    expect(cities.body.data.at(-1)).toMatchObject({ id: '211400', title: '葫芦岛市' });
    const panjin = await member.rest<Region[]>('GET', '/api/blade-system/region/lazy-list?parentCode=211100');
    expect(panjin.body.data.map((r) => [r.code, r.name, r.hasChildren])).toEqual([
      ['211102', '双台子区', false],
      ['211103', '兴隆台区', false],
      ['211104', '大洼区', false],
      ['211122', '盘山县', false],
    ]);
    const heping = await member.rest<Region>('GET', '/api/blade-system/region/detail?code=210102');
    expect(heping.body.data).toMatchObject({
      code: '210102',
      name: '和平区',
      regionLevel: 3,
      ancestors: '00,210000,210100',
      cityName: '沈阳市',
      provinceName: '辽宁省',
      districtName: '和平区',
    });
    expect((await member.rest('GET', '/api/blade-system/region/detail?code=999999')).body).toMatchObject({
      code: 404,
      msg: '行政区划不存在',
    });
    expect((await s.rest('GET', '/api/blade-system/region/lazy-tree')).status).toBe(401);
  });

  it('submits (derived columns, 新增成功 / 更新成功) and removes by code, refusing a region with children', async () => {
    const created = await admin.rest<Region>('POST', '/api/blade-system/region/submit', {
      code: '210198',
      parentCode: '210100',
      name: '测试新区',
      regionLevel: 1,
      ancestors: 'x',
      cityName: '伪造',
    });
    expect(created.body).toMatchObject({ success: true, msg: '新增成功' });
    expect(created.body.data).toMatchObject({
      regionLevel: 3,
      ancestors: '00,210000,210100',
      cityName: '沈阳市',
      provinceName: '辽宁省',
      districtName: '测试新区',
    });
    const updated = await admin.rest<Region>('POST', '/api/blade-system/region/submit', {
      id: created.body.data.id,
      version: created.body.data.version,
      code: '210198',
      parentCode: '210100',
      name: '测试改名区',
      sort: 99,
    });
    expect(updated.body).toMatchObject({
      success: true,
      msg: '更新成功',
      data: { name: '测试改名区', districtName: '测试改名区', sort: 99 },
    });
    const hasChildren = await admin.rest('POST', '/api/blade-system/region/remove?id=210100');
    expect(hasChildren.body).toMatchObject({ code: 400, success: false, msg: '请先删除下级区划' });
    const removed = await admin.rest('POST', '/api/blade-system/region/remove?id=210198');
    expect(removed.body).toMatchObject({ success: true, msg: '删除成功', data: true });
    expect((await admin.rest('GET', '/api/blade-system/region/detail?code=210198')).status).toBe(404);
    // The code is free again after the removal.
    const again = await admin.rest<Region>('POST', '/api/blade-system/region/submit', {
      code: '210198',
      parentCode: '210100',
      name: '再建区',
    });
    expect(again.body.msg).toBe('新增成功');
    expect(
      (await admin.rest('POST', '/api/blade-system/region/remove', { ids: again.body.data.id })).body.success,
    ).toBe(true);
  });
});

describe('regions over GraphQL', () => {
  it('pages with a filter, reads by code and lists children', async () => {
    const cities = await admin.gql<{ regions: { total: number; records: Region[] } }>(PAGE, {
      page: { size: 20 },
      filter: { regionLevel: 2 },
    });
    expect(cities.data!.regions.total).toBe(14);
    expect(cities.data!.regions.records.every((r) => r.hasChildren)).toBe(true);
    const one = await member.gql<{ region: Region }>(ONE, { code: '211324' });
    expect(one.data!.region).toMatchObject({ name: '喀喇沁左翼蒙古族自治县', cityName: '朝阳市', hasChildren: false });
    const children = await member.gql<{ regionChildren: Region[] }>(CHILDREN, { p: '211100' });
    expect(children.data!.regionChildren.map((r) => r.name)).toEqual(['双台子区', '兴隆台区', '大洼区', '盘山县']);
    const provinces = await member.gql<{ regionChildren: Region[] }>(CHILDREN, {});
    expect(provinces.data!.regionChildren.map((r) => r.code)).toEqual(['210000']);
  });

  it('keeps the hierarchy consistent: parent must exist, codes follow the parent, code and parent stay fixed', async () => {
    const submit = (input: Record<string, unknown>) => admin.gql<{ submitRegion: Region }>(SUBMIT, { input });
    expect((await submit({ code: '210199', parentCode: '219900', name: 'x' })).errors?.[0]?.message).toBe(
      '上级区划不存在',
    );
    expect((await submit({ code: '220199', parentCode: '210100', name: 'x' })).errors?.[0]?.message).toBe(
      '区划编号必须以上级区划编号的前 4 位 2101 开头',
    );
    expect((await submit({ code: '210102', parentCode: '210100', name: '重复' })).errors?.[0]?.message).toBe(
      '区划编号已存在',
    );
    expect((await submit({ code: '2101', parentCode: '210100', name: 'x' })).errors?.[0]?.message).toBe(
      '区划编号必须是 6 位数字',
    );
    expect((await submit({ code: '210199', parentCode: '210102', name: 'x' })).errors?.[0]?.message).toBe(
      '区县下不能再添加下级区划',
    );
    const created = (await submit({ code: '210199', parentCode: '210100', name: '图测区' })).data!.submitRegion;
    expect(created).toMatchObject({ regionLevel: 3, cityName: '沈阳市', hasChildren: false });
    const moved = await submit({
      id: created.id,
      version: created.version,
      code: '210299',
      parentCode: '210200',
      name: '图测区',
    });
    expect(moved.errors?.[0]?.message).toBe('区划编号和上级区划保存后不能修改');
    const stale = await submit({
      id: created.id,
      version: created.version + 5,
      code: '210199',
      parentCode: '210100',
      name: '旧版本',
    });
    expect(stale.errors?.[0]?.extensions?.code).toBe('STALE');

    // Renaming a city passes the new name on to its districts.
    const city = (await admin.gql<{ region: Region }>(ONE, { code: '211100' })).data!.region;
    const renamed = await submit({
      id: city.id,
      version: city.version,
      code: '211100',
      parentCode: '210000',
      name: '盘锦新市',
    });
    expect(renamed.errors).toBeUndefined();
    expect((await admin.gql<{ region: Region }>(ONE, { code: '211104' })).data!.region.cityName).toBe('盘锦新市');
    const back = (await admin.gql<{ region: Region }>(ONE, { code: '211100' })).data!.region;
    await submit({ id: back.id, version: back.version, code: '211100', parentCode: '210000', name: '盘锦市' });
    expect((await admin.gql<{ region: Region }>(ONE, { code: '211104' })).data!.region.cityName).toBe('盘锦市');

    const refused = await admin.gql(REMOVE, { ids: [city.id] });
    expect(refused.errors?.[0]?.message).toBe('请先删除下级区划');
    expect((await admin.gql<{ removeRegions: number }>(REMOVE, { ids: [created.id] })).data!.removeRegions).toBe(1);
  });
});

describe('region permissions', () => {
  it('refuses the list and every change to a user without the codes', async () => {
    expect((await member.gql(PAGE, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await member.rest('GET', '/api/blade-system/region/list')).status).toBe(403);
    expect(
      (await member.gql(SUBMIT, { input: { code: '210197', parentCode: '210100', name: 'x' } })).errors?.[0]?.extensions
        ?.code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await member.rest('POST', '/api/blade-system/region/submit', {
          code: '210197',
          parentCode: '210100',
          name: 'x',
        })
      ).status,
    ).toBe(403);
    expect((await member.rest('POST', '/api/blade-system/region/remove?id=210102')).status).toBe(403);
    expect((await download(`${s.url}/api/blade-system/region/export`, auth(member))).status).toBe(403);
    expect(
      (
        await upload(
          `${s.url}/api/blade-system/region/import-region`,
          await xlsxFile([
            ['区划编号', '上级区划编号', '区划名称'],
            ['210197', '210100', 'x'],
          ]),
          auth(member),
        )
      ).status,
    ).toBe(403);
  });

  it('lets another tenant read the shared regions but change nothing (platform data)', async () => {
    const list = await tenantAdmin.gql<{ regions: { total: number } }>(PAGE, { filter: { regionLevel: 2 } });
    expect(list.data!.regions.total).toBe(14);
    const change = await tenantAdmin.gql(SUBMIT, { input: { code: '210197', parentCode: '210100', name: '越权区' } });
    expect(change.errors?.[0]).toMatchObject({
      message: '只有管理组租户可以进行此操作',
      extensions: { code: 'FORBIDDEN' },
    });
    const heping = (await tenantAdmin.gql<{ region: Region }>(ONE, { code: '210102' })).data!.region;
    expect((await tenantAdmin.gql(REMOVE, { ids: [heping.id] })).errors?.[0]?.message).toBe(
      '只有管理组租户可以进行此操作',
    );
    expect((await tenantAdmin.rest('POST', '/api/blade-system/region/remove?id=210102')).status).toBe(403);
    const imported = await upload(
      `${s.url}/api/blade-system/region/import-region`,
      await xlsxFile([
        ['区划编号', '上级区划编号', '区划名称'],
        ['210197', '210100', 'x'],
      ]),
      auth(tenantAdmin),
    );
    expect(imported.status).toBe(403);
    expect((await admin.gql<{ region: Region }>(ONE, { code: '210102' })).data!.region.name).toBe('和平区');
  });
});

describe('region export and import', () => {
  it('exports the filtered list as .xlsx, rows matching the list', async () => {
    const res = await download(`${s.url}/api/blade-system/region/export-region?code=2102&regionLevel=3`, auth(admin));
    expect(res.status).toBe(200);
    expect(res.type).toContain('spreadsheetml');
    expect(res.disposition).toContain(`filename*=UTF-8''${encodeURIComponent('行政区划.xlsx')}`);
    const rows = await sheetRows(res.data);
    expect(rows[0]!.slice(0, 5)).toEqual(['区划编号', '上级区划编号', '区划名称', '排序', '备注']);
    const list = await admin.rest<{ records: Region[] }>(
      'GET',
      '/api/blade-system/region/list?code=2102&regionLevel=3&size=200',
    );
    expect(rows.slice(1).map((r) => [r[0], r[2]])).toEqual(list.body.data.records.map((r) => [r.code, r.name]));
    expect(rows).toHaveLength(11);
    expect(rows[1]).toEqual([
      '210202',
      '210200',
      '中山区',
      1,
      null,
      '区县',
      '210000',
      '辽宁省',
      '210200',
      '大连市',
      '210202',
      '中山区',
    ]);
  });

  it('offers the template and imports all or nothing, with per-row errors', async () => {
    const template = await download(`${s.url}/api/blade-system/region/export-template`, auth(admin));
    expect(await sheetRows(template.data)).toEqual([['区划编号', '上级区划编号', '区划名称', '排序', '备注']]);

    const url = `${s.url}/api/blade-system/region/import-region`;
    const header = ['区划编号', '上级区划编号', '区划名称', '排序', '备注'];
    const bad = await upload<{ total: number; errors: { row: number; message: string }[] }>(
      url,
      await xlsxFile([
        header,
        ['219901', '219900', '新县', 1, null],
        ['219900', '210000', '新市', 'x', null],
        ['21990', '219900', '短码', null, null],
        ['219902', '219900', '', null, null],
      ]),
      auth(admin),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, msg: '导入失败：3 行数据有误，没有导入任何数据' });
    expect(bad.body.data.errors).toEqual([
      { row: 3, message: '排序必须是整数' },
      { row: 4, message: '区划编号必须是 6 位数字' },
      { row: 5, message: '请输入区划名称' },
    ]);
    // A row the service refuses rolls back the rows before it.
    const refused = await upload<{ errors: { row: number; message: string }[] }>(
      url,
      await xlsxFile([
        header,
        ['219900', '210000', '新市'],
        ['219901', '219900', '新县'],
        ['229999', '219900', '错码'],
      ]),
      auth(admin),
    );
    expect(refused.body.data.errors).toEqual([{ row: 4, message: '区划编号必须以上级区划编号的前 4 位 2199 开头' }]);
    expect((await admin.rest('GET', '/api/blade-system/region/detail?code=219900')).status).toBe(404);

    // Children before parents in the file: saved parents first.
    const ok = await upload<{ total: number; created: number; updated: number }>(
      url,
      await xlsxFile([header, ['219901', '219900', '新县', 2, '导入'], ['219900', '210000', '新市', 15, null]]),
      auth(admin),
    );
    expect(ok.body).toMatchObject({
      success: true,
      msg: '导入成功：新增 2 条，更新 0 条',
      data: { total: 2, created: 2, updated: 0 },
    });
    expect((await admin.rest<Region>('GET', '/api/blade-system/region/detail?code=219901')).body.data).toMatchObject({
      name: '新县',
      cityName: '新市',
      regionLevel: 3,
      remark: '导入',
    });

    const dup = await upload<{ errors: { row: number; message: string }[] }>(
      url,
      await xlsxFile([header, ['219900', '210000', '新市改']]),
      auth(admin),
    );
    expect(dup.body.data.errors).toEqual([{ row: 2, message: '区划编号 219900 已存在' }]);
    const covered = await upload(url, await xlsxFile([header, ['219900', '210000', '新市改']]), auth(admin), {
      isCovered: '1',
    });
    expect(covered.body).toMatchObject({ success: true, data: { created: 0, updated: 1 } });
    expect((await admin.rest<Region>('GET', '/api/blade-system/region/detail?code=219901')).body.data.cityName).toBe(
      '新市改',
    );

    const notExcel = await upload(url, Buffer.from('code,name'), auth(admin), {}, 'x.csv');
    expect(notExcel.body).toMatchObject({ code: 400, msg: '请上传 .xlsx 格式的 Excel 文件' });
    const noFile = await admin.rest('POST', '/api/blade-system/region/import-region', {});
    expect(noFile.body.msg).toBe('请选择要导入的 Excel 文件');
  });
});
