import { type Opt } from '@mikro-orm/core';
import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { FormDefinition } from '@zhuxie/domain/forms/definition';
import { BaseEntity } from '../../db/base.entity.js';

/**
 * One version of a programme's application form (issue "Award forms as declarations"). A programme without a
 * stored version uses its award type's built-in definition. The version an application is submitted with is
 * frozen; a later change makes the next version, so every application keeps the definition it was made with.
 */
@Entity({ tableName: 'lnjzxh_award_form_version' })
@Unique({ name: 'lnjzxh_award_form_version_unique', properties: ['tenantId', 'programmeId', 'formVersion'] })
export class AwardFormVersion extends BaseEntity {
  @Property({ type: 'string', length: 36 })
  programmeId!: string;

  /** 1, 2 ... per programme (the definition's own `version`). */
  @Property({ type: 'integer' })
  formVersion!: number;

  @Property({ type: 'json' })
  definition!: FormDefinition;

  /** Set when the first application is submitted with it; a frozen version is never changed again. */
  @Property({ type: 'boolean', default: false })
  frozen: boolean & Opt = false;
}
