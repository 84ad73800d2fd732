import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/** Storage (oss) and SMS configurations: CRUD, one enabled at a time, write-only secrets, test messages. */
const OSS_FIELDS =
  'id category ossCode endpoint bucketName region accessKey secretKeyMasked pathStyle status remark version';
const SMS_FIELDS = 'id category smsCode templateId accessKey secretKeyMasked signName status remark version';

let s: TestServer;
let admin: ApiClient;
let member: ApiClient;
let adminB: ApiClient;
const B = '100002';

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
  const token = (await s.login('admin', DEMO_PASSWORD)).token;
  expect(
    (await admin.gql(`mutation { submitTenant(input: { tenantId: "${B}", tenantName: "第三租户" }) { id } }`)).errors,
  ).toBeUndefined();
  const inB = s.with({ authorization: `Bearer ${token}`, 'tenant-id': B });
  const roles = await inB.gql<{ roleTree: { id: string; roleAlias: string }[] }>(`{ roleTree { id roleAlias } }`);
  const role = roles.data!.roleTree.find((r) => r.roleAlias === 'administrator')!.id;
  await inB.gql(
    `mutation($r: [ID!]!) { submitUser(input: { account: "cadmin", password: "Tenant-C-2026", roleIds: $r }) { id } }`,
    { r: [role] },
  );
  adminB = await s.login('cadmin', 'Tenant-C-2026', B);
});
afterAll(async () => {
  await s?.stop();
});

interface Oss {
  id: string;
  status: number;
  secretKeyMasked: string;
  version: number;
  [k: string]: unknown;
}

const submitOss = (client: ApiClient, i: Record<string, unknown>) =>
  client.gql<{ submitOssConfig: Oss }>(
    `mutation($i: OssConfigInput!) { submitOssConfig(input: $i) { ${OSS_FIELDS} } }`,
    { i },
  );

