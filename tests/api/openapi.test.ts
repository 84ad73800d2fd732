import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../api/src/engine/openapi/document.js';
import { restRouteRegistry } from '../../api/src/engine/rest/route.js';
import { startTestServer, type TestServer } from '../support/harness.js';

type Operation = Record<string, unknown> & {
  tags: string[];
  summary: string;
  parameters?: { name: string; in: string; required: boolean }[];
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
    for (const r of restRouteRegistry) {
      const { path, params } = openApiPath(r.path);
      const op = doc.paths[path]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${path}`).toBeDefined();
      expect(op!.tags).toEqual([r.doc?.tag ?? r.module]);
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
    expect(list.parameters?.map((p) => p.name)).toEqual(['current', 'size', 'ascs', 'descs']);
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
