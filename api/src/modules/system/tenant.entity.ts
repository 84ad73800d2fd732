import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { v7 as uuidv7 } from 'uuid';

/**
 * A tenant of the platform (code such as 000000). Only what the foundation needs: the identity issue adds
 * domain, account quota, expiry and the screens. Tenants are not themselves tenant-owned.
 */
@Entity({ tableName: 'blade_tenant' })
export class Tenant {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Unique()
  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Property({ type: 'string', length: 100 })
  tenantName!: string;

  /** 1 active, 0 disabled. */
  @Property({ type: 'smallint', default: 1 })
  status: number & Opt = 1;

  @Property({ type: 'datetime', defaultRaw: 'current_timestamp' })
  createTime: Date & Opt = new Date();

  @Property({ type: 'smallint', default: 0 })
  isDeleted: number & Opt = 0;
}
