import { IsOptional, IsString } from 'class-validator';
import { Arg, Authorized, Ctx, Field, ID, InputType, Query, Resolver } from 'type-graphql';
import { UsualLog } from '../../engine/audit/usual-log.entity.js';
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

/** Permission code of the usual log. */
export const USUAL_LOG_CODE = 'log_usual';

@InputType()
export class UsualLogFilter extends TimeFilter {
  @Field(() => String, { nullable: true, description: 'Part of the event name (logId).' })
  @IsOptional()
  @IsString()
  logId?: string;
  @Field(() => String, { nullable: true, description: 'Part of the details.' })
  @IsOptional()
  @IsString()
  logData?: string;
  @Field(() => String, { nullable: true, description: 'info, warn or error.' })
  @IsOptional()
  @IsString()
  logLevel?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() serviceId?: string;
  @Field(() => String, { nullable: true, description: 'Only entries whose path contains this text.' })
  @IsOptional()
  @IsString()
  requestUri?: string;
  @Field(() => String, { nullable: true, description: 'Part of the account that caused the event.' })
  @IsOptional()
  @IsString()
  createBy?: string;
  @Field(() => String, {
    nullable: true,
    description: 'Another tenant (administrators of the administrative tenant only).',
  })
  @IsOptional()
  @IsString()
  tenantId?: string;
}

export const usualLogReader = new LogReader<UsualLog, UsualLogFilter>(
  UsualLog,
  { logId: 'logId', logData: 'logData', serviceId: 'serviceId', requestUri: 'requestUri', createBy: 'createBy' },
  { logLevel: 'logLevel' },
);

export const UsualLogPage = PageType(UsualLog);
export type UsualLogPage = InstanceType<typeof UsualLogPage>;

@Resolver(() => UsualLog)
export class UsualLogResolver {
  @Authorized(USUAL_LOG_CODE)
  @Query(() => UsualLogPage, { description: 'Usual log of the tenant (business events), newest first.' })
  async usualLogs(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => UsualLogFilter, { nullable: true }) filter?: UsualLogFilter,
  ): Promise<UsualLogPage> {
    return usualLogReader.page(ctx, pageRequest(page), filter);
  }

  @Authorized(USUAL_LOG_CODE)
  @Query(() => UsualLog, { description: 'One usual log entry by id.' })
  async usualLog(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<UsualLog> {
    return usualLogReader.detail(ctx, id);
  }
}

/** The filter of the legacy list from its query string. */
const listFilter = (req: Request) =>
  queryFilter(req, [
    'logId',
    'logData',
    'logLevel',
    'serviceId',
    'requestUri',
    'createBy',
    'tenantId',
  ]) as UsualLogFilter;

/** Legacy GET /api/blade-log/usual/list (current, size, filters) and /usual/detail (id). */
export const registerUsualLogRest: RestRegistration = (deps) => {
  route(
    deps,
    'GET',
    '/blade-log/usual/list',
    { any: [USUAL_LOG_CODE] },
    async (req, res, ctx) => {
      const filter = listFilter(req);
      sendOk(res, pageToRest(await usualLogReader.page(ctx, queryPage(req), filter)));
    },
    { query: { ...PAGE_QUERY, ...filterQueryDoc(listFilter) } },
  );
  route(deps, 'GET', '/blade-log/usual/detail', { any: [USUAL_LOG_CODE] }, async (req, res, ctx) => {
    sendOk(res, toRest(await usualLogReader.detail(ctx, queryId(req))));
  });
};
