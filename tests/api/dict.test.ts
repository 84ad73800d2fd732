import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

const FIELDS = 'id parentId code dictKey dictValue sort isSealed remark version';

interface Entry {
  id: string;
  parentId: string | null;
  code: string;
  dictKey: string | null;
  dictValue: string;
  sort: number;
  isSealed: number;
  remark: string | null;
  version: number;
}

/** The GraphQL names of one dictionary kind. */
const KINDS = {
  system: { one: 'dict', many: 'dicts', dictionary: 'dictionary', seal: 'sealDict', rest: '/api/blade-system/dict' },
  biz: {
    one: 'bizDict',
    many: 'bizDicts',
    dictionary: 'bizDictionary',
    seal: 'sealBizDict',
    rest: '/api/blade-system/dict-biz',
  },
} as const;
type Kind = (typeof KINDS)[keyof typeof KINDS];
const up = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

let s: TestServer;
let admin: Awaited<ReturnType<TestServer['login']>>;
let approver: ApiClient;
let adminB: ApiClient;
const B = '300003';

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  expect(
    (await admin.gql(`mutation { submitTenant(input: { tenantId: "${B}", tenantName: "字典租户" }) { id } }`)).errors,
  ).toBeUndefined();
  const inB = s.with({ authorization: `Bearer ${admin.token}`, 'tenant-id': B });
  const roles = await inB.gql<{ roleTree: { id: string; roleAlias: string }[] }>(`{ roleTree { id roleAlias } }`);
  const role = roles.data!.roleTree.find((r) => r.roleAlias === 'administrator')!.id;
  expect(
    (
      await inB.gql(
        `mutation($r: [ID!]!) { submitUser(input: { account: "dictb", password: "Tenant-B-2026", roleIds: $r }) { id } }`,
        { r: [role] },
      )
    ).errors,
  ).toBeUndefined();
  adminB = await s.login('dictb', 'Tenant-B-2026', B);
});
afterAll(async () => {
  await s?.stop();
});

async function submit(client: ApiClient, k: Kind, input: Record<string, unknown>) {
  return client.gql<Record<string, Entry>>(
    `mutation($input: DictInput!) { submit${up(k.one)}(input: $input) { ${FIELDS} } }`,
    { input },
  );
}
async function created(client: ApiClient, k: Kind, input: Record<string, unknown>): Promise<Entry> {
  const r = await submit(client, k, input);
  expect(r.errors).toBeUndefined();
  return r.data![`submit${up(k.one)}`]!;
}
async function items(client: ApiClient, k: Kind, code: string): Promise<Entry[]> {
  const r = await client.gql<Record<string, Entry[]>>(
    `query($c: String!) { ${k.dictionary}(code: $c) { ${FIELDS} } }`,
    { c: code },
  );
  expect(r.errors).toBeUndefined();
  return r.data![k.dictionary]!;
}

describe('seeded dictionaries', () => {
  it('has the label sets of SPEC section 4 and the business dictionaries, readable by any signed-in user', async () => {
    const member = await s.login('huiyuan', DEMO_PASSWORD);
    expect((await items(member, KINDS.system, 'approval_status')).map((e) => [e.dictKey, e.dictValue])).toEqual([
      ['0', '待提交'],
      ['1', '审核中'],
      ['2', '已通过'],
      ['3', '已驳回'],
      ['4', '已作废'],
      ['5', '已撤回'],
    ]);
    expect((await items(member, KINDS.system, 'open_flag')).map((e) => e.dictValue)).toEqual(['开启', '关闭']);
    expect((await items(member, KINDS.system, 'notice')).map((e) => e.dictKey)).toEqual(['1', '2', '3', '4', '5']);
    expect((await items(member, KINDS.biz, 'recommend_unit')).map((e) => e.dictValue)).toContain('沈阳市建筑业协会');
    const rest = await member.rest<{ dictKey: string; dictValue: string }[]>(
      'GET',
      '/api/blade-system/dict-biz/dictionary?code=event_register_custom_options',
    );
    expect(rest.body.data.map((e) => e.dictValue)).toEqual(['是否需要住宿', '是否用餐', '饮食禁忌', '发票抬头']);
    expect((await s.rest('GET', '/api/blade-system/dict/dictionary?code=yes_no')).body).toMatchObject({
      code: 401,
      success: false,
      msg: '请求未授权',
    });
    // A new tenant gets its own business dictionaries.
    expect((await items(adminB, KINDS.biz, 'project_category')).length).toBeGreaterThan(0);
  });

  it('carry English labels for English mode', async () => {
    const member = await s.login('huiyuan', DEMO_PASSWORD);
    const english = async (k: Kind, code: string, client: ApiClient = member) =>
      (
        await client.gql<Record<string, { dictKey: string; dictValueEn: string | null }[]>>(
          `query($c: String!) { ${k.dictionary}(code: $c) { dictKey dictValueEn } }`,
          { c: code },
        )
      ).data![k.dictionary]!.map((e) => [e.dictKey, e.dictValueEn]);
    expect(await english(KINDS.system, 'yes_no')).toEqual([
      ['0', 'No'],
      ['1', 'Yes'],
    ]);
    expect((await english(KINDS.system, 'approval_status'))[2]).toEqual(['2', 'Approved']);
    expect((await english(KINDS.system, 'notice'))[1]).toEqual(['2', 'Meeting notice']);
    expect((await english(KINDS.biz, 'member_level'))[1]).toEqual(['2', 'Council member unit']);
    expect((await english(KINDS.biz, 'expert_discipline'))[0]).toEqual(['tujian', 'Civil works']);
    expect((await english(KINDS.biz, 'project_category', adminB))[0]).toEqual(['1', 'Building works']);
  });
});

