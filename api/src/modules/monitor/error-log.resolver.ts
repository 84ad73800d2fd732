import { ArrayMaxSize, ArrayMinSize, IsDate, IsOptional, IsString, ValidateNested } from 'class-validator';
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  GraphQLISODateTime,
  ID,
  InputType,
  Int,
  Mutation,
  Query,
  Resolver,
} from 'type-graphql';
import { ErrorLog } from '../../engine/audit/error-log.entity.js';
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
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';
import { errorLogService } from './error-log.service.js';

/** Permission code of the error log. */
export const ERROR_LOG_CODE = 'log_error';

@InputType({ description: 'An error the client met, reported for the error log.' })
export class ClientErrorInput {
  @Field(() => String, { description: 'Kind of error: error, unhandledrejection, render ... (up to 32 characters).' })
  @RequiredText('缺少错误类型', 32)
  kind!: string;
  @Field(() => String, { description: 'The error message.' }) @RequiredText('缺少错误信息', 2000) message!: string;
  @Field(() => String, { description: 'Its stack trace.', nullable: true }) @OptionalText(8000) stack?: string;
  @Field(() => String, { description: 'Address of the page where it happened.', nullable: true })
  @OptionalText(1000)
  url?: string;
  @Field(() => GraphQLISODateTime, { description: 'When it happened.', nullable: true })
  @IsOptional()
  @IsDate()
  time?: Date;
  @Field(() => String, { description: "The browser's user agent.", nullable: true })
  @OptionalText(255)
  userAgent?: string;
}

@InputType({ description: 'Errors the client met, reported together.' })
export class ClientErrorsInput {
  @Field(() => [ClientErrorInput], { description: 'The errors.' })
  @ArrayMinSize(1, { message: '没有要上传的错误' })
  @ArrayMaxSize(50, { message: '一次最多上传 50 条错误' })
  @ValidateNested({ each: true })
  errors!: ClientErrorInput[];
}

@InputType()
export class ErrorLogFilter extends TimeFilter {
  @Field(() => String, { nullable: true, description: 'Only errors whose message contains this text.' })
  @IsOptional()
  @IsString()
  message?: string;
  @Field(() => String, { nullable: true, description: 'client or server.' }) @IsOptional() @IsString() source?: string;
  @Field(() => String, { nullable: true, description: 'Part of the page or request address.' })
  @IsOptional()
  @IsString()
  requestUri?: string;
  @Field(() => String, { nullable: true, description: 'Part of the account.' })
  @IsOptional()
  @IsString()
  createBy?: string;
  @Field(() => String, { nullable: true, description: 'Request id of a server error.' })
  @IsOptional()
  @IsString()
  requestId?: string;
  @Field(() => String, {
    nullable: true,
    description: 'Another tenant (administrators of the administrative tenant only).',
  })
  @IsOptional()
  @IsString()
  tenantId?: string;
}

export const ErrorLogPage = PageType(ErrorLog);
export type ErrorLogPage = InstanceType<typeof ErrorLogPage>;

@Resolver(() => ErrorLog)
export class ErrorLogResolver {
  @Authorized()
  @Mutation(() => Int, { description: "Uploads the browser's local error log; answers how many were stored." })
  async reportClientErrors(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ClientErrorsInput) input: ClientErrorsInput,
  ): Promise<number> {
    return errorLogService.report(ctx, input.errors);
  }

  @Authorized(ERROR_LOG_CODE)
  @Query(() => ErrorLogPage, { description: 'The error log of the tenant, newest first.' })
  async errorLogs(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => ErrorLogFilter, { nullable: true }) filter?: ErrorLogFilter,
  ): Promise<ErrorLogPage> {
    return errorLogService.page(ctx, pageRequest(page), filter);
  }

  @Authorized(ERROR_LOG_CODE)
  @Query(() => ErrorLog, { description: 'One error log entry by id.' })
  async errorLog(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<ErrorLog> {
    return errorLogService.detail(ctx, id);
  }
}

/** The filter of the legacy list from its query string. */
const listFilter = (req: Request) =>
  queryFilter(req, ['message', 'source', 'requestUri', 'createBy', 'requestId', 'tenantId']) as ErrorLogFilter;

/** Legacy GET /api/blade-log/error/list (current, size, filters) and /error/detail (id). */
export const registerErrorLogRest: RestRegistration = (deps) => {
  route(
    deps,
    'GET',
    '/blade-log/error/list',
    { any: [ERROR_LOG_CODE] },
    async (req, res, ctx) => {
      const filter = listFilter(req);
      sendOk(res, pageToRest(await errorLogService.page(ctx, queryPage(req), filter)));
    },
    { query: { ...PAGE_QUERY, ...filterQueryDoc(listFilter) } },
  );
  route(deps, 'GET', '/blade-log/error/detail', { any: [ERROR_LOG_CODE] }, async (req, res, ctx) => {
    sendOk(res, toRest(await errorLogService.detail(ctx, queryId(req))));
  });
};
