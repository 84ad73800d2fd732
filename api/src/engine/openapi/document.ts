import {
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import type { RestAccess, RouteDoc, RouteRecord } from '../rest/route.js';

type Schema = Record<string, unknown>;

/** The label of a route's last path segment (the summary when the route declares none). */
const ACTIONS: Record<string, string> = {
  list: '分页列表',
  page: '分页列表',
  detail: '详情',
  info: '详情',
  submit: '新增或修改',
  save: '新增',
  update: '修改',
  remove: '删除',
  tree: '树形结构',
  select: '下拉数据',
  export: '导出 Excel',
  grant: '授权',
};

const SCALARS: Record<string, Schema> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTimeISO: { type: 'string', description: '日期时间（REST 中为北京时间 yyyy-MM-dd HH:mm:ss）' },
  DateTime: { type: 'string', description: '日期时间（REST 中为北京时间 yyyy-MM-dd HH:mm:ss）' },
};

const ENVELOPE: Schema = {
  type: 'object',
  description: 'BladeX 的应答信封：每个 /api 接口（文件下载除外）都以它应答。',
  required: ['code', 'success', 'data', 'msg'],
  properties: {
    code: { type: 'integer', description: 'HTTP 状态码', examples: [200] },
    success: { type: 'boolean' },
    data: { description: '应答数据（失败时为 null 或 { fields: [{ field, message }] }）' },
    msg: { type: 'string', description: '提示信息（中文）', examples: ['操作成功'] },
  },
};

const TREE_NODE: Schema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    parentId: { type: 'string' },
    title: { type: 'string' },
    key: { type: 'string' },
    value: { type: 'string' },
    hasChildren: { type: 'boolean' },
    children: { type: 'array', items: { $ref: '#/components/schemas/TreeNode' } },
  },
};

/** `/a/:id/b` → `/api/a/{id}/b` and the path parameter names. */
export function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: `/api${converted}`, params };
}

/**
 * Modules with more routes than one reference section shows well (the system module has over 130) are split into
 * one tag per resource (`system: user`, `system: menu` …): the resource is the path segment after the service
 * prefix (`/blade-system/user/page` → user), or the prefix itself for two-segment paths (`/blade-user/info`).
 */
export const TAG_SPLIT_ABOVE = 60;

function moduleTag(record: RouteRecord): string {
  return record.doc?.tag ?? record.module ?? 'other';
}

function resourceOf(record: RouteRecord): string {
  const segments = record.path.split('/').filter((s) => s && !s.startsWith(':'));
  return (segments.length >= 3 ? segments[1] : segments[0]) ?? 'other';
}

/** The modules whose routes are split into one tag per resource (see TAG_SPLIT_ABOVE). */
export function splitModules(routes: readonly RouteRecord[]): Set<string> {
  const counts = new Map<string, number>();
  for (const r of routes) if (!r.doc?.tag) counts.set(moduleTag(r), (counts.get(moduleTag(r)) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n > TAG_SPLIT_ABOVE).map(([m]) => m));
}

/** The tag of a route in the document. */
export function tagOf(record: RouteRecord, split: ReadonlySet<string>): string {
  const tag = moduleTag(record);
  return split.has(tag) && !record.doc?.tag ? `${tag}: ${resourceOf(record)}` : tag;
}

function summary(record: RouteRecord): string {
  const segments = record.path.split('/').filter((s) => s && !s.startsWith(':'));
  const last = segments.at(-1) ?? '';
  const resource = segments.at(-2);
  const action = ACTIONS[last] ?? (last.startsWith('export') ? ACTIONS.export! : last);
  return resource ? `${resource} ${action}` : action;
}

function permission(access: RestAccess): Record<string, unknown> {
  if (access === 'public') return { 'x-access': 'public' };
  if (access === 'user') return { 'x-access': 'signed-in' };
  if ('any' in access) return { 'x-access': 'permission', 'x-permission': access.any };
  return { 'x-access': 'platform', 'x-permission': access.platform };
}

