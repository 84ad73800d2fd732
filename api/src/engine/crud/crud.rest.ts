import type { Request } from 'express';
import type { BaseEntity } from '../../db/base.entity.js';
import { buildTree, type TreeNode } from '../access/menu-tree.js';
import type { ResourceCodes } from '../access/permissions.js';
import { requirePermission, requirePlatformAdmin } from '../access/permissions.js';
import { sendOk } from '../rest/envelope.js';
import { filterQueryDoc } from '../rest/filters.js';
import { queryId, queryIds, queryPage, queryText } from '../rest/query.js';
import { PAGE_QUERY, type RestAccess, route } from '../rest/route.js';
import { pageToRest, toRest } from '../rest/serialize.js';
import type { RestRegistration } from '../rest/types.js';
import { validateInput } from '../validation/validate.js';
import type { CrudService, SubmitInput } from './crud.service.js';
import type { ExportDefinition } from './export.js';
import { exportCode, exportRoutes } from './transfer.rest.js';

export interface CrudRestOptions<E extends BaseEntity, I extends SubmitInput, F extends object> {
  /** Legacy prefix, such as /blade-system/post. */
  base: string;
  service: CrudService<E, I, F>;
  input: new () => I;
  /** The filter of a list call from its query string. */
  filter: (req: Request) => F;
  codes: ResourceCodes;
  platform?: boolean;
  /** Tree label field: adds GET tree (nested { id, parentId, title, key, value, children }). */
  treeTitle?: keyof E & string;
  /**
   * BladeX answers GET list of this resource as a tree (every row of the filter, nested under `children`, with
   * `hasChildren`) rather than a page; with `lazy` also GET lazy-list and lazy-tree (one level under `parentId`).
   */
  treeList?: boolean;
  lazy?: boolean;
  /** The submit body before validation (legacy field names mapped to the input's); default the request body. */
  body?: (req: Request) => unknown;
  /**
   * Adds GET `{base}/export` (plus `paths`): the filtered list as .xlsx, for holders of the view code and
   * `<view>_export`.
   */
  exporting?: { definition: ExportDefinition<E, any>; paths?: string[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Legacy REST calls of a plain resource: GET list, detail (and tree); POST submit, remove (ids). */
export function crudRest<E extends BaseEntity, I extends SubmitInput, F extends object>(
  o: CrudRestOptions<E, I, F>,
): RestRegistration {
  const view: RestAccess = o.platform ? { platform: [o.codes.view] } : { any: [o.codes.view] };
  const filterQuery = filterQueryDoc(o.filter);
  return (deps) => {
    const entity = { type: o.service.entity };
    if (o.treeList) {
      route(
        deps,
        'GET',
        `${o.base}/list`,
        view,
        async (req, res, ctx) => {
          const rows = (await o.service.all(ctx, o.filter(req))) as unknown as (E & { parentId?: string })[];
          sendOk(res, restRowTree(buildTree(rows)));
        },
        {
          description: 'BladeX 的树形列表：按条件的全部记录，子节点在 children 中，hasChildren 表示有下级。',
          query: filterQuery,
          data: { schema: { type: 'array', items: { type: 'object' } } },
        },
      );
    } else {
      route(
        deps,
        'GET',
        `${o.base}/list`,
        view,
        async (req, res, ctx) => {
          sendOk(res, pageToRest(await o.service.list(ctx, queryPage(req), o.filter(req))));
        },
        { query: { ...PAGE_QUERY, ...filterQuery }, data: { page: o.service.entity } },
      );
    }
    if (o.lazy && o.treeTitle) {
      const title = o.treeTitle;
      /** One level of the tree under `parentId` (absent or 0: the roots), each row with `hasChildren`. */
      const level = async (req: Request, ctx: Parameters<typeof o.service.all>[0]) =>
        treeLevel(
          (await o.service.all(ctx, o.filter(req))) as unknown as (E & { parentId?: string })[],
          queryText(req, 'parentId'),
        );
      route(
        deps,
        'GET',
        `${o.base}/lazy-list`,
        view,
        async (req, res, ctx) => {
          sendOk(res, lazyRows(await level(req, ctx)));
        },
        { ...LAZY_LIST_DOC, query: { ...LAZY_LIST_DOC.query, ...filterQuery } },
      );
      route(
        deps,
        'GET',
        `${o.base}/lazy-tree`,
        view,
        async (req, res, ctx) => {
          const rows = await level(req, ctx);
          sendOk(
            res,
            rows.map(({ row, hasChildren }) => ({
              id: row.id,
              parentId: row.parentId ?? '0',
              title: row[title],
              key: row.id,
              value: row.id,
              hasChildren,
            })),
          );
        },
        {
          query: { ...LAZY_LIST_DOC.query, ...filterQuery },
          data: { schema: { type: 'array', items: { $ref: '#/components/schemas/TreeNode' } } },
        },
      );
    }
    route(
      deps,
      'GET',
      `${o.base}/detail`,
      view,
      async (req, res, ctx) => {
        sendOk(res, toRest(await o.service.detail(ctx, queryId(req))));
      },
      { query: { id: '主键' }, data: entity },
    );
    route(
      deps,
      'POST',
      `${o.base}/submit`,
      o.platform ? { platform: [o.codes.add, o.codes.edit] } : { any: [o.codes.add, o.codes.edit] },
      async (req, res, ctx) => {
        const input = await validateInput(o.input, o.body ? o.body(req) : req.body);
        (o.platform ? requirePlatformAdmin : requirePermission)(ctx, input.id ? o.codes.edit : o.codes.add);
        const { entity, created } = await o.service.submit(ctx, input);
        sendOk(res, toRest(entity), created ? '新增成功' : '更新成功');
      },
      { body: o.input, data: entity },
    );
    route(
      deps,
      'POST',
      `${o.base}/remove`,
      o.platform ? { platform: [o.codes.delete] } : { any: [o.codes.delete] },
      async (req, res, ctx) => {
        const removed = await o.service.remove(ctx, queryIds(req));
        sendOk(res, removed > 0, '删除成功');
      },
      { query: IDS_QUERY, bodySchema: IDS_BODY, data: { schema: { type: 'boolean' } } },
    );
    if (o.exporting) {
      const code = exportCode(o.codes.view);
      exportRoutes(deps, {
        paths: [`${o.base}/export`, ...(o.exporting.paths ?? [])],
        access: o.platform ? { platform: [code] } : { any: [code] },
        alsoRequire: [o.codes.view],
        service: o.service,
        filter: o.filter,
        definition: o.exporting.definition,
      });
    }
    if (o.treeTitle) {
      const title = o.treeTitle;
      route(
        deps,
        'GET',
        `${o.base}/tree`,
        view,
        async (_req, res, ctx) => {
          const rows = (await o.service.all(ctx)) as unknown as (E & { parentId?: string })[];
          sendOk(res, restTree(buildTree(rows), title));
        },
        { data: { schema: { type: 'array', items: { $ref: '#/components/schemas/TreeNode' } } } },
      );
    }
  };
}

/** `ids` of a legacy remove call: in the query, or a form or JSON field. */
export const IDS_QUERY = { ids: '主键，逗号分隔' };
export const IDS_BODY = {
  type: 'object',
  properties: { ids: { type: 'string', description: '主键，逗号分隔（也可在查询串中）' } },
};
/** The doc of a legacy remove call: `ids` in the query or the body, answering whether any row was removed. */
export const REMOVE_IDS_DOC = { query: IDS_QUERY, bodySchema: IDS_BODY, data: { schema: { type: 'boolean' } } };

/** The doc of a BladeX lazy list (one level of a tree under `parentId`). */
export const LAZY_LIST_DOC = {
  query: { parentId: '上级主键（不传或 0 为顶层）' },
  data: { schema: { type: 'array', items: { type: 'object' } } },
} as const;

/**
 * One level of a tree: the rows directly under `parentId` (absent or 0: the roots, and rows whose parent is not
 * among `rows`), each with `hasChildren` (computed from `rows`).
 */
export function treeLevel<E extends { id: string; parentId?: string | null }>(
  rows: E[],
  parentId: string | undefined,
): { row: E; hasChildren: boolean }[] {
  const ids = new Set(rows.map((r) => r.id));
  const parents = new Set(rows.map((r) => r.parentId).filter(Boolean));
  const top = !parentId || parentId === '0';
  return rows
    .filter((r) => (top ? !r.parentId || !ids.has(r.parentId) : r.parentId === parentId))
    .map((row) => ({ row, hasChildren: parents.has(row.id) }));
}

/** Lazy-list rows: every field, `parentId` 0 at the top, and `hasChildren`. */
export function lazyRows<E extends { id: string; parentId?: string | null }>(
  level: { row: E; hasChildren: boolean }[],
): Record<string, unknown>[] {
  return level.map(({ row, hasChildren }) => ({ ...toRest(row), parentId: row.parentId ?? '0', hasChildren }));
}

/** Rows as BladeX's list trees show them: every field, `parentId` 0 at the top, `children` and `hasChildren`. */
export function restRowTree<E extends { id: string; parentId?: string }>(nodes: TreeNode<E>[]): unknown[] {
  return nodes.map(({ item, children }) => ({
    ...toRest(item),
    parentId: item.parentId ?? '0',
    hasChildren: children.length > 0,
    children: restRowTree(children),
  }));
}

/** The BladeX tree node shape. */
export function restTree<E extends { id: string; parentId?: string }>(
  nodes: TreeNode<E>[],
  title: keyof E & string,
): unknown[] {
  return nodes.map(({ item, children }) => ({
    id: item.id,
    parentId: item.parentId ?? '0',
    title: item[title],
    key: item.id,
    value: item.id,
    hasChildren: children.length > 0,
    children: restTree(children, title),
  }));
}