describe.each([
  ['system', KINDS.system],
  ['business', KINDS.biz],
] as const)('%s dictionary over GraphQL', (_name, k) => {
  it('creates a dictionary with items, lists, reads, updates and removes them', async () => {
    const dict = await created(admin, k, { code: `colour_${k.one}`, dictValue: '颜色', sort: 1 });
    expect(dict).toMatchObject({ parentId: null, dictKey: null, isSealed: 0, version: 1 });
    const red = await created(admin, k, {
      parentId: dict.id,
      code: 'ignored',
      dictKey: 'red',
      dictValue: '红',
      sort: 2,
    });
    const blue = await created(admin, k, { parentId: dict.id, dictKey: 'blue', dictValue: '蓝', sort: 1 });
    const navy = await created(admin, k, { parentId: blue.id, dictKey: 'navy', dictValue: '藏青', sort: 1 });
    expect(red.code).toBe(`colour_${k.one}`); // items inherit their dictionary's code
    expect((await items(admin, k, `colour_${k.one}`)).map((e) => e.dictKey)).toEqual(['blue', 'navy', 'red']);

    const page = await admin.gql<Record<string, { total: number; records: Entry[] }>>(
      `query($f: DictFilter) { ${k.many}(filter: $f) { total records { ${FIELDS} } } }`,
      { f: { root: true, dictValue: '颜' } },
    );
    expect(page.data![k.many]!.records.map((e) => e.id)).toEqual([dict.id]);
    const children = await admin.gql<Record<string, { total: number; records: Entry[] }>>(
      `query($f: DictFilter) { ${k.many}(filter: $f) { total records { dictKey } } }`,
      { f: { parentId: dict.id } },
    );
    expect(children.data![k.many]!.records.map((e) => e.dictKey)).toEqual(['blue', 'red']);
    const tree = await admin.gql<Record<string, Entry[]>>(`{ ${k.one}Tree { id parentId } }`);
    expect(tree.data![`${k.one}Tree`]!.find((e) => e.id === navy.id)!.parentId).toBe(blue.id);
    const detail = await admin.gql<Record<string, Entry>>(`query($id: ID!) { ${k.one}(id: $id) { ${FIELDS} } }`, {
      id: red.id,
    });
    expect(detail.data![k.one]!.dictValue).toBe('红');

    const renamed = await created(admin, k, {
      id: dict.id,
      version: dict.version,
      code: `color_${k.one}`,
      dictValue: '颜色',
    });
    expect(renamed.version).toBe(2);
    expect((await items(admin, k, `color_${k.one}`)).map((e) => e.code)).toEqual([
      `color_${k.one}`,
      `color_${k.one}`,
      `color_${k.one}`,
    ]);
    expect(await items(admin, k, `colour_${k.one}`)).toEqual([]);

    // The rename changed the items too (their version moved on): the old version is refused as stale.
    const stale = await submit(admin, k, {
      id: red.id,
      version: red.version,
      parentId: dict.id,
      dictKey: 'red',
      dictValue: '大红',
      sort: 3,
    });
    expect(stale.errors?.[0]?.extensions?.code).toBe('STALE');
    const edited = await created(admin, k, {
      id: red.id,
      version: red.version + 1,
      parentId: dict.id,
      dictKey: 'red',
      dictValue: '大红',
      sort: 3,
    });
    expect(edited).toMatchObject({ dictValue: '大红', code: `color_${k.one}`, version: 3 });

    const withChildren = await admin.gql(`mutation($ids: [ID!]!) { remove${up(k.many)}(input: { ids: $ids }) }`, {
      ids: [blue.id],
    });
    expect(withChildren.errors?.[0]?.message).toBe('请先删除子节点');
    const removed = await admin.gql<Record<string, number>>(
      `mutation($ids: [ID!]!) { remove${up(k.many)}(input: { ids: $ids }) }`,
      { ids: [navy.id, red.id] },
    );
    expect(removed.data![`remove${up(k.many)}`]).toBe(2);
    expect((await items(admin, k, `color_${k.one}`)).map((e) => e.dictKey)).toEqual(['blue']);
  });

  it('saves an English label, answers it on GraphQL and REST, and clears it', async () => {
    const dict = await created(admin, k, { code: `en_${k.one}`, dictValue: '尺寸', dictValueEn: ' Size ' });
    const item = await created(admin, k, { parentId: dict.id, dictKey: 'l', dictValue: '大', dictValueEn: 'Large' });
    const read = async () =>
      (
        await admin.gql<Record<string, { dictKey: string; dictValue: string; dictValueEn: string | null }[]>>(
          `query($c: String!) { ${k.dictionary}(code: $c) { dictKey dictValue dictValueEn } }`,
          { c: `en_${k.one}` },
        )
      ).data![k.dictionary]!;
    expect(await read()).toEqual([{ dictKey: 'l', dictValue: '大', dictValueEn: 'Large' }]);
    const detail = await admin.gql<Record<string, { dictValueEn: string | null }>>(
      `query($id: ID!) { ${k.one}(id: $id) { dictValueEn } }`,
      { id: dict.id },
    );
    expect(detail.data![k.one]!.dictValueEn).toBe('Size');
    const rest = await admin.rest<{ dictKey: string; dictValueEn: string }[]>(
      'GET',
      `${k.rest}/dictionary?code=en_${k.one}`,
    );
    expect(rest.body.data.map((e) => e.dictValueEn)).toEqual(['Large']);
    const cleared = await created(admin, k, {
      id: item.id,
      version: item.version,
      parentId: dict.id,
      dictKey: 'l',
      dictValue: '大',
      dictValueEn: '',
    });
    expect(cleared.version).toBe(2);
    expect(await read()).toEqual([{ dictKey: 'l', dictValue: '大', dictValueEn: null }]);
    const long = await submit(admin, k, {
      parentId: dict.id,
      dictKey: 'xl',
      dictValue: '特大',
      dictValueEn: 'x'.repeat(256),
    });
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps codes unique among dictionaries and keys unique under one parent', async () => {
    const dict = await created(admin, k, { code: `dup_${k.one}`, dictValue: '重复' });
    const again = await submit(admin, k, { code: `dup_${k.one}`, dictValue: '重复二' });
    expect(again.errors?.[0]).toMatchObject({ message: '字典编号已存在', extensions: { code: 'DUPLICATE' } });
    await created(admin, k, { parentId: dict.id, dictKey: 'a', dictValue: 'A' });
    const key = await submit(admin, k, { parentId: dict.id, dictKey: 'a', dictValue: 'A2' });
    expect(key.errors?.[0]?.message).toBe('同一上级下字典键值已存在');
    const noKey = await submit(admin, k, { parentId: dict.id, dictValue: '无键' });
    expect(noKey.errors?.[0]?.message).toBe('请输入字典键值');
    const noCode = await submit(admin, k, { dictValue: '无编号' });
    expect(noCode.errors?.[0]?.message).toBe('请输入字典编号');
    const badCode = await submit(admin, k, { code: '1 bad', dictValue: 'x' });
    expect(badCode.errors?.[0]?.message).toBe('字典编号只能包含字母、数字、下划线和横线，且以字母开头');
    const noValue = await submit(admin, k, { code: `nv_${k.one}`, dictValue: ' ' });
    expect(noValue.errors?.[0]?.message).toBe('请输入字典名称');
  });

  it('refuses to edit, remove or extend a sealed entry until it is unsealed', async () => {
    const dict = await created(admin, k, { code: `sealed_${k.one}`, dictValue: '封存' });
    const item = await created(admin, k, { parentId: dict.id, dictKey: 'x', dictValue: 'X', isSealed: 1 });
    expect(item.isSealed).toBe(1);
    const edit = await submit(admin, k, {
      id: item.id,
      version: item.version,
      parentId: dict.id,
      dictKey: 'x',
      dictValue: 'Y',
      isSealed: 1,
    });
    expect(edit.errors?.[0]).toMatchObject({ message: '字典已封存，不能修改', extensions: { code: 'BAD_USER_INPUT' } });
    const sneaky = await submit(admin, k, {
      id: item.id,
      version: item.version,
      parentId: dict.id,
      dictKey: 'x',
      dictValue: 'Y',
      isSealed: 0,
    });
    expect(sneaky.errors?.[0]?.message).toBe('字典已封存，不能修改');
    const remove = await admin.gql(`mutation($ids: [ID!]!) { remove${up(k.many)}(input: { ids: $ids }) }`, {
      ids: [item.id],
    });
    expect(remove.errors?.[0]?.message).toBe('字典已封存，不能删除');
    const restRemove = await admin.rest('POST', `${k.rest}/remove?ids=${item.id}`);
    expect(restRemove.body).toMatchObject({ code: 400, success: false, msg: '字典已封存，不能删除' });

    const sealedRoot = await admin.gql<Record<string, Entry>>(
      `mutation($id: ID!) { ${k.seal}(input: { id: $id, isSealed: 1 }) { isSealed } }`,
      { id: dict.id },
    );
    expect(sealedRoot.data![k.seal]!.isSealed).toBe(1);
    const child = await submit(admin, k, { parentId: dict.id, dictKey: 'y', dictValue: 'Y' });
    expect(child.errors?.[0]?.message).toBe('字典已封存，不能新增字典项');

    // Unsealing alone is allowed (through submit, as legacy clients do, or the seal mutation); then editing works.
    const unseal = await created(admin, k, {
      id: item.id,
      version: item.version,
      parentId: dict.id,
      dictKey: 'x',
      dictValue: 'X',
      isSealed: 0,
    });
    expect(unseal.isSealed).toBe(0);
    const edited = await created(admin, k, {
      id: item.id,
      version: unseal.version,
      parentId: dict.id,
      dictKey: 'x',
      dictValue: 'Y',
    });
    expect(edited.dictValue).toBe('Y');
  });
});

