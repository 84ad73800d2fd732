import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/** Code generator: definitions over GraphQL and /api/blade-develop/code, copy, gen-code, table columns, access. */
const FIELDS =
  'id codeName serviceName tableName tablePrefix pkName packageName menuCode apiPrefix remark version fields { name column type label required length searchable showInList }';
const SUBMIT = `mutation($input: CodeDefinitionInput!) { submitCodeDefinition(input: $input) { ${FIELDS} } }`;
const PAGE = `query($page: PageInput, $filter: CodeDefinitionFilter) { codeDefinitions(page: $page, filter: $filter) { total records { ${FIELDS} } } }`;
const DETAIL = `query($id: ID!) { codeDefinition(id: $id) { ${FIELDS} } }`;
const REMOVE = `mutation($ids: [ID!]!) { removeCodeDefinitions(input: { ids: $ids }) }`;
const COPY = `mutation($input: CopyCodeDefinitionInput!) { copyCodeDefinition(input: $input) { ${FIELDS} } }`;

interface Definition {
  id: string;
  codeName: string;
  tableName: string;
  packageName: string;
  version: number;
  fields: { name: string; column: string; type: string; label: string; required: boolean; length: number | null }[];
}

const definition = (over: Record<string, unknown> = {}) => ({
  codeName: '会员单位',
  serviceName: 'member',
  tableName: 'lnjzxh_member_unit',
  tablePrefix: 'lnjzxh_',
  packageName: 'member-unit',
  menuCode: 'member_unit',
  apiPrefix: '/lnjzxh-member/member-unit',
  fields: [
    {
      name: 'unitName',
      column: 'unit_name',
      type: 'string',
      label: '单位名称',
      required: true,
      length: 100,
      searchable: true,
      showInList: true,
    },
    {
      name: 'memberLevel',
      column: 'member_level',
      type: 'int',
      label: '会员级别',
      required: false,
      searchable: false,
      showInList: true,
    },
  ],
  ...over,
});

let s: TestServer;
let admin: ApiClient & { token: string };
/** The approver: holds no code-generator code. */
let approver: ApiClient;
/** Administrator of another tenant: holds every code, but not in the administrative tenant. */
let tenantAdmin: ApiClient & { token: string };
const B = '100002';

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  expect(
    (await admin.gql(`mutation { submitTenant(input: { tenantId: "${B}", tenantName: "代码租户" }) { id } }`)).errors,
  ).toBeUndefined();
  const inB = s.with({ authorization: `Bearer ${admin.token}`, 'tenant-id': B });
  const roles = await inB.gql<{ roleTree: { id: string; roleAlias: string }[] }>(`{ roleTree { id roleAlias } }`);
  const adminRole = roles.data!.roleTree.find((r) => r.roleAlias === 'administrator')!.id;
  expect(
    (
      await inB.gql(
        `mutation($r: [ID!]!) { submitUser(input: { account: "codeb", password: "Tenant-Code-2026", roleIds: $r }) { id } }`,
        { r: [adminRole] },
      )
    ).errors,
  ).toBeUndefined();
  tenantAdmin = await s.login('codeb', 'Tenant-Code-2026', B);
  // A server boot with demo data, a second tenant and its administrator (argon2 hashes): slow on a busy machine.
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

async function create(over: Record<string, unknown> = {}): Promise<Definition> {
  const r = await admin.gql<{ submitCodeDefinition: Definition }>(SUBMIT, { input: definition(over) });
  expect(r.errors).toBeUndefined();
  return r.data!.submitCodeDefinition;
}

