import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { ADMIN_TENANT_ID } from '../access/permissions.js';
import type { RequestContext } from '../context.js';
import { CrudService } from '../crud/crud.service.js';
import { TimeFilter } from '../crud/time-filter.js';
import { textWhere } from '../crud/where.js';
import { badInput, duplicate } from '../errors/domain-error.js';
import { OptionalText, RequiredText } from '../validation/rules.js';
import { type DictEntry, SEALED } from './dict.entity.js';

/** Messages of the dictionary rules (one per case, shared by GraphQL and REST). */
export const DICT_MESSAGES = {
  notFound: '字典不存在',
  codeRequired: '请输入字典编号',
  codeFormat: '字典编号只能包含字母、数字、下划线和横线，且以字母开头',
  codeTaken: '字典编号已存在',
  keyRequired: '请输入字典键值',
  keyTaken: '同一上级下字典键值已存在',
  valueRequired: '请输入字典名称',
  sealedEdit: '字典已封存，不能修改',
  sealedRemove: '字典已封存，不能删除',
  sealedParent: '字典已封存，不能新增字典项',
  level: '字典与字典项不能互相转换',
  otherDictionary: '字典项不能移到其他字典下',
} as const;

const CODE_PATTERN = /^[A-Za-z][\w-]{0,63}$/;

@InputType({
  description: 'A dictionary (no parentId: code and dictValue as its name) or an item (parentId, dictKey, dictValue).',
})
export class DictInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => ID, { nullable: true, description: 'Parent entry; empty makes a dictionary.' })
  @IsOptional()
  @IsString()
  parentId?: string;
  @Field(() => String, {
    nullable: true,
    description: "Code of a dictionary; items take their parent's code (a given value is ignored).",
  })
  @OptionalText(64)
  code?: string;
  @Field(() => String, { nullable: true, description: 'Key of an item (required for items).' })
  @OptionalText(64)
  dictKey?: string;
  @Field(() => String) @RequiredText(DICT_MESSAGES.valueRequired, 255) dictValue!: string;
  @Field(() => String, { nullable: true, description: 'English label; empty: English mode shows dictValue.' })
  @OptionalText(255)
  dictValueEn?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() sort?: number;
  @Field(() => Int, { nullable: true, description: '0 no, 1 yes.' })
  @IsOptional()
  @IsIn([SEALED.no, SEALED.yes], { message: '封存状态只能是 0 或 1' })
  isSealed?: number;
  @Field(() => String, { nullable: true }) @OptionalText() remark?: string;
}

@InputType()
export class DictFilter extends TimeFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() code?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() dictValue?: string;
  @Field(() => ID, { nullable: true, description: 'Children of this entry (child-list).' })
  @IsOptional()
  @IsString()
  parentId?: string;
  @Field(() => Boolean, { nullable: true, description: 'Only dictionaries, the top-level entries (parent-list).' })
  @IsOptional()
  @IsBoolean()
  root?: boolean;
}

@InputType({ description: 'Seals (1) or unseals (0) one entry.' })
export class SealDictInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => Int, { description: '1 sealed (cannot be edited or removed), 0 not sealed.' })
  @IsIn([SEALED.no, SEALED.yes], { message: '封存状态只能是 0 或 1' })
  isSealed!: number;
}

const norm = (v: string | null | undefined) => v?.trim() || undefined;

/**
 * The rules of a dictionary (system or business): codes unique among dictionaries, keys unique under one parent,
 * items inherit their dictionary's code (renaming a dictionary's code renames its items' codes in the same
 * flush), sealed entries are neither changed nor removed (only unsealed), parents with children stay.
 */
export class DictService<E extends DictEntry> extends CrudService<E, DictInput, DictFilter> {
  constructor(
    entity: EntityClass<E>,
    /** Platform data: rows belong to the administrative tenant whoever writes them. */
    private readonly platform: boolean,
  ) {
    super({
      entity,
      notFoundMessage: DICT_MESSAGES.notFound,
      tree: true,
      uniqueViolation: () => duplicate(DICT_MESSAGES.keyTaken, 'dictKey'),
      orderBy: [{ sort: 'asc' }, { createTime: 'asc' }, { id: 'asc' }],
    });
  }

  override where(filter: DictFilter = {}): FilterQuery<E> {
    const where = textWhere(filter as Record<string, unknown>, ['code', 'dictValue'], ['parentId']);
    if (filter.root) where.parentId = null;
    return where as FilterQuery<E>;
  }

  /** The items of the dictionary `code` (every entry below it), in sort order: what dictionary selects use. */
  async dictionary(ctx: RequestContext, code: string): Promise<E[]> {
    const wanted = code.trim();
    if (!wanted) throw badInput(DICT_MESSAGES.codeRequired, [{ field: 'code', message: DICT_MESSAGES.codeRequired }]);
    return ctx.em.find(this.entity, { code: wanted, parentId: { $ne: null } } as FilterQuery<E>, {
      orderBy: this.order(),
      limit: 5000,
    });
  }

