import type { FilterQuery } from '@mikro-orm/core';
import { IsInt, IsOptional, IsString, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { resourceCodes } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { crudRest } from '../../engine/crud/crud.rest.js';
import { CrudService } from '../../engine/crud/crud.service.js';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { textWhere } from '../../engine/crud/where.js';
import { badInput } from '../../engine/errors/domain-error.js';
import { queryFilter } from '../../engine/rest/filters.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { Attach } from '../../engine/storage/attach.entity.js';
import type { StoredFile } from '../../engine/storage/file.service.js';
import { extensionOf, safeFileName } from '../../engine/storage/storage.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';

/** attach (list, detail), attach_add (the screen's upload button), attach_edit (rename), attach_delete. */
export const ATTACH_CODES = resourceCodes('attach');

/** Submit of an attachment: only renaming and the remark; files arrive through the upload calls. */
@InputType()
export class AttachInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) version?: number;
  @Field(() => String) @RequiredText('请输入附件名称', 200) originalName!: string;
  @Field(() => String, { nullable: true }) @OptionalText() remark?: string;
}

@InputType()
export class AttachFilter extends TimeFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() originalName?: string;
  @Field(() => String, {
    nullable: true,
    description: 'Only files with this extension (with or without the dot, any case).',
  })
  @IsOptional()
  @IsString()
  extension?: string;
}

class AttachService extends CrudService<Attach, AttachInput, AttachFilter> {
  constructor() {
    super({ entity: Attach, notFoundMessage: '附件不存在' });
  }

  override where(filter: AttachFilter = {}): FilterQuery<Attach> {
    const ext = filter.extension?.trim().replace(/^\./, '').toLowerCase();
    return textWhere(
      { ...filter, extension: ext } as Record<string, unknown>,
      ['originalName'],
      ['extension'],
    ) as FilterQuery<Attach>;
  }

  protected override async validate(_ctx: RequestContext, _input: AttachInput, existing?: Attach): Promise<void> {
    if (!existing) throw badInput('附件只能通过上传新增');
  }

  /** A new name keeps the stored file's extension, so the download name never lies about the content. */
  protected override assign(entity: Attach, input: AttachInput): void {
    let name = safeFileName(input.originalName);
    if (extensionOf(name) !== entity.extension) name = `${name}.${entity.extension}`;
    entity.originalName = name;
    entity.remark = input.remark?.trim() || undefined;
  }

  /** The record of a file just stored (put-file-attach). */
  async record(ctx: RequestContext, file: StoredFile, link: { link: string; domain: string }): Promise<Attach> {
    const attach = ctx.em.create(Attach, {
      tenantId: ctx.tenantId,
      createUser: ctx.userId,
      createDept: ctx.user?.deptId,
      updateUser: ctx.userId,
      link: link.link,
      domain: link.domain,
      name: file.key,
      originalName: file.originalName,
      extension: file.extension,
      attachSize: file.size,
      contentType: file.contentType,
      ossId: file.ossId,
    });
    await this.flush(ctx);
    return attach;
  }
}

export const attachService = new AttachService();

export const AttachResolver = crudResolver({
  entity: Attach,
  input: AttachInput,
  filter: AttachFilter,
  service: attachService,
  names: { one: 'attachment', many: 'attachments' },
  codes: ATTACH_CODES,
});

/**
 * GET list (originalName, extension, createTime_dategt/datelt), detail; POST submit (rename), remove (ids).
 * Removal is soft: the record is hidden and the stored file stays, because business records may still link it.
 */
export const registerAttachRest: RestRegistration = crudRest({
  base: '/blade-resource/attach',
  service: attachService,
  input: AttachInput,
  codes: ATTACH_CODES,
  filter: (req) => queryFilter(req, ['originalName', 'extension']) as AttachFilter,
});
