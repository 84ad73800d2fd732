import type { Request } from 'express';
import type { BaseEntity } from '../../db/base.entity.js';
import { buildTree, type TreeNode } from '../access/menu-tree.js';
import type { ResourceCodes } from '../access/permissions.js';
import { requirePermission, requirePlatformAdmin } from '../access/permissions.js';
import { sendOk } from '../rest/envelope.js';
import { queryId, queryIds, queryPage } from '../rest/query.js';
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
  return (deps) => {
    const entity = { type: o.service.entity };
    route(
      deps,
      'GET',
      `${o.base}/list`,
      view,
      async (req, res, ctx) => {
        sendOk(res, pageToRest(await o.service.list(ctx, queryPage(req), o.filter(req))));
      },
      { query: PAGE_QUERY, data: { page: o.service.entity } },
    );
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
        const input = await validateInput(o.input, req.body);
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
      { query: { ids: '主键，逗号分隔' }, data: { schema: { type: 'boolean' } } },
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