  override async submit(ctx: RequestContext, input: DictInput): Promise<{ entity: E; created: boolean }> {
    const existing = input.id ? await this.detail(ctx, input.id) : undefined;
    const parentId = norm(input.parentId);
    if (existing && Boolean(existing.parentId) !== Boolean(parentId))
      throw badInput(DICT_MESSAGES.level, [{ field: 'parentId', message: DICT_MESSAGES.level }]);
    if (existing?.isSealed === SEALED.yes && !onlyUnseals(existing, input)) throw badInput(DICT_MESSAGES.sealedEdit);

    let code: string;
    if (parentId) {
      const parent = await ctx.em.findOne(this.entity, { id: parentId } as FilterQuery<E>);
      if (!parent) throw badInput('上级字典不存在', [{ field: 'parentId', message: '上级字典不存在' }]);
      if (existing && parent.code !== existing.code)
        throw badInput(DICT_MESSAGES.otherDictionary, [{ field: 'parentId', message: DICT_MESSAGES.otherDictionary }]);
      if (parent.isSealed === SEALED.yes && existing?.parentId !== parentId) throw badInput(DICT_MESSAGES.sealedParent);
      code = parent.code;
      const dictKey = norm(input.dictKey);
      if (!dictKey)
        throw badInput(DICT_MESSAGES.keyRequired, [{ field: 'dictKey', message: DICT_MESSAGES.keyRequired }]);
      const clash = await ctx.em.count(this.entity, {
        parentId,
        dictKey,
        ...(existing ? { id: { $ne: existing.id } } : {}),
      } as FilterQuery<E>);
      if (clash) throw duplicate(DICT_MESSAGES.keyTaken, 'dictKey');
    } else {
      code = norm(input.code) ?? '';
      if (!code) throw badInput(DICT_MESSAGES.codeRequired, [{ field: 'code', message: DICT_MESSAGES.codeRequired }]);
      if (!CODE_PATTERN.test(code))
        throw badInput(DICT_MESSAGES.codeFormat, [{ field: 'code', message: DICT_MESSAGES.codeFormat }]);
      const clash = await ctx.em.count(this.entity, {
        parentId: null,
        code,
        ...(existing ? { id: { $ne: existing.id } } : {}),
      } as FilterQuery<E>);
      if (clash) throw duplicate(DICT_MESSAGES.codeTaken, 'code');
      if (existing && existing.code !== code) {
        // The items follow their dictionary's new code; they are saved in the same flush (one transaction).
        const items = await ctx.em.find(this.entity, {
          code: existing.code,
          parentId: { $ne: null },
        } as FilterQuery<E>);
        for (const item of items) item.code = code;
      }
    }
    return super.submit(ctx, Object.assign(new DictInput(), input, { parentId, code }));
  }

  protected override assign(entity: E, input: DictInput): void {
    if (this.platform) entity.tenantId = ADMIN_TENANT_ID;
    entity.parentId = norm(input.parentId);
    entity.code = input.code!;
    entity.dictKey = entity.parentId ? norm(input.dictKey) : undefined;
    entity.dictValue = input.dictValue.trim();
    entity.dictValueEn = norm(input.dictValueEn);
    entity.sort = input.sort ?? 0;
    entity.isSealed = input.isSealed ?? entity.isSealed ?? SEALED.no;
    entity.remark = norm(input.remark);
  }

  /** Seals or unseals one entry. */
  async seal(ctx: RequestContext, id: string, isSealed: number): Promise<E> {
    const entity = await this.detail(ctx, id);
    entity.isSealed = isSealed;
    entity.updateUser = ctx.userId;
    await this.flush(ctx);
    return entity;
  }

  protected override async beforeRemove(_ctx: RequestContext, rows: E[]): Promise<void> {
    if (rows.some((r) => r.isSealed === SEALED.yes)) throw badInput(DICT_MESSAGES.sealedRemove);
  }
}

/** A sealed entry accepts one change only: unsealing, with every other field as it is. */
function onlyUnseals(existing: DictEntry, input: DictInput): boolean {
  if (input.isSealed !== SEALED.no) return false;
  const same = (a: string | undefined | null, b: string | undefined | null) => (norm(a) ?? '') === (norm(b) ?? '');
  return (
    same(existing.parentId, input.parentId) &&
    same(existing.dictValue, input.dictValue) &&
    same(existing.dictValueEn, input.dictValueEn) &&
    (!existing.parentId ? same(existing.code, input.code) : same(existing.dictKey, input.dictKey)) &&
    (input.sort ?? 0) === existing.sort &&
    same(existing.remark, input.remark)
  );
}
