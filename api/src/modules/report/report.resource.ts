import type { FilterQuery } from '@mikro-orm/core';
import { IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { Arg, Authorized, Ctx, Field, ID, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { resourceCodes } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { crudRest } from '../../engine/crud/crud.rest.js';
import { CrudService } from '../../engine/crud/crud.service.js';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { textWhere } from '../../engine/crud/where.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { queryFilter } from '../../engine/rest/filters.js';
import { queryId } from '../../engine/rest/query.js';
import { route } from '../../engine/rest/route.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';
import { parseReportContent, REPORT_KIND_NAMES, runReport } from './report-kinds.js';
import { ReportFile } from './report.entity.js';

/** Menu `report` (报表管理): reading and viewing; buttons add/edit/delete. */
export const REPORT_CODES = resourceCodes('report');

@InputType()
export class ReportFileInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) version?: number;
  @Field(() => String) @RequiredText('请输入报表名称', 100) name!: string;
  @Field(() => String) @IsIn(REPORT_KIND_NAMES, { message: '请选择报表类型' }) kind!: string;
  @Field(() => String, { nullable: true, description: 'Parameters as a JSON object.' }) @OptionalText(2000) content?:
    | string
    | null;
  @Field(() => String, { nullable: true }) @OptionalText() remark?: string | null;
}

@InputType()
export class ReportFileFilter extends TimeFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() name?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() kind?: string;
}

@ObjectType({ description: 'A column of a rendered report.' })
export class ReportColumn {
  @Field(() => String, { description: 'Key of the column.' }) key!: string;
  @Field(() => String, { description: 'Heading of the column.' }) label!: string;
  @Field(() => Boolean, { description: 'The column holds counts the chart draws as a series over the first column.' })
  series!: boolean;
}

@ObjectType({ description: 'A rendered report: columns and rows of text cells.' })
export class ReportData {
  @Field(() => String, { description: 'Title of the report.' }) title!: string;
  @Field(() => [ReportColumn], { description: 'The columns, in order.' }) columns!: ReportColumn[];
  @Field(() => [[String]], { description: 'The rows: one text per column.' }) rows!: string[][];
  @Field(() => Boolean, { description: 'The last row is a total: listed in the table, not drawn in the chart.' })
  totalRow!: boolean;
}

class ReportService extends CrudService<ReportFile, ReportFileInput, ReportFileFilter> {
  constructor() {
    super({ entity: ReportFile, notFoundMessage: '报表不存在' });
  }

  override where(filter: ReportFileFilter = {}): FilterQuery<ReportFile> {
    return textWhere(filter as Record<string, unknown>, ['name'], ['kind']) as FilterQuery<ReportFile>;
  }

  protected override async validate(_ctx: RequestContext, input: ReportFileInput): Promise<void> {
    parseReportContent(input.kind, input.content);
  }

  protected override assign(entity: ReportFile, input: ReportFileInput): void {
    entity.name = input.name.trim();
    entity.kind = input.kind;
    entity.content = input.content?.trim() || undefined;
    entity.remark = input.remark?.trim() || undefined;
  }

  /** Renders a definition's report over the caller's tenant. */
  async data(ctx: RequestContext, id: string): Promise<ReportData> {
    const file = await this.detail(ctx, id);
    return runReport(ctx, file.kind, file.content);
  }
}

export const reportService = new ReportService();

export const ReportFileResolver = crudResolver({
  entity: ReportFile,
  input: ReportFileInput,
  filter: ReportFileFilter,
  service: reportService,
  names: { one: 'reportFile', many: 'reportFiles' },
  codes: REPORT_CODES,
});

@Resolver()
export class ReportDataResolver {
  @Authorized(REPORT_CODES.view)
  @Query(() => ReportData, { description: "Runs the built-in report of a definition over the caller's tenant." })
  async reportFileData(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return reportService.data(ctx, id);
  }
}

/** Legacy /api/blade-report/report/rest/list|detail|submit|remove, and data (the rendered report). */
export const registerReportRest: RestRegistration = (deps) => {
  const base = '/blade-report/report/rest';
  route(deps, 'GET', `${base}/data`, { any: [REPORT_CODES.view] }, async (req, res, ctx) => {
    sendOk(res, await reportService.data(ctx, queryId(req)));
  });
  crudRest({
    base,
    service: reportService,
    input: ReportFileInput,
    codes: REPORT_CODES,
    filter: (req) => queryFilter(req, ['name', 'kind']) as ReportFileFilter,
  })(deps);
};
