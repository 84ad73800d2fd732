import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath, splitModules, TAG_SPLIT_ABOVE, tagOf } from '../../api/src/engine/openapi/document.js';
import { restRouteRegistry } from '../../api/src/engine/rest/route.js';
import { startTestServer, type TestServer } from '../support/harness.js';

type Operation = Record<string, unknown> & {
  tags: string[];
  summary: string;
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> };
};

let s: TestServer;
let doc: Doc;
beforeAll(async () => {
  s = await startTestServer();
  const res = await fetch(`${s.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  doc = (await res.json()) as Doc;
});
afterAll(async () => {
  await s?.stop();
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (checked against the specification schema)', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('lists every registered route with its method, path parameters, tag and permission codes', () => {
    expect(restRouteRegistry.length).toBeGreaterThan(300);
    const split = splitModules(restRouteRegistry);
    // The system module is split by resource: no reference section is too long to render and read.
    expect([...split]).toContain('system');
    const perTag = new Map<string, number>();
    for (const ops of Object.values(doc.paths))
      for (const op of Object.values(ops)) perTag.set(op.tags[0]!, (perTag.get(op.tags[0]!) ?? 0) + 1);
    expect(Math.max(...perTag.values())).toBeLessThanOrEqual(TAG_SPLIT_ABOVE);
    expect(perTag.get('system: user')).toBeGreaterThan(5);
    expect(doc.paths['/api/blade-user/info']!.get!.tags).toEqual(['system: blade-user']);
    for (const r of restRouteRegistry) {
      const { path, params } = openApiPath(r.path);
      const op = doc.paths[path]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${path}`).toBeDefined();
      expect(op!.tags).toEqual([tagOf(r, split)]);
      expect(op!.tags[0]!.startsWith(r.doc?.tag ?? r.module!)).toBe(true);
      expect(op!.summary).not.toBe('');
      expect((op!.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name)).toEqual(params);
      if (typeof r.access === 'object')
        expect(op!['x-permission']).toEqual('any' in r.access ? r.access.any : r.access.platform);
      else expect(op!['x-permission']).toBeUndefined();
      expect(op!.security).toEqual(r.access === 'public' ? [] : [{ bearer: [] }, { bladeAuth: [] }]);
    }
    const documented = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(documented).toBe(restRouteRegistry.length);
  });

  it('types the body and the envelope data of the routes that declare them', () => {
    const list = doc.paths['/api/blade-system/post/list']!.get!;
    expect(list['x-permission']).toEqual(['post']);
    expect(list.parameters?.map((p) => p.name)).toEqual([
      'current',
      'size',
      'ascs',
      'descs',
      'postCode',
      'postName',
      'createTime_dategt',
      'createTime_datelt',
    ]);
    expect(list.responses['200']!.content!['application/json']!.schema).toEqual({
      allOf: [
        { $ref: '#/components/schemas/Envelope' },
        {
          properties: {
            data: expect.objectContaining({
              properties: expect.objectContaining({
                records: { type: 'array', items: { $ref: '#/components/schemas/Post' } },
              }),
            }),
          },
        },
      ],
    });
    const submit = doc.paths['/api/blade-system/post/submit']!.post!;
    expect(submit.requestBody!.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/PostInput',
    });
    expect(doc.components.schemas.PostInput!.required).toEqual(
      expect.arrayContaining(['category', 'postCode', 'postName']),
    );
    expect(doc.components.schemas.Post!.properties).toHaveProperty('postName');
    // A route outside the CRUD engine that declares its body.
    const grant = doc.paths['/api/blade-system/topmenu/grant']!.post!;
    expect(grant['x-permission']).toEqual(['topmenu_setting']);
    expect(grant.requestBody!.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/TopMenuGrantInput',
    });
    expect(doc.components.schemas.TopMenuGrantInput!.required).toEqual(['topMenuIds', 'menuIds']);
    expect(doc.components.schemas.Envelope!.required).toEqual(['code', 'success', 'data', 'msg']);
    // A path parameter of an Express route (`:id`) is an OpenAPI one.
    const report = doc.paths['/api/legacy-import/run/{id}/report']!.get!;
    expect(report.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
  });

  it('documents the filter query parameters of every CRUD list, tree list, lazy list and export', () => {
    const names = (path: string) => (doc.paths[path]!.get!.parameters ?? []).map((p) => p.name);
    const dates = ['createTime_dategt', 'createTime_datelt'];
    expect(names('/api/blade-system/user/list')).toEqual(
      expect.arrayContaining(['current', 'size', 'account', 'realName', 'deptId', 'status', ...dates]),
    );
    expect(names('/api/blade-system/user/export-user')).toEqual(['account', 'realName', 'deptId', 'status', ...dates]);
    expect(names('/api/blade-system/role/list')).toEqual(['roleName', 'roleAlias', ...dates]);
    expect(names('/api/blade-system/dept/lazy-list')).toEqual(['parentId', 'deptName', ...dates]);
    expect(names('/api/blade-develop/code/list')).toEqual(
      expect.arrayContaining(['codeName', 'tableName', 'serviceName']),
    );
    expect(names('/api/blade-system/user/page')).toEqual(
      expect.arrayContaining(['deptId', 'account', 'realName', 'status', ...dates]),
    );
    expect(names('/api/blade-system/menu/lazy-list')).toEqual(['parentId', 'code', 'name', ...dates]);
    expect(names('/api/blade-system/region/list')).toEqual(expect.arrayContaining(['code', 'name', 'parentCode']));
    expect(names('/api/blade-log/api/list')).toEqual(expect.arrayContaining(['current', 'title', 'requestUri']));
    expect(names('/api/blade-log/usual/list')).toEqual(expect.arrayContaining(['logId', 'logLevel']));
    expect(names('/api/blade-log/error/list')).toEqual(expect.arrayContaining(['message', 'requestId']));
    // Every list of the CRUD engine (a page, a tree or one level of a tree) documents the creation-time range
    // its filter reads, beside the names of its own fields.
    const crudLists = restRouteRegistry.filter(
      (r) => r.method === 'GET' && /\/(list|lazy-list)$/.test(r.path) && r.doc?.query?.createTime_dategt,
    );
    expect(crudLists.length).toBeGreaterThan(20);
    for (const r of crudLists) {
      const documented = names(openApiPath(r.path).path);
      expect(documented, r.path).toEqual(expect.arrayContaining(Object.keys(r.doc!.query!)));
      for (const p of doc.paths[openApiPath(r.path).path]!.get!.parameters!) expect(p.required).toBe(false);
    }
  });

  it('types the body of every POST route, or says why it takes none', () => {
    const untyped: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      const op = item.post;
      if (!op) continue;
      if (typeof op['x-no-body'] === 'string' && op['x-no-body']) {
        expect(op.requestBody, path).toBeUndefined();
        continue;
      }
      const schemas = Object.values(op.requestBody?.content ?? {}).map((c) => c.schema);
      const typed =
        schemas.length > 0 &&
        schemas.every((s) => typeof s.$ref === 'string' || Object.keys((s.properties as object) ?? {}).length > 0);
      if (!typed) untyped.push(path);
    }
    expect(untyped).toEqual([]);
    // An input class only REST uses (not in the GraphQL schema) is described from its field metadata.
    expect(doc.paths['/api/blade-system/user/grant']!.post!.requestBody!.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/UserGrantInput',
    });
    expect(doc.components.schemas.UserGrantInput).toEqual({
      type: 'object',
      properties: {
        userIds: { type: 'array', items: { type: 'string' } },
        roleIds: { type: 'array', items: { type: 'string' } },
      },
      required: ['userIds', 'roleIds'],
    });
    // The award modules' calls: their input classes, the ids of a removal, the reason a call takes no body.
    const award = '/api/lnjzxh-awards-mgt/lnjzxh/award';
    const bodyOf = (path: string) => doc.paths[path]!.post!.requestBody!.content['application/json']!.schema;
    expect(bodyOf(`${award}/programme/modify`)).toEqual({ $ref: '#/components/schemas/AwardProgrammeInput' });
    expect(bodyOf(`${award}/century/cup/modify`)).toEqual({ $ref: '#/components/schemas/AwardApplicationInput' });
    expect(bodyOf(`${award}/quality/structure/assign/expert`)).toEqual({
      $ref: '#/components/schemas/AwardExpertAssignInput',
    });
    expect(bodyOf(`${award}/assign/auto/preview`)).toEqual({ $ref: '#/components/schemas/AutoAssignInput' });
    expect(bodyOf('/api/lnjzxh-awards-mgt/technology-innovative-results/audit')).toEqual({
      $ref: '#/components/schemas/TechnologyResultAuditInput',
    });
    expect(bodyOf(`${award}/serial-number/remove`).properties).toHaveProperty('ids');
    expect(bodyOf(`${award}/century/cup/approval-batch`).properties).toHaveProperty('ids');
    expect(doc.paths[`${award}/subscription/subscribe/{id}`]!.post!['x-no-body']).toMatch(/路径/);
    const submit = doc.paths[`${award}/century/cup/submit/{id}`]!.post!;
    expect(submit['x-no-body']).toMatch(/路径/);
    expect(submit.parameters).toContainEqual(
      expect.objectContaining({ name: 'version', in: 'query', schema: expect.objectContaining({ type: 'integer' }) }),
    );
    // A route of the flow engine under the awards prefix.
    expect(
      doc.paths['/api/lnjzxh-awards-mgt/lnjzxh/award/{type}/approvalAuto']!.post!.requestBody!.content[
        'application/json'
      ]!.schema.properties,
    ).toHaveProperty('ids');
    expect(doc.paths['/api/lnjzxh-member/event/release/{id}']!.post!['x-no-body']).toBe('参数 id 在路径中');
    // An upload is multipart/form-data with its file part.
    const upload = doc.paths['/api/blade-resource/oss/endpoint/put-file']!.post!;
    expect(Object.keys(upload.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(upload.requestBody!.content['multipart/form-data']!.schema.required).toEqual(['file']);
    expect(doc.paths['/api/blade-system/post/remove']!.post!.requestBody!.content['application/json']!.schema).toEqual(
      expect.objectContaining({ properties: { ids: expect.objectContaining({ type: 'string' }) } }),
    );
  });
});