async function download(client: { token: string }, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${s.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${client.token}`, ...(init.headers as Record<string, string> | undefined) },
  });
}

describe('code definitions over GraphQL', () => {
  it('creates, lists with a filter, reads, updates and removes a definition', async () => {
    const created = await create();
    expect(created).toMatchObject({ codeName: '会员单位', tableName: 'lnjzxh_member_unit', version: 1 });
    expect(created.fields).toEqual([
      {
        name: 'unitName',
        column: 'unit_name',
        type: 'string',
        label: '单位名称',
        required: true,
        length: 100,
        searchable: true,
        showInList: true,
      },
      {
        name: 'memberLevel',
        column: 'member_level',
        type: 'int',
        label: '会员级别',
        required: false,
        length: null,
        searchable: false,
        showInList: true,
      },
    ]);
    await create({
      codeName: '奖项',
      tableName: 'award_item',
      packageName: 'award-item',
      menuCode: 'award_item',
      apiPrefix: '/award/item',
    });

    const page = await admin.gql<{ codeDefinitions: { total: number; records: Definition[] } }>(PAGE, {
      filter: { tableName: 'MEMBER_unit' },
    });
    expect(page.data!.codeDefinitions.records.map((r) => r.id)).toEqual([created.id]);
    expect(
      (await admin.gql<{ codeDefinition: Definition }>(DETAIL, { id: created.id })).data!.codeDefinition.packageName,
    ).toBe('member-unit');

    const updated = await admin.gql<{ submitCodeDefinition: Definition }>(SUBMIT, {
      input: definition({
        id: created.id,
        version: created.version,
        codeName: '会员单位信息',
        fields: [definition().fields[0]],
      }),
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.submitCodeDefinition).toMatchObject({ codeName: '会员单位信息', version: 2 });
    expect(updated.data!.submitCodeDefinition.fields).toHaveLength(1);
    const stale = await admin.gql(SUBMIT, { input: definition({ id: created.id, version: created.version }) });
    expect(stale.errors?.[0]?.extensions?.code).toBe('STALE');

    expect(
      (await admin.gql<{ removeCodeDefinitions: number }>(REMOVE, { ids: [created.id] })).data!.removeCodeDefinitions,
    ).toBe(1);
    expect((await admin.gql(DETAIL, { id: created.id })).errors?.[0]).toMatchObject({
      message: '代码生成配置不存在',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses identifiers that are not plain names, base columns, repeated fields and an empty field list', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ codeName: ' ' }, '请输入模块名'],
      [{ serviceName: '../etc' }, '服务名只能包含小写字母、数字和横线，且以字母开头'],
      [{ tableName: 'x; drop table blade_user' }, '表名只能包含小写字母、数字和下划线，且以字母开头'],
      [{ packageName: 'Member Unit' }, '包名只能包含小写字母、数字和横线，且以字母开头'],
      [{ apiPrefix: 'no-slash' }, '接口前缀形如 /lnjzxh-member/member-unit'],
      [{ fields: [] }, '请至少添加一个字段'],
      [
        { fields: [{ ...definition().fields[0], name: "x'); process.exit(1); ('" }] },
        '字段名只能包含字母和数字，且以小写字母开头',
      ],
      [{ fields: [{ ...definition().fields[0], label: '' }] }, '请输入字段标签'],
      [{ fields: [{ ...definition().fields[0], type: 'blob' }] }, '请选择字段类型'],
      [
        { fields: [{ ...definition().fields[0], name: 'tenantId', column: 'tenant_id' }] },
        '字段名 tenantId 是基础字段，不能使用',
      ],
      [{ fields: [definition().fields[0], { ...definition().fields[1], name: 'unitName' }] }, '字段名 unitName 重复'],
      [{ fields: [definition().fields[0], { ...definition().fields[1], column: 'unit_name' }] }, '列名 unit_name 重复'],
    ];
    for (const [over, message] of cases) {
      const r = await admin.gql(SUBMIT, { input: definition(over) });
      expect(r.errors?.[0]?.message, JSON.stringify(over)).toBe(message);
    }
  });

  it('copies a definition under a new name, or with -copy by default', async () => {
    const source = await create({ codeName: '复制源', tableName: 'copy_source' });
    const named = await admin.gql<{ copyCodeDefinition: Definition }>(COPY, {
      input: { id: source.id, codeName: '复制品' },
    });
    expect(named.errors).toBeUndefined();
    expect(named.data!.copyCodeDefinition).toMatchObject({ codeName: '复制品', tableName: 'copy_source', version: 1 });
    expect(named.data!.copyCodeDefinition.id).not.toBe(source.id);
    expect(named.data!.copyCodeDefinition.fields).toEqual(source.fields);
    const unnamed = await admin.gql<{ copyCodeDefinition: Definition }>(COPY, { input: { id: source.id } });
    expect(unnamed.data!.copyCodeDefinition.codeName).toBe('复制源-copy');
  });

  it('previews the generated files and reads the fields of an existing table', async () => {
    const d = await create({
      codeName: '预览',
      packageName: 'preview-item',
      menuCode: 'preview_item',
      apiPrefix: '/preview/item',
    });
    const files = await admin.gql<{ generatedCodeFiles: { path: string; content: string }[] }>(
      `query($id: ID!) { generatedCodeFiles(id: $id) { path content } }`,
      { id: d.id },
    );
    expect(files.data!.generatedCodeFiles.map((f) => f.path)).toContain(
      'api/src/modules/member/preview-item.entity.ts',
    );

    const columns = await admin.gql<{
      codeTableColumns: { name: string; column: string; type: string; required: boolean; length: number | null }[];
    }>(`query($t: String!) { codeTableColumns(tableName: $t) { name column type required length } }`, {
      t: 'blade_post',
    });
    expect(columns.errors).toBeUndefined();
    // Base columns (id, tenant_id, audit columns, version) are left out.
    expect(columns.data!.codeTableColumns).toEqual([
      { name: 'category', column: 'category', type: 'int', required: true, length: null },
      { name: 'postCode', column: 'post_code', type: 'string', required: true, length: 64 },
      { name: 'postName', column: 'post_name', type: 'string', required: true, length: 64 },
      { name: 'sort', column: 'sort', type: 'int', required: true, length: null },
      { name: 'remark', column: 'remark', type: 'string', required: false, length: 255 },
    ]);
    const missing = await admin.gql(`query { codeTableColumns(tableName: "no_such_table") { name } }`);
    expect(missing.errors?.[0]?.message).toBe('数据表 no_such_table 不存在');
    const bad = await admin.gql(`query { codeTableColumns(tableName: "blade_post' or '1'='1") { name } }`);
    expect(bad.errors?.[0]?.message).toBe('表名只能包含小写字母、数字和下划线，且以字母开头');
  });
});

describe('code definitions over REST (/api/blade-develop/code)', () => {
  it('submit, list, detail, copy, remove', async () => {
    const created = await admin.rest<{ id: string; fields: unknown[] }>(
      'POST',
      '/api/blade-develop/code/submit',
      definition({ codeName: 'REST定义', tableName: 'rest_table' }),
    );
    expect(created.body).toMatchObject({ success: true, msg: '新增成功' });
    expect(created.body.data.fields).toHaveLength(2);
    const badField = await admin.rest(
      'POST',
      '/api/blade-develop/code/submit',
      definition({
        fields: [
          { name: 'x y', column: 'x', type: 'string', label: 'x', required: true, searchable: false, showInList: true },
        ],
      }),
    );
    expect(badField).toMatchObject({
      status: 400,
      body: { success: false, msg: '字段名只能包含字母和数字，且以小写字母开头' },
    });
    const notArray = await admin.rest('POST', '/api/blade-develop/code/submit', definition({ fields: 'unitName' }));
    expect(notArray.body.msg).toBe('请至少添加一个字段');

    const list = await admin.rest<{ records: { id: string; createTime: string }[]; total: number }>(
      'GET',
      '/api/blade-develop/code/list?tableName=rest_table&current=1&size=10',
    );
    expect(list.body.data.records.map((r) => r.id)).toEqual([created.body.data.id]);
    expect(list.body.data.records[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const detail = await admin.rest<{ codeName: string; version: number }>(
      'GET',
      `/api/blade-develop/code/detail?id=${created.body.data.id}`,
    );
    expect(detail.body.data.codeName).toBe('REST定义');
    const update = await admin.rest(
      'POST',
      '/api/blade-develop/code/submit',
      definition({
        id: created.body.data.id,
        version: detail.body.data.version,
        codeName: 'REST定义2',
        tableName: 'rest_table',
      }),
    );
    expect(update.body).toMatchObject({ success: true, msg: '更新成功', data: { codeName: 'REST定义2' } });

    const copy = await admin.rest<{ id: string; codeName: string }>(
      'POST',
      `/api/blade-develop/code/copy?id=${created.body.data.id}&codeName=REST副本`,
    );
    expect(copy.body).toMatchObject({ success: true, data: { codeName: 'REST副本' } });
    const columns = await admin.rest<{ column: string }[]>(
      'GET',
      '/api/blade-develop/code/table-columns?tableName=blade_code',
    );
    expect(columns.body.data.map((c) => c.column)).toContain('code_name');

    const removed = await admin.rest(
      'POST',
      `/api/blade-develop/code/remove?ids=${created.body.data.id},${copy.body.data.id}`,
    );
    expect(removed.body).toMatchObject({ success: true, data: true, msg: '删除成功' });
    expect((await admin.rest('POST', '/api/blade-develop/code/remove?ids=')).body.msg).toBe('请选择至少一条数据');
  });

  it('gen-code answers a zip of the scaffold whose entity holds the fields (GET and POST)', async () => {
    const d = await create({
      codeName: '压缩包',
      packageName: 'zip-unit',
      menuCode: 'zip_unit',
      apiPrefix: '/zip/unit',
    });
    const res = await download(admin, `/api/blade-develop/code/gen-code?ids=${d.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="zip-unit.zip"');
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(entries)).toEqual([
      'api/src/modules/member/zip-unit.entity.ts',
      'api/src/modules/member/zip-unit.resource.ts',
      'client/src/modules/member/zip-unit/ZipUnitPage.tsx',
      'client/src/modules/member/zip-unit/ZipUnitFormDialog.tsx',
      'client/src/modules/member/zip-unit/zip-unit.graphql',
      'codegen/zip-unit/i18n.zh-CN.json',
      'codegen/zip-unit/i18n.en.json',
      'codegen/zip-unit/menu-seed.ts',
      'codegen/zip-unit/README.md',
    ]);
    const entity = strFromU8(entries['api/src/modules/member/zip-unit.entity.ts']!);
    expect(entity).toContain(`@Entity({ tableName: 'lnjzxh_member_unit' })`);
    expect(entity).toContain('export class ZipUnit extends BaseEntity');
    expect(entity).toContain(`@Property({ type: 'string', length: 100 })\n  unitName!: string;`);
    expect(entity).toContain(`@Property({ type: 'integer', nullable: true })\n  memberLevel?: number;`);
    expect(strFromU8(entries['api/src/modules/member/zip-unit.resource.ts']!)).toContain(
      `@RequiredText('请输入单位名称', 100) unitName!: string;`,
    );

    // Several definitions in one archive (POST with a JSON body, as the legacy front end sends it).
    const other = await create({
      codeName: '第二个',
      packageName: 'second-unit',
      menuCode: 'second_unit',
      apiPrefix: '/zip/second',
    });
    const both = await download(admin, '/api/blade-develop/code/gen-code', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [d.id, other.id] }),
    });
    expect(both.headers.get('content-disposition')).toBe('attachment; filename="zhuxie-code.zip"');
    const names = Object.keys(unzipSync(new Uint8Array(await both.arrayBuffer())));
    expect(names).toHaveLength(18);
    expect(names).toContain('api/src/modules/member/second-unit.entity.ts');

    // Two definitions writing the same files are refused, not silently merged.
    const twin = await admin.gql<{ copyCodeDefinition: { id: string } }>(COPY, { input: { id: d.id } });
    const clash = await admin.rest(
      'GET',
      `/api/blade-develop/code/gen-code?ids=${d.id},${twin.data!.copyCodeDefinition.id}`,
    );
    expect(clash.body).toMatchObject({ success: false, msg: '生成的文件路径重复，请检查服务名和包名' });
    const unknown = await admin.rest('GET', '/api/blade-develop/code/gen-code?ids=nope');
    expect(unknown).toMatchObject({ status: 404, body: { msg: '代码生成配置不存在' } });
  });
});

