import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, startTestServer, type TestServer } from '../support/harness.js';

const FIELDS = 'id paramName paramKey paramValue remark createTime updateTime version';
const SUBMIT = `mutation Submit($input: ParamInput!) { submitParam(input: $input) { ${FIELDS} } }`;
const PAGE = `query Page($page: PageInput, $filter: ParamFilter) { params(page: $page, filter: $filter) { total current size pages records { ${FIELDS} } } }`;
const DETAIL = `query Detail($id: ID!) { param(id: $id) { ${FIELDS} } }`;
const REMOVE = `mutation Remove($input: RemoveInput!) { removeParams(input: $input) }`;

interface Param {
  id: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark: string | null;
  createTime: string;
  version: number;
}
interface Page {
  total: number;
  current: number;
  size: number;
  pages: number;
  records: Param[];
}

let server: TestServer;
/** The seeded administrator. */
let s: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  s = await server.login('admin');
});
afterAll(async () => {
  await server?.stop();
});

async function create(input: Record<string, unknown>): Promise<Param> {
  const r = await s.gql<{ submitParam: Param }>(SUBMIT, { input });
  expect(r.errors).toBeUndefined();
  return r.data!.submitParam;
}

describe('system parameters over GraphQL', () => {
  it('creates, reads, updates and removes a parameter', async () => {
    const created = await create({
      paramName: '站点名称',
      paramKey: 'gql.site.name',
      paramValue: '协会',
      remark: '  备注 ',
    });
    expect(created).toMatchObject({
      paramName: '站点名称',
      paramKey: 'gql.site.name',
      paramValue: '协会',
      remark: '备注',
      version: 1,
    });
    expect(created.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/); // UUIDv7

    const detail = await s.gql<{ param: Param }>(DETAIL, { id: created.id });
    expect(detail.data!.param.paramValue).toBe('协会');

    const updated = await s.gql<{ submitParam: Param }>(SUBMIT, {
      input: {
        id: created.id,
        version: created.version,
        paramName: '站点名称',
        paramKey: 'gql.site.name',
        paramValue: '省协会',
      },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.submitParam).toMatchObject({ id: created.id, paramValue: '省协会', version: 2, remark: null });

    const removed = await s.gql<{ removeParams: number }>(REMOVE, { input: { ids: [created.id] } });
    expect(removed.data!.removeParams).toBe(1);
    const gone = await s.gql(DETAIL, { id: created.id });
    expect(gone.errors?.[0]).toMatchObject({ message: '参数不存在', extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses missing fields with the spec messages', async () => {
    const r = await s.gql(SUBMIT, { input: { paramName: ' ', paramKey: '', paramValue: '' } });
    expect(r.data).toBeNull();
    expect(r.errors?.[0]?.message).toBe('请输入参数名称');
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'paramName', message: '请输入参数名称' },
      { field: 'paramKey', message: '请输入参数键名' },
      { field: 'paramValue', message: '请输入参数键值' },
    ]);
    const onlyValue = await s.gql(SUBMIT, { input: { paramName: 'n', paramKey: 'k.missing.value', paramValue: '' } });
    expect(onlyValue.errors?.[0]?.message).toBe('请输入参数键值');
    const tooLong = await s.gql(SUBMIT, { input: { paramName: 'x'.repeat(256), paramKey: 'k.long', paramValue: 'v' } });
    expect(tooLong.errors?.[0]?.message).toBe('内容过长，不能超过 255 个字符');
  });

  it('keeps parameter keys unique per tenant, and frees a key once its parameter is removed', async () => {
    const first = await create({ paramName: 'A', paramKey: 'dup.key', paramValue: '1' });
    const again = await s.gql(SUBMIT, { input: { paramName: 'B', paramKey: ' dup.key ', paramValue: '2' } });
    expect(again.errors?.[0]).toMatchObject({
      message: '参数键名已存在',
      extensions: { code: 'DUPLICATE', fields: [{ field: 'paramKey', message: '参数键名已存在' }] },
    });

    const other = await create({ paramName: 'C', paramKey: 'dup.other', paramValue: '3' });
    const renameClash = await s.gql(SUBMIT, {
      input: { id: other.id, paramName: 'C', paramKey: 'dup.key', paramValue: '3' },
    });
    expect(renameClash.errors?.[0]?.message).toBe('参数键名已存在');

    await s.gql(REMOVE, { input: { ids: [first.id] } });
    const reused = await create({ paramName: 'B', paramKey: 'dup.key', paramValue: '2' });
    expect(reused.id).not.toBe(first.id);
  });

  it('refuses an update based on a stale version (optimistic locking)', async () => {
    const p = await create({ paramName: 'L', paramKey: 'lock.key', paramValue: '1' });
    const base = { id: p.id, paramName: 'L', paramKey: 'lock.key' };
    const a = await s.gql(SUBMIT, { input: { ...base, version: p.version, paramValue: 'first' } });
    expect(a.errors).toBeUndefined();
    const b = await s.gql(SUBMIT, { input: { ...base, version: p.version, paramValue: 'second' } });
    expect(b.errors?.[0]?.extensions?.code).toBe('STALE');
    const now = await s.gql<{ param: Param }>(DETAIL, { id: p.id });
    expect(now.data!.param.paramValue).toBe('first');
  });

  it('pages and filters by name and key, case-insensitively, with wildcards taken literally', async () => {
    for (let i = 1; i <= 12; i++)
      await create({ paramName: `分页参数${i}`, paramKey: `Page.Key.${i}`, paramValue: String(i) });
    await create({ paramName: '百分号', paramKey: 'pct%key', paramValue: 'x' });

    const first = await s.gql<{ params: Page }>(PAGE, { filter: { paramKey: 'page.key' } });
    expect(first.data!.params).toMatchObject({ total: 12, current: 1, size: 10, pages: 2 });
    expect(first.data!.params.records).toHaveLength(10);
    const second = await s.gql<{ params: Page }>(PAGE, {
      page: { current: 2, size: 10 },
      filter: { paramKey: 'PAGE.KEY' },
    });
    expect(second.data!.params.records).toHaveLength(2);
    const keys = [...first.data!.params.records, ...second.data!.params.records].map((r) => r.paramKey);
    expect(new Set(keys).size).toBe(12);

    const byName = await s.gql<{ params: Page }>(PAGE, { filter: { paramName: '分页参数1' } });
    expect(byName.data!.params.records.map((r) => r.paramName).sort()).toEqual([
      '分页参数1',
      '分页参数10',
      '分页参数11',
      '分页参数12',
    ]);

    const pct = await s.gql<{ params: Page }>(PAGE, { filter: { paramKey: '%' } });
    expect(pct.data!.params.records.map((r) => r.paramKey)).toEqual(['pct%key']);

    const tooBig = await s.gql(PAGE, { page: { current: 1, size: 201 } });
    expect(tooBig.errors?.[0]?.message).toBe('每页条数必须在 1 到 200 之间');
  });

  it('filters by creation time', async () => {
    const p = await create({ paramName: 'T', paramKey: 'time.key', paramValue: '1' });
    const before = new Date(new Date(p.createTime).getTime() - 60_000).toISOString();
    const after = new Date(new Date(p.createTime).getTime() + 60_000).toISOString();
    const inRange = await s.gql<{ params: Page }>(PAGE, {
      filter: { paramKey: 'time.key', createTimeFrom: before, createTimeTo: after },
    });
    expect(inRange.data!.params.total).toBe(1);
    const later = await s.gql<{ params: Page }>(PAGE, { filter: { paramKey: 'time.key', createTimeFrom: after } });
    expect(later.data!.params.total).toBe(0);
  });

  it('refuses an empty removal', async () => {
    const r = await s.gql(REMOVE, { input: { ids: [] } });
    expect(r.errors?.[0]?.message).toBe('请选择至少一条数据');
  });
});