describe('dictionaries over REST', () => {
  it.each([
    ['system', KINDS.system],
    ['business', KINDS.biz],
  ] as const)('%s: submit, list, parent-list, child-list, detail, tree, dictionary, remove', async (_n, k) => {
    const made = await admin.rest<Entry>('POST', `${k.rest}/submit`, { code: 'rest_size', dictValue: '尺码', sort: 9 });
    expect(made.body).toMatchObject({
      code: 200,
      success: true,
      msg: '新增成功',
      data: { code: 'rest_size', dictValue: '尺码' },
    });
    const root = made.body.data;
    const s1 = await admin.rest<Entry>('POST', `${k.rest}/submit`, {
      parentId: root.id,
      dictKey: 'S',
      dictValue: '小号',
      sort: 1,
    });
    const m1 = await admin.rest<Entry>('POST', `${k.rest}/submit`, {
      parentId: root.id,
      dictKey: 'M',
      dictValue: '中号',
      sort: 2,
    });
    expect(m1.body.data.code).toBe('rest_size');

    // BladeX answers list as a tree (every entry of the filter, children nested), not a page.
    const list = await admin.rest<(Entry & { hasChildren: boolean; children: Entry[] })[]>(
      'GET',
      `${k.rest}/list?code=rest_size`,
    );
    expect(list.body.data.map((e) => e.id)).toEqual([root.id]);
    expect(list.body.data[0]!.hasChildren).toBe(true);
    expect(list.body.data[0]!.children.map((e) => e.dictValue).sort()).toEqual(['中号', '小号'].sort());
    const parents = await admin.rest<{ total: number; records: Entry[] }>(
      'GET',
      `${k.rest}/parent-list?code=rest_size`,
    );
    expect(parents.body.data.records.map((e) => e.id)).toEqual([root.id]);
    const children = await admin.rest<{ total: number; records: Entry[] }>(
      'GET',
      `${k.rest}/child-list?parentId=${root.id}&size=1`,
    );
    expect(children.body.data).toMatchObject({ total: 2, size: 1, pages: 2 });
    expect(children.body.data.records[0]!.dictKey).toBe('S');
    const detail = await admin.rest<Entry>('GET', `${k.rest}/detail?id=${s1.body.data.id}`);
    expect(detail.body.data).toMatchObject({ dictKey: 'S', dictValue: '小号', parentId: root.id });
    const tree = await admin.rest<{ id: string; title: string; children: { title: string }[] }[]>(
      'GET',
      `${k.rest}/tree`,
    );
    expect(tree.body.data.find((n) => n.id === root.id)!.children.map((c) => c.title)).toEqual(['小号', '中号']);
    const dictionary = await admin.rest<Entry[]>('GET', `${k.rest}/dictionary?code=rest_size`);
    expect(dictionary.body.data.map((e) => e.dictKey)).toEqual(['S', 'M']);

    const updated = await admin.rest<Entry>('POST', `${k.rest}/submit`, {
      id: m1.body.data.id,
      version: 1,
      parentId: root.id,
      dictKey: 'M',
      dictValue: '中码',
    });
    expect(updated.body).toMatchObject({ msg: '更新成功', data: { dictValue: '中码', version: 2 } });
    const removed = await admin.rest('POST', `${k.rest}/remove?ids=${s1.body.data.id},${m1.body.data.id}`);
    expect(removed.body).toMatchObject({ code: 200, success: true, msg: '删除成功' });
    expect(
      (await admin.rest<{ total: number }>('GET', `${k.rest}/child-list?parentId=${root.id}`)).body.data.total,
    ).toBe(0);
    expect((await admin.rest('GET', `${k.rest}/child-list`)).body).toMatchObject({
      code: 400,
      msg: '缺少参数 parentId',
    });
  });
});

