import type { FilterQuery } from '@mikro-orm/core';
import type { Request } from 'express';
import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requirePlatformAdmin, resourceCodes } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { CrudService } from '../../engine/crud/crud.service.js';
import { pageOf } from '../../engine/crud/paging.js';
import { textWhere } from '../../engine/crud/where.js';
import { badInput, notFound } from '../../engine/errors/domain-error.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { queryFilter } from '../../engine/rest/filters.js';
import { queryId, queryIds, queryPage, queryText } from '../../engine/rest/query.js';
import { filterQueryDoc } from '../../engine/rest/filters.js';
import { PAGE_QUERY, route, unsupportedRoutes } from '../../engine/rest/route.js';
import { IDS_BODY, IDS_QUERY } from '../../engine/crud/crud.rest.js';
import { pageToRest, toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import { CodeDefinition, CodeField, type CodeFieldType } from './code.entity.js';
import { CodeDefinitionFilter, CodeDefinitionInput, CopyCodeDefinitionInput, withFieldInputs } from './code.inputs.js';
import { type GeneratedFile, generateScaffold } from './codegen/generate.js';
import { camelCase, SQL_NAME_PATTERN } from './codegen/names.js';
import { zipFiles } from './codegen/zip.js';

/** Menu `code` (代码生成): reading; buttons add/edit/delete, copy and generate. Administrative tenant only. */
export const CODE_CODES = resourceCodes('code');
export const CODE_COPY = 'code_copy';
export const CODE_GEN = 'code_gen';

/** Columns every entity has from BaseEntity: a definition's fields must not repeat them. */
const BASE_PROPERTIES = [
  'id',
  'tenantId',
  'createUser',
  'createDept',
  'createTime',
  'updateUser',
  'updateTime',
  'isDeleted',
  'version',
  'constructor',
];
const BASE_COLUMNS = [
  'id',
  'tenant_id',
  'create_user',
  'create_dept',
  'create_time',
  'update_user',
  'update_time',
  'is_deleted',
  'version',
];

@ObjectType({ description: 'One file of a generated scaffold.' })
export class GeneratedCodeFile {
  @Field(() => String, { description: 'Path of the file in the repository.' }) path!: string;
  @Field(() => String, { description: "The file's text." }) content!: string;
}

/** information_schema data types → the generator's field types. */
export function fieldTypeOf(dataType: string): CodeFieldType {
  const t = dataType.toLowerCase();
  if (t === 'text') return 'text';
  if (t === 'integer' || t === 'smallint' || t === 'bigint') return 'int';
  if (t === 'numeric' || t === 'real' || t === 'double precision') return 'decimal';
  if (t === 'date') return 'date';
  if (t.startsWith('timestamp')) return 'datetime';
  if (t === 'boolean') return 'boolean';
  return 'string';
}

class CodeService extends CrudService<CodeDefinition, CodeDefinitionInput, CodeDefinitionFilter> {
  constructor() {
    super({ entity: CodeDefinition, notFoundMessage: '代码生成配置不存在' });
  }

  override where(filter: CodeDefinitionFilter = {}): FilterQuery<CodeDefinition> {
    return textWhere(filter as Record<string, unknown>, [
      'codeName',
      'tableName',
      'serviceName',
    ]) as FilterQuery<CodeDefinition>;
  }

  protected override async validate(_ctx: RequestContext, input: CodeDefinitionInput): Promise<void> {
    const names = new Set<string>();
    const columns = new Set<string>();
    for (const [i, f] of input.fields.entries()) {
      const at = `fields.${i}`;
      if (BASE_PROPERTIES.includes(f.name))
        throw badInput(`字段名 ${f.name} 是基础字段，不能使用`, [
          { field: `${at}.name`, message: `字段名 ${f.name} 是基础字段，不能使用` },
        ]);
      if (BASE_COLUMNS.includes(f.column))
        throw badInput(`列名 ${f.column} 是基础字段，不能使用`, [
          { field: `${at}.column`, message: `列名 ${f.column} 是基础字段，不能使用` },
        ]);
      if (names.has(f.name))
        throw badInput(`字段名 ${f.name} 重复`, [{ field: `${at}.name`, message: `字段名 ${f.name} 重复` }]);
      if (columns.has(f.column))
        throw badInput(`列名 ${f.column} 重复`, [{ field: `${at}.column`, message: `列名 ${f.column} 重复` }]);
      names.add(f.name);
      columns.add(f.column);
    }
  }

  protected override assign(entity: CodeDefinition, input: CodeDefinitionInput): void {
    entity.codeName = input.codeName.trim();
    entity.serviceName = input.serviceName;
    entity.tableName = input.tableName;
    entity.tablePrefix = input.tablePrefix || undefined;
    entity.pkName = input.pkName || 'id';
    entity.packageName = input.packageName;
    entity.menuCode = input.menuCode;
    entity.apiPrefix = input.apiPrefix;
    entity.fields = input.fields.map((f) => ({
      name: f.name,
      column: f.column,
      type: f.type,
      label: f.label.trim(),
      required: f.required,
      length: f.type === 'string' ? (f.length ?? 255) : null,
      searchable: f.searchable,
      showInList: f.showInList,
    }));
    entity.remark = input.remark?.trim() || undefined;
  }

  /** Duplicates a definition under a new name (default: the original name with -copy). */
  async copy(ctx: RequestContext, input: CopyCodeDefinitionInput): Promise<CodeDefinition> {
    const source = await this.detail(ctx, input.id);
    const copy = ctx.em.create(CodeDefinition, {
      tenantId: ctx.tenantId,
      createUser: ctx.userId,
      createDept: ctx.user?.deptId,
      updateUser: ctx.userId,
      codeName: input.codeName?.trim() || `${source.codeName}-copy`.slice(0, 64),
      serviceName: source.serviceName,
      tableName: source.tableName,
      tablePrefix: source.tablePrefix,
      pkName: source.pkName,
      packageName: source.packageName,
      menuCode: source.menuCode,
      apiPrefix: source.apiPrefix,
      fields: source.fields.map((f) => ({ ...f })),
      remark: source.remark,
    } as never);
    await this.flush(ctx);
    return copy;
  }

  /** The scaffold files of the given definitions (in the order given). */
  async files(ctx: RequestContext, ids: string[]): Promise<GeneratedFile[]> {
    const wanted = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
    if (wanted.length === 0) throw badInput('请选择至少一条数据');
    const rows = await ctx.em.find(CodeDefinition, { id: { $in: wanted } });
    if (rows.length !== wanted.length) throw notFound('代码生成配置不存在');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const files = wanted.flatMap((id) => generateScaffold(byId.get(id)!));
    const paths = new Set<string>();
    for (const f of files) {
      if (paths.has(f.path)) throw badInput('生成的文件路径重复，请检查服务名和包名');
      paths.add(f.path);
    }
    return files;
  }

  /** The zip archive of the given definitions' scaffolds, with a file name for the download. */
  async archive(ctx: RequestContext, ids: string[]): Promise<{ name: string; bytes: Uint8Array }> {
    const files = await this.files(ctx, ids);
    const folders = new Set(files.map((f) => f.path.match(/^codegen\/([a-z0-9-]+)\//)?.[1]).filter(Boolean));
    const name = folders.size === 1 ? `${[...folders][0]}.zip` : 'zhuxie-code.zip';
    return { name, bytes: zipFiles(files) };
  }

  /** Fields of an existing table of the current database (information_schema), to start a definition from. */
  async tableColumns(ctx: RequestContext, tableName: string): Promise<CodeField[]> {
    const name = tableName.trim();
    if (!SQL_NAME_PATTERN.test(name))
      throw badInput('表名只能包含小写字母、数字和下划线，且以字母开头', [
        { field: 'tableName', message: '表名只能包含小写字母、数字和下划线，且以字母开头' },
      ]);
    const rows = await ctx.em.execute<
      {
        column_name: string;
        data_type: string;
        is_nullable: string;
        character_maximum_length: number | string | null;
      }[]
    >(
      `select column_name, data_type, is_nullable, character_maximum_length from information_schema.columns
        where table_schema = current_schema() and table_name = ? order by ordinal_position`,
      [name],
    );
    if (rows.length === 0) throw notFound(`数据表 ${name} 不存在`);
    return rows
      .filter((r) => SQL_NAME_PATTERN.test(r.column_name) && !BASE_COLUMNS.includes(r.column_name))
      .map((r) => {
        const type = fieldTypeOf(r.data_type);
        const length = r.character_maximum_length == null ? null : Number(r.character_maximum_length);
        return {
          name: camelCase(r.column_name),
          column: r.column_name,
          type,
          label: camelCase(r.column_name),
          required: r.is_nullable === 'NO',
          length: type === 'string' ? Math.min(length ?? 255, 4000) : null,
          searchable: false,
          showInList: true,
        };
      });
  }
}

export const codeService = new CodeService();

export const CodeDefinitionResolver = crudResolver({
  entity: CodeDefinition,
  input: CodeDefinitionInput,
  filter: CodeDefinitionFilter,
  service: codeService,
  names: { one: 'codeDefinition', many: 'codeDefinitions' },
  codes: CODE_CODES,
  platform: true,
});

/** Copy, preview of the generated files and loading fields from a table. */
@Resolver()
export class CodeToolResolver {
  @Authorized(CODE_COPY)
  @Mutation(() => CodeDefinition, { description: 'Duplicates a code definition under a new name.' })
  async copyCodeDefinition(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CopyCodeDefinitionInput) input: CopyCodeDefinitionInput,
  ) {
    requirePlatformAdmin(ctx, CODE_COPY);
    return codeService.copy(ctx, input);
  }

  @Authorized(CODE_GEN)
  @Query(() => [GeneratedCodeFile], {
    description:
      'The scaffold files a definition generates (the zip download is GET /api/blade-develop/code/gen-code).',
  })
  async generatedCodeFiles(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    requirePlatformAdmin(ctx, CODE_GEN);
    return codeService.files(ctx, [id]);
  }

  @Authorized(CODE_CODES.add, CODE_CODES.edit)
  @Query(() => [CodeField], { description: 'Fields of an existing table of the database, to start a definition from.' })
  async codeTableColumns(
    @Ctx() ctx: RequestContext,
    @Arg('tableName', () => String, { description: 'Name of the database table.' }) tableName: string,
  ) {
    requirePlatformAdmin(ctx, CODE_CODES.add, CODE_CODES.edit);
    return codeService.tableColumns(ctx, tableName);
  }
}

const codeFilter = (req: Request) => queryFilter(req, ['codeName', 'tableName', 'serviceName']) as CodeDefinitionFilter;

/** The ids of a gen-code call: `ids` in the query, or in a JSON body (array or comma-separated text). */
function genIds(req: Request): string[] {
  const body = req.body as { ids?: unknown } | undefined;
  if (body && Array.isArray(body.ids)) return body.ids.filter((id): id is string => typeof id === 'string');
  if (body && typeof body.ids === 'string') return body.ids.split(',');
  return queryIds(req);
}

/** Legacy /api/blade-develop/code/list|detail|submit|remove|copy|gen-code (+ table-columns). */
export const registerCodeRest: RestRegistration = (deps) => {
  const base = '/blade-develop/code';
  route(
    deps,
    'GET',
    `${base}/list`,
    { platform: [CODE_CODES.view] },
    async (req, res, ctx) => {
      sendOk(res, pageToRest(await codeService.list(ctx, queryPage(req), codeFilter(req))));
    },
    { query: { ...PAGE_QUERY, ...filterQueryDoc(codeFilter) }, data: { page: CodeDefinition } },
  );
  route(
    deps,
    'GET',
    `${base}/detail`,
    { platform: [CODE_CODES.view] },
    async (req, res, ctx) => {
      sendOk(res, toRest(await codeService.detail(ctx, queryId(req))));
    },
    { query: { id: '主键' }, data: { type: CodeDefinition } },
  );
  route(
    deps,
    'POST',
    `${base}/submit`,
    { platform: [CODE_CODES.add, CODE_CODES.edit] },
    async (req, res, ctx) => {
      const input = await validateInput(CodeDefinitionInput, withFieldInputs(req.body));
      requirePlatformAdmin(ctx, input.id ? CODE_CODES.edit : CODE_CODES.add);
      const { entity, created } = await codeService.submit(ctx, input);
      sendOk(res, toRest(entity), created ? '新增成功' : '更新成功');
    },
    { body: CodeDefinitionInput, data: { type: CodeDefinition } },
  );
  route(
    deps,
    'POST',
    `${base}/remove`,
    { platform: [CODE_CODES.delete] },
    async (req, res, ctx) => {
      const removed = await codeService.remove(ctx, queryIds(req));
      sendOk(res, removed > 0, '删除成功');
    },
    { query: IDS_QUERY, bodySchema: IDS_BODY, data: { schema: { type: 'boolean' } } },
  );
  route(
    deps,
    'POST',
    `${base}/copy`,
    { platform: [CODE_COPY] },
    async (req, res, ctx) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const input = await validateInput(CopyCodeDefinitionInput, {
        id: queryText(req, 'id') ?? body.id,
        codeName: queryText(req, 'codeName') ?? body.codeName,
      });
      sendOk(res, toRest(await codeService.copy(ctx, input)), '复制成功');
    },
    { query: { id: '主键', codeName: '新的模块名' }, body: CopyCodeDefinitionInput, data: { type: CodeDefinition } },
  );
  route(
    deps,
    'GET',
    `${base}/table-columns`,
    { platform: [CODE_CODES.add, CODE_CODES.edit] },
    async (req, res, ctx) => {
      sendOk(res, await codeService.tableColumns(ctx, queryText(req, 'tableName') ?? ''));
    },
  );
  const gen = async (req: Request, res: Parameters<Parameters<typeof route>[4]>[1], ctx: RequestContext) => {
    const { name, bytes } = await codeService.archive(ctx, genIds(req));
    res.status(200);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.end(Buffer.from(bytes));
  };
  const genDoc = { summary: '生成代码（zip）', query: IDS_QUERY, file: 'application/zip' };
  route(deps, 'GET', `${base}/gen-code`, { platform: [CODE_GEN] }, gen, genDoc);
  route(deps, 'POST', `${base}/gen-code`, { platform: [CODE_GEN] }, gen, {
    ...genDoc,
    bodySchema: {
      type: 'object',
      properties: {
        ids: {
          description: '主键：数组或逗号分隔（也可在查询串中）',
          oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
        },
      },
    },
  });
  registerDatasourceRest(deps);
};

/**
 * BladeX's code module generates from registered data sources. Here the code definitions read this product's own
 * database: the one source its datasource calls list (without address or credentials); adding or removing sources
 * answers that they are not used.
 */
export const BUILT_IN_DATASOURCE = {
  id: '1',
  name: '本系统数据库',
  category: 'postgresql',
  driverClass: 'org.postgresql.Driver',
  status: 1,
  remark: '代码生成读取本系统数据库的表结构',
} as const;
export const DATASOURCE_UNSUPPORTED = '代码生成只使用本系统数据库，不能增加、修改或删除数据源';

const DATASOURCE_SCHEMA = {
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(BUILT_IN_DATASOURCE).map(([k, v]) => [k, { type: typeof v === 'number' ? 'integer' : 'string' }]),
  ),
};

function registerDatasourceRest(deps: Parameters<RestRegistration>[0]): void {
  const base = '/blade-develop/datasource';
  const view = { platform: [CODE_CODES.view] };
  const sourceFilter = (req: Request) => queryFilter(req, ['name']) as { name?: string };
  const sources = (name?: string) =>
    !name || BUILT_IN_DATASOURCE.name.includes(name) ? [{ ...BUILT_IN_DATASOURCE }] : [];
  route(
    deps,
    'GET',
    `${base}/list`,
    view,
    async (req, res) => {
      const found = sources(sourceFilter(req).name);
      sendOk(res, pageOf(found, found.length, queryPage(req)));
    },
    {
      query: { ...PAGE_QUERY, ...filterQueryDoc(sourceFilter) },
      data: { schema: { type: 'object', properties: { records: { type: 'array', items: DATASOURCE_SCHEMA } } } },
    },
  );
  route(deps, 'GET', `${base}/select`, view, async (_req, res) => sendOk(res, [{ ...BUILT_IN_DATASOURCE }]), {
    data: { schema: { type: 'array', items: DATASOURCE_SCHEMA } },
  });
  route(
    deps,
    'GET',
    `${base}/detail`,
    view,
    async (req, res) => {
      if (queryText(req, 'id') !== BUILT_IN_DATASOURCE.id) throw badInput('数据源不存在');
      sendOk(res, { ...BUILT_IN_DATASOURCE });
    },
    { query: { id: '主键' }, data: { schema: DATASOURCE_SCHEMA } },
  );
  unsupportedRoutes(deps, { platform: [CODE_CODES.edit] }, DATASOURCE_UNSUPPORTED, [
    ['POST', `${base}/submit`],
    ['POST', `${base}/remove`],
  ]);
}
