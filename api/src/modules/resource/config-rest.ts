import type { Request } from 'express';
import type { BaseEntity } from '../../db/base.entity.js';
import type { ResourceCodes } from '../../engine/access/permissions.js';
import { requirePermission } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import type { CrudService, SubmitInput } from '../../engine/crud/crud.service.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { queryId, queryIds, queryPage } from '../../engine/rest/query.js';
import { IDS_BODY, IDS_QUERY } from '../../engine/crud/crud.rest.js';
import { filterQueryDoc } from '../../engine/rest/filters.js';
import { PAGE_QUERY, route } from '../../engine/rest/route.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';

export interface ConfigRestOptions<E extends BaseEntity, I extends SubmitInput, F extends object> {
  base: string;
  service: CrudService<E, I, F> & { enable(ctx: RequestContext, id: string): Promise<E> };
  input: new () => I;
  filter: (req: Request) => F;
  codes: ResourceCodes & { enable: string };
  /** The REST shape of a row (secrets masked). */
  serialize: (entity: E) => Record<string, unknown>;
}

/**
 * Legacy calls of a configuration resource with a write-only secret: list, detail, submit, remove as for
 * every resource, with rows serialized by the resource (secret masked), plus POST enable (id).
 */
export function configRest<E extends BaseEntity, I extends SubmitInput, F extends object>(
  o: ConfigRestOptions<E, I, F>,
): RestRegistration {
  return (deps) => {
    route(
      deps,
      'GET',
      `${o.base}/list`,
      { any: [o.codes.view] },
      async (req, res, ctx) => {
        const page = await o.service.list(ctx, queryPage(req), o.filter(req));
        sendOk(res, { ...page, records: page.records.map(o.serialize) });
      },
      { query: { ...PAGE_QUERY, ...filterQueryDoc(o.filter) } },
    );
    route(
      deps,
      'GET',
      `${o.base}/detail`,
      { any: [o.codes.view] },
      async (req, res, ctx) => {
        sendOk(res, o.serialize(await o.service.detail(ctx, queryId(req))));
      },
      { query: { id: '主键' } },
    );
    route(
      deps,
      'POST',
      `${o.base}/submit`,
      { any: [o.codes.add, o.codes.edit] },
      async (req, res, ctx) => {
        const input = await validateInput(o.input, req.body);
        requirePermission(ctx, input.id ? o.codes.edit : o.codes.add);
        const { entity, created } = await o.service.submit(ctx, input);
        sendOk(res, o.serialize(entity), created ? '新增成功' : '更新成功');
      },
      { body: o.input },
    );
    route(
      deps,
      'POST',
      `${o.base}/remove`,
      { any: [o.codes.delete] },
      async (req, res, ctx) => {
        sendOk(res, (await o.service.remove(ctx, queryIds(req))) > 0, '删除成功');
      },
      { query: IDS_QUERY, bodySchema: IDS_BODY, data: { schema: { type: 'boolean' } } },
    );
    route(
      deps,
      'POST',
      `${o.base}/enable`,
      { any: [o.codes.enable] },
      async (req, res, ctx) => {
        const id = queryId(req) ?? '';
        sendOk(res, o.serialize(await o.service.enable(ctx, id)), '启用成功');
      },
      { query: { id: '主键' }, noBody: '参数 id 在查询串中' },
    );
  };
}