describe('dictionary permissions and tenancy', () => {
  it('refuses users without the codes', async () => {
    const r = await approver.gql(`mutation { submitBizDict(input: { code: "nope", dictValue: "x" }) { id } }`);
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await approver.gql(`{ dicts { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await approver.rest('GET', '/api/blade-system/dict-biz/list')).body).toMatchObject({
      code: 403,
      success: false,
    });
    expect(
      (await approver.rest('POST', '/api/blade-system/dict/submit', { code: 'nope', dictValue: 'x' })).body,
    ).toMatchObject({ code: 403, success: false });
    // The item lists by code stay open to every signed-in user.
    expect((await items(approver, KINDS.system, 'yes_no')).map((e) => e.dictValue)).toEqual(['否', '是']);
  });

  it('changes the system dictionary only from the administrative tenant; business dictionaries are per tenant', async () => {
    const sys = await adminB.gql(`mutation { submitDict(input: { code: "b_sys", dictValue: "x" }) { id } }`);
    expect(sys.errors?.[0]).toMatchObject({
      message: '只有管理组租户可以进行此操作',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await adminB.rest('POST', '/api/blade-system/dict/remove?ids=x')).body).toMatchObject({ code: 403 });
    // Tenant B reads the shared system dictionary items like everyone.
    expect((await items(adminB, KINDS.system, 'notice')).length).toBe(5);

    const aDict = await created(admin, KINDS.biz, { code: 'tenant_a_only', dictValue: 'A 的字典' });
    expect(await items(adminB, KINDS.biz, 'tenant_a_only')).toEqual([]);
    expect(
      (await adminB.gql(`query($id: ID!) { bizDict(id: $id) { id } }`, { id: aDict.id })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    const take = await adminB.gql(
      `mutation($id: ID!) { submitBizDict(input: { id: $id, code: "stolen", dictValue: "x" }) { id } }`,
      { id: aDict.id },
    );
    expect(take.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const removed = await adminB.gql<{ removeBizDicts: number }>(
      `mutation($id: ID!) { removeBizDicts(input: { ids: [$id] }) }`,
      { id: aDict.id },
    );
    expect(removed.data?.removeBizDicts).toBe(0);
    const under = await adminB.gql(
      `mutation($p: ID!) { submitBizDict(input: { parentId: $p, dictKey: "k", dictValue: "x" }) { id } }`,
      { p: aDict.id },
    );
    expect(under.errors?.[0]?.message).toBe('上级字典不存在');
    // Tenant B may use the same code for its own dictionary.
    await created(adminB, KINDS.biz, { code: 'tenant_a_only', dictValue: 'B 的字典' });
    const aList = await admin.gql<{ bizDicts: { records: Entry[] } }>(
      `{ bizDicts(filter: { code: "tenant_a_only" }) { records { dictValue } } }`,
    );
    expect(aList.data!.bizDicts.records.map((e) => e.dictValue)).toEqual(['A 的字典']);
  });
});
