import { IsOptional, IsString } from 'class-validator';
import { Arg, Authorized, Ctx, Field, ID, InputType, Query, Resolver } from 'type-graphql';
import { ApiLog } from '../../engine/audit/api-log.entity.js';
import type { RequestContext } from '../../engine/context.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { sendOk } from '../../engine/rest/envelope.js';
import type { Request } from 'express';
import { filterQueryDoc, queryFilter } from '../../engine/rest/filters.js';
import { queryId, queryPage } from '../../engine/rest/query.js';
import { PAGE_QUERY, route } from '../../engine/rest/route.js';
import { pageToRest, toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { LogReader } from './log-reader.js';

/** Permission code of the API log. */
export const API_LOG_CODE = 'log_api';

@InputType()
export class ApiLogFilter extends TimeFilter {
  @Field(() => String, { nullable: true, description: 'Part of the title (mutation field or REST route).' })
  @IsOptional()
  @IsString()
  title?: string;
  @Field(() => String, { nullable: true, description: 'graphql, or a REST prefix such as blade-system.' })
  @IsOptional()
  @IsString()
  serviceId?: string;
  @Field(() => String, { nullable: true, description: 'Only calls whose path contains this text.' })
  @IsOptional()
  @IsString()
  requestUri?: string;
  @Field(() => String, { nullable: true, description: 'Part of the caller account.' })
  @IsOptional()
  @IsString()
  createBy?: string;
  @Field(() => String, { nullable: true, description: 'ok or an error code.' })
  @IsOptional()
  @IsString()
  result?: string;
  @Field(() => String, {
    nullable: true,
    description: 'Another tenant (administrators of the administrative tenant only).',
  })
  @IsOptional()
  @IsString()
  tenantId?: string;
}

export const apiLogReader = new LogReader<ApiLog, ApiLogFilter>(
  ApiLog,
  { title: 'title', serviceId: 'serviceId', requestUri: 'requestUri', createBy: 'createBy' },
  { result: 'result' },
);

export const ApiLogPage = PageType(ApiLog);
export type ApiLogPage = InstanceType<typeof ApiLogPage>;

@Resolver(() => ApiLog)
export class ApiLogResolver {
  @Authorized(API_LOG_CODE)
  @Query(() => ApiLogPage, { description: 'API log of the tenant (calls that changed data), newest first.' })
  async apiLogs(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => ApiLogFilter, { nullable: true }) filter?: ApiLogFilter,
  ): Promise<ApiLogPage> {
    return apiLogReader.page(ctx, pageRequest(page), filter);
  }

  @Authorized(API_LOG_CODE)
  @Query(() => ApiLog, { description: 'One API log entry by id.' })
  async apiLog(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<ApiLog> {
    return apiLogReader.detail(ctx, id);
  }
}

/** The filter of the legacy list from its query string. */
const listFilter = (req: Request) =>
  queryFilter(req, ['title', 'serviceId', 'requestUri', 'createBy', 'result', 'tenantId']) as ApiLogFilter;

/** Legacy GET /api/blade-log/api/list (current, size, filters) and /api/detail (id). */
export const registerApiLogRest: RestRegistration = (deps) => {
  route(
    deps,
    'GET',
    '/blade-log/api/list',
    { any: [API_LOG_CODE] },
    async (req, res, ctx) => {
      const filter = listFilter(req);
      sendOk(res, pageToRest(await apiLogReader.page(ctx, queryPage(req), filter)));
    },
    { query: { ...PAGE_QUERY, ...filterQueryDoc(listFilter) } },
  );
  route(deps, 'GET', '/blade-log/api/detail', { any: [API_LOG_CODE] }, async (req, res, ctx) => {
    sendOk(res, toRest(await apiLogReader.detail(ctx, queryId(req))));
  });
};
