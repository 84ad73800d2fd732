import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { v7 as uuidv7 } from 'uuid';

/**
 * An opaque refresh token, stored as its SHA-256. Every refresh uses it up and issues the next one of the same
 * family; using a spent token again revokes the whole family (reuse detection).
 */
@Entity({ tableName: 'blade_refresh_token' })
export class RefreshToken {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'string', length: 36, index: true })
  familyId!: string;

  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Property({ type: 'string', length: 36, index: true })
  userId!: string;

  @Property({ type: 'string', length: 64 })
  clientId!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date;

  @Property({ type: 'datetime', defaultRaw: 'current_timestamp' })
  createTime: Date & Opt = new Date();
}