describe('access to the code generator', () => {
  it('refuses users without the codes, and changes from a tenant other than the administrative one', async () => {
    const d = await create({ codeName: '权限', tableName: 'perm_table' });
    const noCode = [
      await approver.gql(PAGE),
      await approver.gql(SUBMIT, { input: definition() }),
      await approver.gql(COPY, { input: { id: d.id } }),
      await approver.gql(REMOVE, { ids: [d.id] }),
    ];
    for (const r of noCode) expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await approver.rest('GET', '/api/blade-develop/code/list')).status).toBe(403);
    expect((await approver.rest('GET', `/api/blade-develop/code/gen-code?ids=${d.id}`)).status).toBe(403);
    expect((await s.rest('GET', '/api/blade-develop/code/list')).status).toBe(401);

    // A tenant's administrator holds every code but is not in the administrative tenant.
    const platform = [
      await tenantAdmin.gql(PAGE),
      await tenantAdmin.gql(DETAIL, { id: d.id }),
      await tenantAdmin.gql(SUBMIT, { input: definition() }),
      await tenantAdmin.gql(SUBMIT, { input: definition({ id: d.id, version: d.version }) }),
      await tenantAdmin.gql(COPY, { input: { id: d.id } }),
      await tenantAdmin.gql(REMOVE, { ids: [d.id] }),
      await tenantAdmin.gql(`query($id: ID!) { generatedCodeFiles(id: $id) { path } }`, { id: d.id }),
      await tenantAdmin.gql(`query { codeTableColumns(tableName: "blade_user") { name } }`),
    ];
    for (const r of platform)
      expect(r.errors?.[0]).toMatchObject({
        message: '只有管理组租户可以进行此操作',
        extensions: { code: 'FORBIDDEN' },
      });
    for (const [method, path] of [
      ['POST', '/api/blade-develop/code/submit'],
      ['POST', `/api/blade-develop/code/remove?ids=${d.id}`],
      ['POST', `/api/blade-develop/code/copy?id=${d.id}`],
      ['GET', `/api/blade-develop/code/gen-code?ids=${d.id}`],
      ['GET', '/api/blade-develop/code/table-columns?tableName=blade_user'],
    ] as const) {
      const r = await tenantAdmin.rest(
        method,
        path,
        method === 'POST' ? definition({ id: d.id, version: d.version }) : undefined,
      );
      expect(r.status, path).toBe(403);
    }
    // Nothing changed.
    const after = (await admin.gql<{ codeDefinition: Definition }>(DETAIL, { id: d.id })).data!.codeDefinition;
    expect(after).toMatchObject({ codeName: '权限', version: 1 });
  });
});