function accessText(access: RestAccess): string {
  if (access === 'public') return '公开接口，无需登录。';
  if (access === 'user') return '需登录。';
  if ('any' in access) return `需权限（任一）：${access.any.join('、')}。`;
  return `需管理租户中的权限（任一）：${access.platform.join('、')}。`;
}

/**
 * The OpenAPI 3.1 document of every route in `routes` (the REST route registry): paths, methods, path and
 * declared query parameters, the body (its input type as a JSON schema), the answer in the envelope with `data`
 * typed where the route declares it, the tag (the module), and the permission codes (`x-permission`). Input
 * and object types are described from the GraphQL schema, which is built from the same classes.
 */
export function openApiDocument(routes: readonly RouteRecord[], schema: GraphQLSchema, version: string): Schema {
  const split = splitModules(routes);
  const components: Record<string, Schema> = { Envelope: ENVELOPE, TreeNode: TREE_NODE };
  const storage = getMetadataStorage();
  const names = new Map<object, string>();
  for (const t of [...storage.objectTypes, ...storage.inputTypes]) names.set(t.target, t.name);

  const ref = (type: GraphQLNamedType): Schema => {
    if (isScalarType(type)) return SCALARS[type.name] ?? { description: type.description ?? type.name };
    if (!components[type.name]) {
      components[type.name] = {}; // reserved first: types may refer to themselves
      components[type.name] = named(type);
    }
    return { $ref: `#/components/schemas/${type.name}` };
  };
  const typed = (type: GraphQLType): Schema => {
    if (isNonNullType(type)) return typed(type.ofType);
    if (isListType(type)) return { type: 'array', items: typed(type.ofType) };
    return ref(type);
  };
  const named = (type: GraphQLNamedType): Schema => {
    const description = type.description ? { description: type.description } : {};
    if (isEnumType(type)) return { ...description, enum: type.getValues().map((v) => v.value) };
    if (isInputObjectType(type) || isObjectType(type)) {
      const fields = Object.values(type.getFields());
      const properties: Record<string, Schema> = {};
      for (const f of fields)
        properties[f.name] = { ...typed(f.type), ...(f.description ? { description: f.description } : {}) };
      const required = isInputObjectType(type) ? fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) : [];
      return { ...description, type: 'object', properties, ...(required.length ? { required } : {}) };
    }
    return { ...description };
  };
  const classSchema = (cls: object): Schema => {
    const name = names.get(cls);
    const type = name ? schema.getType(name) : undefined;
    if (type) return ref(type);
    if (!name) return { type: 'object' };
    // An input class only the REST layer uses (absent from the GraphQL schema): described from its field metadata.
    if (!components[name]) {
      components[name] = {};
      components[name] = metadataSchema(cls);
    }
    return { $ref: `#/components/schemas/${name}` };
  };
  const fieldType = (value: unknown): Schema => {
    if (isScalarType(value)) return SCALARS[value.name] ?? { description: value.description ?? value.name };
    if (value === String) return { type: 'string' };
    if (value === Number) return { type: 'number' };
    if (value === Boolean) return { type: 'boolean' };
    if (value === Date) return SCALARS.DateTimeISO!;
    if (typeof value === 'function') return classSchema(value);
    const enumType = storage.enums.find((e) => e.enumObj === value);
    if (enumType && schema.getType(enumType.name)) return ref(schema.getType(enumType.name)!);
    return {};
  };
  const metadataSchema = (cls: object): Schema => {
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (let t: unknown = cls; typeof t === 'function' && t !== Function.prototype; t = Object.getPrototypeOf(t))
      for (const f of storage.fields.filter((m) => m.target === t)) {
        if (properties[f.name]) continue;
        let s = fieldType(f.getType());
        for (let d = f.typeOptions.array ? (f.typeOptions.arrayDepth ?? 1) : 0; d > 0; d--)
          s = { type: 'array', items: s };
        properties[f.name] = { ...s, ...(f.description ? { description: f.description } : {}) };
        if (!f.typeOptions.nullable) required.push(f.name);
      }
    return { type: 'object', properties, ...(required.length ? { required } : {}) };
  };
  const dataSchema = (data: RouteDoc['data']): Schema | undefined => {
    if (!data) return undefined;
    if ('schema' in data) return data.schema;
    if ('type' in data) return classSchema(data.type);
    if ('list' in data) return { type: 'array', items: classSchema(data.list) };
    return {
      type: 'object',
      properties: {
        records: { type: 'array', items: classSchema(data.page) },
        total: { type: 'integer' },
        current: { type: 'integer' },
        size: { type: 'integer' },
        pages: { type: 'integer' },
      },
    };
  };

  /** The request body of a POST route: its input class, a JSON schema, an upload, or none (with the reason). */
  const requestBody = (d: RouteDoc): Schema => {
    if (d.noBody) return { 'x-no-body': d.noBody };
    if (d.upload)
      return {
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: {
                  file: { type: 'string', contentEncoding: 'binary', description: '上传的文件' },
                  ...Object.fromEntries(
                    Object.entries(d.upload).map(([name, description]) => [name, { type: 'string', description }]),
                  ),
                },
              },
            },
          },
        },
      };
    const body = d.body ? classSchema(d.body) : (d.bodySchema ?? { type: 'object', additionalProperties: true });
    return {
      requestBody: {
        required: Boolean(d.body || d.bodySchema?.required),
        content: {
          'application/json': { schema: body },
          'application/x-www-form-urlencoded': { schema: body },
        },
      },
    };
  };
  const paths: Record<string, Record<string, Schema>> = {};
  const operationIds = new Set<string>();
  for (const record of routes) {
    const doc = record.doc ?? {};
    const { path, params } = openApiPath(record.path);
    let operationId = `${record.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ?? '').toUpperCase())}`;
    while (operationIds.has(operationId)) operationId += '_';
    operationIds.add(operationId);
    const parameters = [
      ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(doc.query ?? {}).map(([name, param]) => ({
        name,
        in: 'query',
        required: false,
        ...(typeof param === 'string' ? { description: param, schema: { type: 'string' } } : param),
      })),
    ];
    const data = dataSchema(doc.data);
    const answer = doc.file
      ? { description: '文件', content: { [doc.file]: { schema: { type: 'string', contentEncoding: 'binary' } } } }
      : {
          description: '成功：信封，data 为应答数据',
          content: {
            'application/json': {
              schema: data
                ? { allOf: [{ $ref: '#/components/schemas/Envelope' }, { properties: { data } }] }
                : { $ref: '#/components/schemas/Envelope' },
            },
          },
        };
    const operation: Schema = {
      operationId,
      tags: [tagOf(record, split)],
      summary: doc.summary ?? summary(record),
      description: [doc.description, accessText(record.access)].filter(Boolean).join('\n\n'),
      ...(parameters.length ? { parameters } : {}),
      ...(record.method === 'POST' ? requestBody(doc) : {}),
      responses: {
        '200': answer,
        '400': { $ref: '#/components/responses/Failure' },
        ...(record.access === 'public'
          ? {}
          : { '401': { $ref: '#/components/responses/Failure' }, '403': { $ref: '#/components/responses/Failure' } }),
        '500': { $ref: '#/components/responses/Failure' },
      },
      security: record.access === 'public' ? [] : [{ bearer: [] }, { bladeAuth: [] }],
      ...permission(record.access),
    };
    const item = (paths[path] ??= {});
    item[record.method.toLowerCase()] = operation;
  }

  const tags = [...new Set(routes.map((r) => tagOf(r, split)))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Zhuxie legacy REST API (BladeX)',
      version,
      description:
        '兼容 BladeX 平台的 /api/... 接口。每个接口以信封 { code, success, data, msg } 应答；' +
        'x-permission 为调用所需的权限编码（持有其一即可），x-access 为访问方式（public、signed-in、permission、platform）。',
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      schemas: components,
      responses: {
        Failure: {
          description: '失败：信封，success 为 false，msg 为中文提示；参数错误时 data.fields 列出每个字段的提示',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
        },
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <访问令牌>' },
        bladeAuth: {
          type: 'apiKey',
          in: 'header',
          name: 'Blade-Auth',
          description: 'bearer <访问令牌>（BladeX 前端）',
        },
      },
    },
  };
}
