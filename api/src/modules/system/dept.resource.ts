import type { FilterQuery } from '@mikro-orm/core';
import { IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { Dept, LOGIN_TYPES, type LoginType } from '../../engine/access/dept.entity.js';
import { resourceCodes } from '../../engine/access/permissions.js';
import { User } from '../../engine/auth/user.entity.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { crudRest } from '../../engine/crud/crud.rest.js';
import { CrudService } from '../../engine/crud/crud.service.js';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { textWhere } from '../../engine/crud/where.js';
import { badInput } from '../../engine/errors/domain-error.js';
import { queryFilter } from '../../engine/rest/filters.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';

export const DEPT_CODES = resourceCodes('dept');

@InputType()
export class DeptInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() parentId?: string;
  @Field(() => String, { description: 'Short name of the department (up to 100 characters).' })
  @RequiredText('请输入机构名称', 100)
  deptName!: string;
  @Field(() => String, { nullable: true, description: 'Full name of the department.' })
  @OptionalText()
  fullName?: string;
  @Field(() => String, { description: 'award or account.' })
  @IsIn(LOGIN_TYPES, { message: '请选择登录类型' })
  loginType!: LoginType;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() sort?: number;
  @Field(() => String, { nullable: true }) @OptionalText() remark?: string;
}

@InputType()
export class DeptFilter extends TimeFilter {
  @Field(() => String, { nullable: true, description: 'Only departments whose name contains this text.' })
  @IsOptional()
  @IsString()
  deptName?: string;
}

class DeptService extends CrudService<Dept, DeptInput, DeptFilter> {
  constructor() {
    super({
      entity: Dept,
      notFoundMessage: '机构不存在',
      tree: true,
      orderBy: [{ sort: 'asc' }, { createTime: 'asc' }],
    });
  }

  override where(filter: DeptFilter = {}): FilterQuery<Dept> {
    return textWhere(filter as Record<string, unknown>, ['deptName']) as FilterQuery<Dept>;
  }

  protected override assign(entity: Dept, input: DeptInput): void {
    entity.parentId = input.parentId || undefined;
    entity.deptName = input.deptName.trim();
    entity.fullName = input.fullName?.trim() || undefined;
    entity.loginType = input.loginType;
    entity.sort = input.sort ?? 0;
    entity.remark = input.remark?.trim() || undefined;
  }

  protected override async beforeRemove(ctx: RequestContext, rows: Dept[]): Promise<void> {
    if (rows.length && (await ctx.em.count(User, { deptId: { $in: rows.map((r) => r.id) } })))
      throw badInput('机构下还有用户，不能删除');
  }
}

export const deptService = new DeptService();

export const DeptResolver = crudResolver({
  entity: Dept,
  input: DeptInput,
  filter: DeptFilter,
  service: deptService,
  names: { one: 'dept', many: 'depts' },
  codes: DEPT_CODES,
  tree: true,
});

export const registerDeptRest: RestRegistration = crudRest({
  base: '/blade-system/dept',
  service: deptService,
  input: DeptInput,
  codes: DEPT_CODES,
  filter: (req) => queryFilter(req, ['deptName']) as DeptFilter,
  treeTitle: 'deptName',
  treeList: true,
  lazy: true,
});