/**
 * GET lists that read no query parameter, with the reason (every other list documents the parameters it reads).
 */
const LISTS_WITHOUT_QUERY: Record<string, string> = {
  '/api/lnjzxh-member/oa-application/approver/list': 'every user who may approve OA applications, unfiltered',
  '/api/lnjzxh-member/oa-application/association-personnel/list': 'every association user (cc), unfiltered',
  '/api/lnjzxh-member/invoice/unit/list': 'the units of the invoice token in the Invoice-Token header',
  '/api/lnjzxh-awards-mgt/lnjzxh/award/quality/team/flowConfigList': 'the latest flow models of one business type',
};

describe('GET /api/openapi.json: list filters and parameter types', () => {
  const getOps = () =>
    Object.entries(doc.paths)
      .filter(([, item]) => item.get)
      .map(([path, item]) => ({ path, op: item.get! }));
  const queryOf = (op: Operation) => (op.parameters ?? []).filter((p) => p.in === 'query');
  const param = (path: string, name: string) => queryOf(doc.paths[path]!.get!).find((p) => p.name === name);
  /**
   * A paged list: its path ends in page (…/page, …/list/page), it answers a page (records, total) or it reads a
   * page number. (A list that documents nothing is caught by the next test.)
   */
  const paged = (path: string, op: Operation) =>
    /\/page$/.test(path) ||
    JSON.stringify(op.responses['200']).includes('"records"') ||
    queryOf(op).some((p) => p.name === 'current');
  const PAGING = ['current', 'size', 'ascs', 'descs'];

  it('documents paging as integers and the filter parameters of every paged list', () => {
    const lists = getOps().filter(({ path, op }) => paged(path, op));
    expect(lists.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const { path, op } of lists) {
      const query = queryOf(op);
      const current = query.find((p) => p.name === 'current');
      const size = query.find((p) => p.name === 'size');
      if (current?.schema.type !== 'integer' || size?.schema.type !== 'integer') problems.push(`${path}: paging`);
      if (!query.some((p) => !PAGING.includes(p.name))) problems.push(`${path}: no filter`);
    }
    expect(problems).toEqual([]);
    expect(param('/api/blade-system/user/list', 'size')!.schema).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 200,
      default: 10,
    });
  });

  it('documents the query parameters of every other list, or says why it reads none', () => {
    const lists = getOps().filter(
      ({ path, op }) => !paged(path, op) && /(^|\/|-)list$|List$/i.test(path.split('/').at(-1)!),
    );
    expect(lists.length).toBeGreaterThan(15);
    const without = lists.filter(({ op }) => queryOf(op).length === 0).map(({ path }) => path);
    expect(without.sort()).toEqual(Object.keys(LISTS_WITHOUT_QUERY).sort());
  });

  it('documents the filters of the member, OA and award lists as their filter functions read them', () => {
    const names = (path: string) => queryOf(doc.paths[path]!.get!).map((p) => p.name);
    const member = '/api/lnjzxh-member';
    const award = '/api/lnjzxh-awards-mgt/lnjzxh/award';
    expect(names(`${member}/entry-application/page`)).toEqual([...PAGING, 'name', 'creditCode', 'flowStatus']);
    expect(names(`${member}/member-change/page`)).toEqual(
      expect.arrayContaining(['kind', 'unitName', 'unitId', 'flowStatus']),
    );
    expect(names(`${member}/oa-application/page`)).toEqual(
      expect.arrayContaining(['title', 'category', 'referenceNumber', 'createTime_dategt', 'flowStatus', 'scope']),
    );
    expect(param(`${member}/oa-application/page`, 'scope')!.schema).toEqual({
      type: 'string',
      enum: ['mine', 'approve', 'cc', 'all'],
    });
    for (const type of ['century/cup', 'quality/structure']) {
      expect(names(`${award}/${type}/list/page`)).toEqual(
        expect.arrayContaining(['programmeId', 'year', 'projectName', 'unitName', 'flowStatus', 'enabled']),
      );
      // The export reads the same filter.
      expect(names(`${award}/${type}/export`)).toEqual(names(`${award}/${type}/list/page`).slice(4));
    }
    expect(names(`${award}/programme/page`)).toEqual(expect.arrayContaining(['name', 'awardType', 'year', 'openFlag']));
    expect(names(`${award}/serial-number/page`)).toEqual(
      expect.arrayContaining(['programmeId', 'recommendUnit', 'serialNumber', 'status']),
    );
    expect(names(`${award}/quality/team/unit/list`)).toEqual(['unitName', 'enabled']);
    expect(names(`${award}/assign/expert-group/page`)).toEqual(expect.arrayContaining(['name', 'discipline']));
    expect(names(`${member}/eventApply/page`)).toEqual(expect.arrayContaining(['eventId', 'keyword', 'checkedIn']));
    expect(param(`${member}/eventApply/page`, 'eventId')!.required).toBe(true);
  });

  it('types numeric, boolean and date filters', () => {
    const award = '/api/lnjzxh-awards-mgt/lnjzxh/award';
    expect(param(`${award}/century/cup/list/page`, 'year')!.schema).toEqual({ type: 'integer' });
    expect(param(`${award}/century/cup/list/page`, 'flowStatus')!.schema).toEqual({
      type: 'integer',
      minimum: 0,
      maximum: 5,
    });
    expect(param(`${award}/century/cup/list/page`, 'projectName')!.schema).toEqual({ type: 'string' });
    expect(param(`${award}/serial-number/page`, 'status')!.schema).toEqual({ type: 'integer', enum: [0, 1, 2, 3] });
    expect(param('/api/lnjzxh-awards-mgt/technology-innovative-results/page', 'status')!.schema).toEqual({
      type: 'integer',
      enum: [0, 1, 2, 3],
    });
    expect(param('/api/blade-system/user/list', 'status')!.schema).toEqual({ type: 'integer', enum: [0, 1] });
    expect(param('/api/blade-system/region/list', 'regionLevel')!.schema).toEqual({
      type: 'integer',
      enum: [1, 2, 3],
    });
    expect(param('/api/lnjzxh-member/receipt/page', 'year')!.schema).toEqual({
      type: 'integer',
    });
    expect(param('/api/lnjzxh-member/account/page', 'expired')!.schema).toEqual({ type: 'boolean' });
    const from = param('/api/blade-system/post/list', 'createTime_dategt')!.schema;
    expect(from.type).toBe('string');
    expect(from.anyOf).toEqual(expect.arrayContaining([{ format: 'date' }, { format: 'date-time' }]));
    // Ids are text.
    expect(param('/api/blade-system/user/list', 'deptId')!.schema).toEqual({ type: 'string' });
    // The numeric codes and flags are integers wherever a route reads them.
    const NUMERIC = ['current', 'size', 'year', 'status', 'flowStatus', 'enabled', 'openFlag', 'regionLevel'];
    const text = getOps().flatMap(({ path, op }) =>
      queryOf(op)
        .filter((p) => NUMERIC.includes(p.name) && p.schema.type !== 'integer')
        .map((p) => `${path} ${p.name}`),
    );
    expect(text).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page with its viewer from this server only (no external address)', async () => {
    const res = await fetch(`${s.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    const html = await res.text();
    expect(html).not.toMatch(/https?:\/\//);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.filter((a) => a.endsWith('.js'))).toEqual([
      '/api/docs/assets/swagger-ui-bundle.js',
      '/api/docs/assets/init.js',
    ]);
    for (const asset of assets) {
      const a = await fetch(`${s.url}${asset}`);
      expect({ asset, status: a.status }).toEqual({ asset, status: 200 });
      if (asset.endsWith('.js')) expect(a.headers.get('content-type')).toMatch(/javascript/);
      if (asset.endsWith('.css')) expect(a.headers.get('content-type')).toMatch(/text\/css/);
    }
    const init = await (await fetch(`${s.url}/api/docs/assets/init.js`)).text();
    expect(init).toContain("url: '/api/openapi.json'");
    expect(init).toContain('validatorUrl: null');
    expect((await fetch(`${s.url}/api/docs/assets/index.html`)).status).toBe(404);
  });
});