describe('system parameters over REST (/api/blade-system/param)', () => {
  it('submits, lists, shows and removes with the BladeX envelope', async () => {
    const created = await s.rest<Record<string, unknown>>('POST', '/api/blade-system/param/submit', {
      paramName: 'REST 参数',
      paramKey: 'rest.key',
      paramValue: 'v1',
      remark: 'r',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      code: 200,
      success: true,
      msg: '新增成功',
      data: { paramKey: 'rest.key', tenantId: '000000', version: 1 },
    });
    const id = created.body.data.id as string;
    expect(created.body.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const updated = await s.rest<Record<string, unknown>>('POST', '/api/blade-system/param/submit', {
      id,
      paramName: 'REST 参数',
      paramKey: 'rest.key',
      paramValue: 'v2',
      version: 1,
    });
    expect(updated.body).toMatchObject({ success: true, msg: '更新成功', data: { paramValue: 'v2', version: 2 } });

    const list = await s.rest<{
      records: Record<string, unknown>[];
      total: number;
      size: number;
      current: number;
      pages: number;
    }>('GET', '/api/blade-system/param/list?current=1&size=10&paramKey=rest');
    expect(list.body).toMatchObject({
      code: 200,
      success: true,
      msg: '操作成功',
      data: { total: 1, size: 10, current: 1, pages: 1 },
    });
    expect(list.body.data.records[0]).toMatchObject({ id, paramValue: 'v2' });

    const detail = await s.rest<Record<string, unknown>>('GET', `/api/blade-system/param/detail?id=${id}`);
    expect(detail.body.data).toMatchObject({ id, paramName: 'REST 参数' });

    const removed = await s.rest('POST', `/api/blade-system/param/remove?ids=${id}`);
    expect(removed.body).toMatchObject({ code: 200, success: true, data: true, msg: '删除成功' });
    const after = await s.rest('GET', `/api/blade-system/param/detail?id=${id}`);
    expect(after.status).toBe(404);
    expect(after.body).toMatchObject({ code: 404, success: false, msg: '参数不存在' });
  });

  it('answers validation and duplicate failures in the envelope with the spec messages', async () => {
    const missing = await s.rest('POST', '/api/blade-system/param/submit', { paramKey: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 400, success: false, msg: '请输入参数名称' });
    expect((missing.body.data as { fields: unknown[] }).fields).toEqual([
      { field: 'paramName', message: '请输入参数名称' },
      { field: 'paramValue', message: '请输入参数键值' },
    ]);
    const noKey = await s.rest('POST', '/api/blade-system/param/submit', { paramName: 'n', paramValue: 'v' });
    expect(noKey.body.msg).toBe('请输入参数键名');

    await s.rest('POST', '/api/blade-system/param/submit', { paramName: 'n', paramKey: 'rest.dup', paramValue: 'v' });
    const dup = await s.rest('POST', '/api/blade-system/param/submit', {
      paramName: 'n',
      paramKey: 'rest.dup',
      paramValue: 'v',
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 409, success: false, msg: '参数键名已存在' });

    const bad = await s.rest('POST', '/api/blade-system/param/submit', '{not json');
    expect(bad.body).toMatchObject({ code: 400, success: false, msg: '请求体不是有效的 JSON' });
    const notObject = await s.rest('POST', '/api/blade-system/param/submit', [1, 2]);
    expect(notObject.body).toMatchObject({ code: 400, success: false });
  });

  it('ignores properties the input does not declare (no mass assignment of tenant or audit columns)', async () => {
    const r = await s.rest<Record<string, unknown>>('POST', '/api/blade-system/param/submit', {
      paramName: 'n',
      paramKey: 'rest.mass',
      paramValue: 'v',
      tenantId: '999999',
      isDeleted: 1,
      createUser: 'someone',
    });
    expect(r.body.data).toMatchObject({ tenantId: '000000', isDeleted: 0 });
    // The creator is the signed-in administrator, never the body's value.
    expect(r.body.data.createUser).not.toBe('someone');
    expect(r.body.data.createUser).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an empty removal and bad paging with clear messages', async () => {
    const none = await s.rest('POST', '/api/blade-system/param/remove');
    expect(none.body).toMatchObject({ code: 400, success: false, msg: '请选择至少一条数据' });
    const page = await s.rest('GET', '/api/blade-system/param/list?size=500');
    expect(page.body).toMatchObject({ code: 400, msg: '每页条数必须在 1 到 200 之间' });
    const current = await s.rest('GET', '/api/blade-system/param/list?current=abc');
    expect(current.body).toMatchObject({ code: 400, msg: '页码必须是大于 0 的整数' });
  });

  it('filters the list by createTime_dategt and createTime_datelt', async () => {
    await s.rest('POST', '/api/blade-system/param/submit', { paramName: 'd', paramKey: 'rest.date', paramValue: 'v' });
    const wide = await s.rest<{ total: number }>(
      'GET',
      '/api/blade-system/param/list?paramKey=rest.date&createTime_dategt=2000-01-01&createTime_datelt=2999-12-31 23:59:59',
    );
    expect(wide.body.data.total).toBe(1);
    const future = await s.rest<{ total: number }>(
      'GET',
      '/api/blade-system/param/list?paramKey=rest.date&createTime_dategt=2999-01-01',
    );
    expect(future.body.data.total).toBe(0);
    const bad = await s.rest('GET', '/api/blade-system/param/list?createTime_dategt=yesterday');
    expect(bad.body).toMatchObject({ code: 400, success: false });
  });
});

describe('sorting a list (the engine, on parameters)', () => {
  it('sorts by the requested fields over GraphQL and REST (ascs / descs), and refuses fields it cannot sort on', async () => {
    for (const key of ['sort.b', 'sort.c', 'sort.a']) {
      const r = await s.gql(
        `mutation($k: String!) { submitParam(input: { paramName: "排序参数", paramKey: $k, paramValue: "v" }) { id } }`,
        { k: key },
      );
      expect(r.errors).toBeUndefined();
    }
    const gql = async (page: Record<string, unknown>) =>
      (
        await s.gql<{ params: { records: { paramKey: string }[] } }>(
          `query($p: PageInput) { params(page: $p, filter: { paramKey: "sort." }) { records { paramKey } } }`,
          { p: page },
        )
      ).data!.params.records.map((r) => r.paramKey);
    expect(await gql({ ascs: 'paramKey' })).toEqual(['sort.a', 'sort.b', 'sort.c']);
    expect(await gql({ descs: 'param_key' })).toEqual(['sort.c', 'sort.b', 'sort.a']);
    const rest = await s.rest<{ records: { paramKey: string }[] }>(
      'GET',
      '/api/blade-system/param/list?paramKey=sort.&descs=paramKey',
    );
    expect(rest.body.data.records.map((r) => r.paramKey)).toEqual(['sort.c', 'sort.b', 'sort.a']);
    const unknown = await s.rest('GET', '/api/blade-system/param/list?ascs=nothing');
    expect(unknown.body).toMatchObject({ code: 400, success: false, msg: '不支持按「nothing」排序' });
    const injected = await s.gql(`{ params(page: { descs: "paramKey desc; drop table blade_param" }) { total } }`);
    expect(injected.errors?.[0]?.message).toBe('排序字段无效');
  });

  it('never sorts on hidden columns (password hashes)', async () => {
    const r = await s.rest('GET', '/api/blade-system/user/list?ascs=passwordHash');
    expect(r.body).toMatchObject({ code: 400, msg: '不支持按「passwordHash」排序' });
  });
});
