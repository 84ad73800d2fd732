import type { FilterQuery } from '@mikro-orm/core';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { resourceCodes } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { crudRest } from '../../engine/crud/crud.rest.js';
import { CrudService } from '../../engine/crud/crud.service.js';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { textWhere } from '../../engine/crud/where.js';
import { duplicate } from '../../engine/errors/domain-error.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { queryFilter } from '../../engine/rest/filters.js';
import { route } from '../../engine/rest/route.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';
import { Post } from './post.entity.js';
import { POST_EXPORT } from './transfer/exports.js';

export const POST_CODES = resourceCodes('post');

@InputType()
export class PostInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) version?: number;
  @Field(() => Int) @IsInt() @Min(1) @Max(4) category!: number;
  @Field(() => String) @RequiredText('请输入岗位编号', 64) postCode!: string;
  @Field(() => String) @RequiredText('请输入岗位名称', 64) postName!: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() sort?: number;
  @Field(() => String, { nullable: true }) @OptionalText() remark?: string;
}

@InputType()
export class PostFilter extends TimeFilter {
  @Field(() => String, { nullable: true, description: 'Only posts whose code contains this text.' })
  @IsOptional()
  @IsString()
  postCode?: string;
  @Field(() => String, { nullable: true, description: 'Only posts whose name contains this text.' })
  @IsOptional()
  @IsString()
  postName?: string;
}

class PostService extends CrudService<Post, PostInput, PostFilter> {
  constructor() {
    super({
      entity: Post,
      notFoundMessage: '岗位不存在',
      uniqueViolation: () => duplicate('岗位编号已存在', 'postCode'),
      orderBy: [{ sort: 'asc' }, { createTime: 'asc' }],
    });
  }

  override where(filter: PostFilter = {}): FilterQuery<Post> {
    return textWhere(filter as Record<string, unknown>, ['postCode', 'postName']) as FilterQuery<Post>;
  }

  protected override async validate(ctx: RequestContext, input: PostInput, existing?: Post): Promise<void> {
    const clash = await ctx.em.count(Post, {
      postCode: input.postCode.trim(),
      ...(existing ? { id: { $ne: existing.id } } : {}),
    });
    if (clash) throw duplicate('岗位编号已存在', 'postCode');
  }

  protected override assign(entity: Post, input: PostInput): void {
    entity.category = input.category;
    entity.postCode = input.postCode.trim();
    entity.postName = input.postName.trim();
    entity.sort = input.sort ?? 0;
    entity.remark = input.remark?.trim() || undefined;
  }
}

export const postService = new PostService();

export const PostResolver = crudResolver({
  entity: Post,
  input: PostInput,
  filter: PostFilter,
  service: postService,
  names: { one: 'post', many: 'posts' },
  codes: POST_CODES,
});

export const registerPostRest: RestRegistration = (deps) => {
  crudRest({
    base: '/blade-system/post',
    service: postService,
    input: PostInput,
    codes: POST_CODES,
    filter: (req) => queryFilter(req, ['postCode', 'postName']) as PostFilter,
    exporting: { definition: POST_EXPORT },
  })(deps);
  // The post select of the user form (SPEC section 7: GET select with tenantId): every post of the caller's tenant.
  route(deps, 'GET', '/blade-system/post/select', 'user', async (_req, res, ctx) => {
    sendOk(
      res,
      (await postService.all(ctx)).map((p) => ({ id: p.id, postName: p.postName, postCode: p.postCode })),
    );
  });
};