describe('data sources of the code generator (/api/blade-develop/datasource)', () => {
  it('lists the one built-in source without address or credentials; adding or removing one is refused plainly', async () => {
    const list = await admin.rest<{ records: Record<string, unknown>[]; total: number }>(
      'GET',
      '/api/blade-develop/datasource/list?current=1&size=10',
    );
    expect(list.body).toMatchObject({ code: 200, success: true });
    expect(list.body.data.total).toBe(1);
    const source = list.body.data.records[0]!;
    expect(source).toMatchObject({ id: '1', name: '本系统数据库', category: 'postgresql' });
    expect(JSON.stringify(source)).not.toMatch(/url|password|username|postgres:\/\//i);
    const other = await admin.rest<{ total: number }>('GET', '/api/blade-develop/datasource/list?name=mysql');
    expect(other.body.data.total).toBe(0);
    const select = await admin.rest<Record<string, unknown>[]>('GET', '/api/blade-develop/datasource/select');
    expect(select.body.data).toEqual([source]);
    expect((await admin.rest('GET', '/api/blade-develop/datasource/detail?id=1')).body).toMatchObject({
      data: source,
    });
    expect((await admin.rest('GET', '/api/blade-develop/datasource/detail?id=2')).body).toMatchObject({
      code: 400,
      msg: '数据源不存在',
    });
    for (const action of ['submit', 'remove']) {
      const r = await admin.rest('POST', `/api/blade-develop/datasource/${action}`, { name: 'mysql' });
      expect(r.body).toMatchObject({ code: 400, success: false, msg: expect.stringContaining('只使用本系统数据库') });
    }
    expect((await approver.rest('GET', '/api/blade-develop/datasource/list')).status).toBe(403);
  });
});