describe('storage configurations', () => {
  it('creates, reads, updates and removes over GraphQL with the secret write-only', async () => {
    const missing = await submitOss(admin, { category: 's3', ossCode: '阿里云' });
    expect(missing.errors?.[0]).toMatchObject({
      message: '请输入存储桶名称',
      extensions: { fields: [{ field: 'bucketName', message: '请输入存储桶名称' }] },
    });
    expect((await submitOss(admin, { category: 'ftp', ossCode: 'x' })).errors?.[0]?.message).toBe('请选择存储类型');
    expect(
      (await submitOss(admin, { category: 's3', ossCode: 'x', bucketName: 'b-1', accessKey: 'ak' })).errors?.[0]
        ?.message,
    ).toBe('请输入 SecretKey');
    expect(
      (
        await submitOss(admin, {
          category: 's3',
          ossCode: 'x',
          endpoint: 'ftp://a',
          bucketName: 'b-1',
          accessKey: 'ak',
          secretKey: 'sk',
        })
      ).errors?.[0]?.message,
    ).toBe('服务地址必须是 http(s):// 开头的地址');

    const created = await submitOss(admin, {
      category: 's3',
      ossCode: '阿里云',
      endpoint: 'https://oss-cn-zhangjiakou.aliyuncs.com/',
      bucketName: 'assoc-files',
      accessKey: 'LTAIKEY',
      secretKey: 'VerySecretValue42',
    });
    expect(created.errors).toBeUndefined();
    const c = created.data!.submitOssConfig;
    expect(c).toMatchObject({
      category: 's3',
      region: 'zhangjiakou',
      endpoint: 'https://oss-cn-zhangjiakou.aliyuncs.com',
      secretKeyMasked: 'Ve******42',
      status: 0,
      pathStyle: true,
    });
    const asked = await admin.gql(`query($id: ID!) { ossConfig(id: $id) { secretKey } }`, { id: c.id });
    expect(asked.errors?.[0]?.message).toMatch(/Cannot query field "secretKey"/);

    // An update with the masked value (or none) keeps the secret; a new one replaces it.
    const kept = await submitOss(admin, {
      id: c.id,
      version: c.version,
      category: 's3',
      ossCode: '阿里云',
      bucketName: 'assoc-files',
      accessKey: 'LTAIKEY',
      secretKey: 'Ve******42',
      remark: '主存储',
    });
    expect(kept.data!.submitOssConfig).toMatchObject({ secretKeyMasked: 'Ve******42', remark: '主存储', version: 2 });
    const replaced = await submitOss(admin, {
      id: c.id,
      version: 2,
      category: 's3',
      ossCode: '阿里云',
      bucketName: 'assoc-files',
      accessKey: 'LTAIKEY',
      secretKey: 'AnotherSecret99',
    });
    expect(replaced.data!.submitOssConfig.secretKeyMasked).toBe('An******99');

    const list = await admin.gql<{ ossConfigs: { total: number; records: Oss[] } }>(
      `query { ossConfigs(filter: { ossCode: "阿里" }) { total records { ${OSS_FIELDS} } } }`,
    );
    expect(list.data!.ossConfigs.total).toBe(1);
    const removed = await admin.gql<{ removeOssConfigs: number }>(
      `mutation($ids: [ID!]!) { removeOssConfigs(input: { ids: $ids }) }`,
      { ids: [c.id] },
    );
    expect(removed.data!.removeOssConfigs).toBe(1);
    expect((await admin.gql(`query($id: ID!) { ossConfig(id: $id) { id } }`, { id: c.id })).errors?.[0]?.message).toBe(
      '存储配置不存在',
    );
  });

  it('keeps at most one configuration enabled per tenant', async () => {
    const a = (await submitOss(admin, { category: 'local', ossCode: '本地一' })).data!.submitOssConfig;
    const b = (await submitOss(admin, { category: 'local', ossCode: '本地二' })).data!.submitOssConfig;
    expect(
      (
        await admin.gql<{ enableOssConfig: Oss }>(`mutation($id: ID!) { enableOssConfig(id: $id) { status } }`, {
          id: a.id,
        })
      ).data!.enableOssConfig.status,
    ).toBe(1);
    const rest = await admin.rest<Record<string, unknown>>('POST', `/api/blade-resource/oss/enable?id=${b.id}`);
    expect(rest.body).toMatchObject({ success: true, msg: '启用成功', data: { id: b.id, status: 1 } });
    const all = await admin.gql<{ ossConfigs: { records: Oss[] } }>(
      `{ ossConfigs(page: { size: 200 }) { records { id status } } }`,
    );
    expect(all.data!.ossConfigs.records.filter((r) => r.status === 1).map((r) => r.id)).toEqual([b.id]);
    // Concurrent enables leave exactly one enabled: never two, never none (PostgreSQL runs them truly at once;
    // repeated, since a lost race shows only some of the time).
    for (let round = 0; round < 12; round++) {
      const order = round % 2 ? [a.id, b.id, a.id, b.id] : [b.id, a.id, b.id];
      const answers = await Promise.all(
        order.map((id) =>
          admin.gql<{ enableOssConfig: { id: string } }>(`mutation($id: ID!) { enableOssConfig(id: $id) { id } }`, {
            id,
          }),
        ),
      );
      for (const answer of answers) expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      const after = await admin.gql<{ ossConfigs: { records: Oss[] } }>(
        `{ ossConfigs(page: { size: 200 }) { records { id status } } }`,
      );
      expect(
        after.data!.ossConfigs.records.filter((r) => r.status === 1),
        `round ${round}`,
      ).toHaveLength(1);
    }
    expect((await admin.rest('POST', '/api/blade-resource/oss/enable?id=nope')).body).toMatchObject({
      code: 404,
      msg: '存储配置不存在',
    });
  });

  it('speaks the legacy REST calls with the secret masked', async () => {
    const created = await admin.rest<Record<string, unknown>>('POST', '/api/blade-resource/oss/submit', {
      category: 's3',
      ossCode: 'rest-oss',
      bucketName: 'rest-bucket',
      accessKey: 'AK',
      secretKey: 'rest-secret-value',
    });
    expect(created.body).toMatchObject({
      success: true,
      msg: '新增成功',
      data: { secretKey: 're******ue', region: 'zhangjiakou' },
    });
    const id = created.body.data.id as string;
    const list = await admin.rest<{ records: Record<string, unknown>[] }>(
      'GET',
      '/api/blade-resource/oss/list?ossCode=rest-oss',
    );
    expect(list.body.data.records).toHaveLength(1);
    expect(list.body.data.records[0]!.secretKey).toBe('re******ue');
    expect(JSON.stringify(list.body)).not.toContain('rest-secret-value');
    const detail = await admin.rest<Record<string, unknown>>('GET', `/api/blade-resource/oss/detail?id=${id}`);
    expect(JSON.stringify(detail.body)).not.toContain('rest-secret-value');
    const updated = await admin.rest('POST', '/api/blade-resource/oss/submit', {
      id,
      category: 's3',
      ossCode: 'rest-oss',
      bucketName: 'rest-bucket',
      accessKey: 'AK2',
      secretKey: '',
    });
    expect(updated.body).toMatchObject({ msg: '更新成功', data: { accessKey: 'AK2', secretKey: 're******ue' } });
    expect((await admin.rest('POST', `/api/blade-resource/oss/remove?ids=${id}`)).body).toMatchObject({
      success: true,
      msg: '删除成功',
    });
  });

  it('refuses users without the codes and keeps tenants apart', async () => {
    expect((await member.gql(`{ ossConfigs { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await member.rest('GET', '/api/blade-resource/oss/list')).status).toBe(403);
    expect(
      (await member.rest('POST', '/api/blade-resource/oss/submit', { category: 'local', ossCode: 'x' })).status,
    ).toBe(403);
    expect((await s.rest('GET', '/api/blade-resource/oss/list')).status).toBe(401);
    const a = (await submitOss(admin, { category: 'local', ossCode: '租户A' })).data!.submitOssConfig;
    expect(
      (await adminB.gql<{ ossConfigs: { total: number } }>(`{ ossConfigs { total } }`)).data!.ossConfigs.total,
    ).toBe(0);
    expect(
      (await adminB.gql(`mutation($id: ID!) { enableOssConfig(id: $id) { id } }`, { id: a.id })).errors?.[0]?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await adminB.gql<{ removeOssConfigs: number }>(
          `mutation($ids: [ID!]!) { removeOssConfigs(input: { ids: $ids }) }`,
          { ids: [a.id] },
        )
      ).data!.removeOssConfigs,
    ).toBe(0);
    // Tenant B enabling its own configuration leaves tenant A's enabled one alone.
    const mine = (await submitOss(adminB, { category: 'local', ossCode: '租户B' })).data!.submitOssConfig;
    await admin.gql(`mutation($id: ID!) { enableOssConfig(id: $id) { id } }`, { id: a.id });
    await adminB.gql(`mutation($id: ID!) { enableOssConfig(id: $id) { id } }`, { id: mine.id });
    expect(
      (await admin.gql<{ ossConfig: Oss }>(`query($id: ID!) { ossConfig(id: $id) { status } }`, { id: a.id })).data!
        .ossConfig.status,
    ).toBe(1);
  });
});

interface Sms {
  id: string;
  status: number;
  secretKeyMasked: string;
  version: number;
}
const submitSms = (client: ApiClient, i: Record<string, unknown>) =>
  client.gql<{ submitSmsConfig: Sms }>(
    `mutation($i: SmsConfigInput!) { submitSmsConfig(input: $i) { ${SMS_FIELDS} } }`,
    { i },
  );
const SEND = `mutation($i: SendSmsInput!) { sendTestSms(input: $i) { success provider phone } }`;

describe('SMS configurations', () => {
  it('creates, reads, updates, enables and removes, with the secret write-only', async () => {
    expect((await submitSms(admin, { category: 'aliyun', smsCode: '阿里云短信' })).errors?.[0]?.message).toBe(
      '请输入模板编号',
    );
    expect((await submitSms(admin, { category: 'sms77', smsCode: 'x' })).errors?.[0]?.message).toBe('请选择短信服务商');
    const ali = await submitSms(admin, {
      category: 'aliyun',
      smsCode: '阿里云短信',
      templateId: 'SMS_1',
      accessKey: 'ak',
      secretKey: 'sms-secret-123',
      signName: '省建协',
    });
    expect(ali.data!.submitSmsConfig).toMatchObject({ secretKeyMasked: 'sm******23', status: 0 });
    const log = (await submitSms(admin, { category: 'log', smsCode: '日志' })).data!.submitSmsConfig;
    const updated = await submitSms(admin, {
      id: log.id,
      version: log.version,
      category: 'log',
      smsCode: '日志输出',
      remark: '测试用',
    });
    expect(updated.data!.submitSmsConfig).toMatchObject({ smsCode: '日志输出', remark: '测试用', version: 2 });

    const rest = await admin.rest<{ records: Record<string, unknown>[] }>(
      'GET',
      `/api/blade-resource/sms/list?smsCode=${encodeURIComponent('阿里云')}`,
    );
    expect(rest.body.data.records[0]).toMatchObject({ category: 'aliyun', secretKey: 'sm******23' });
    expect(JSON.stringify(rest.body)).not.toContain('sms-secret-123');
    const detail = await admin.rest('GET', `/api/blade-resource/sms/detail?id=${ali.data!.submitSmsConfig.id}`);
    expect(JSON.stringify(detail.body)).not.toContain('sms-secret-123');

    await admin.gql(`mutation($id: ID!) { enableSmsConfig(id: $id) { id } }`, { id: ali.data!.submitSmsConfig.id });
    const enabled = await admin.rest<Record<string, unknown>>('POST', `/api/blade-resource/sms/enable?id=${log.id}`);
    expect(enabled.body).toMatchObject({ msg: '启用成功', data: { status: 1 } });
    const all = await admin.gql<{ smsConfigs: { records: Sms[] } }>(`{ smsConfigs { records { id status } } }`);
    expect(all.data!.smsConfigs.records.filter((r) => r.status === 1).map((r) => r.id)).toEqual([log.id]);

    const created = await admin.rest<{ id: string }>('POST', '/api/blade-resource/sms/submit', {
      category: 'log',
      smsCode: 'rest',
    });
    expect(created.body.msg).toBe('新增成功');
    expect((await admin.rest('POST', `/api/blade-resource/sms/remove?ids=${created.body.data.id}`)).body.msg).toBe(
      '删除成功',
    );
  });

  it('validates the phone of a test message with the spec messages, and sends through the log provider', async () => {
    for (const [phone, msg] of [
      ['', '手机号码不能为空'],
      ['1380013800', '手机号码长度不为11位'],
      ['12800138000', '手机号码格式不正确'],
    ]) {
      const gql = await admin.gql(SEND, { i: { phone } });
      expect(gql.errors?.[0]?.message).toBe(msg);
      const rest = await admin.rest('POST', '/api/blade-resource/sms/endpoint/send-message', { phone });
      expect(rest.body).toMatchObject({ code: 400, msg });
    }
    const ok = await admin.gql(SEND, { i: { phone: '13800138000', params: '{"code":"1234"}' } });
    expect(ok.data).toEqual({ sendTestSms: { success: true, provider: 'log', phone: '138****8000' } });
    const rest = await admin.rest('POST', '/api/blade-resource/sms/endpoint/send-message?phones=13800138000', {
      params: { code: '1' },
    });
    expect(rest.body).toMatchObject({ success: true, msg: '发送成功', data: { provider: 'log' } });
    const badParams = await admin.gql(SEND, { i: { phone: '13800138000', params: '[1]' } });
    expect(badParams.errors?.[0]?.message).toBe('短信参数必须是 JSON 对象，例如 {"code":"1234"}');
  });

  it('refuses providers that are not connected yet, users without the codes, and other tenants', async () => {
    const ali = (
      await submitSms(admin, {
        category: 'tencent',
        smsCode: '腾讯',
        templateId: 't',
        accessKey: 'a',
        secretKey: 's',
        signName: 'n',
      })
    ).data!.submitSmsConfig;
    await admin.gql(`mutation($id: ID!) { enableSmsConfig(id: $id) { id } }`, { id: ali.id });
    expect((await admin.gql(SEND, { i: { phone: '13800138000' } })).errors?.[0]?.message).toBe(
      '短信服务商 tencent 尚未接入，请启用 log 类型的配置',
    );
    // Tenant B has no enabled configuration: the default log provider answers.
    expect((await adminB.gql(SEND, { i: { phone: '13800138000' } })).data).toMatchObject({
      sendTestSms: { provider: 'log' },
    });
    expect(
      (await adminB.gql<{ smsConfigs: { total: number } }>(`{ smsConfigs { total } }`)).data!.smsConfigs.total,
    ).toBe(0);
    expect(
      (await adminB.gql(`query($id: ID!) { smsConfig(id: $id) { id } }`, { id: ali.id })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');

    expect((await member.gql(SEND, { i: { phone: '13800138000' } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await member.rest('POST', '/api/blade-resource/sms/endpoint/send-message', { phone: '13800138000' })).status,
    ).toBe(403);
    expect((await member.rest('GET', '/api/blade-resource/sms/list')).status).toBe(403);
    expect(
      (await member.gql(`mutation($id: ID!) { enableSmsConfig(id: $id) { id } }`, { id: ali.id })).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
  });
});
