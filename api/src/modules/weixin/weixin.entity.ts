import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { v7 as uuidv7 } from 'uuid';

/**
 * A messaging-app binding: the open id a WeChat official account (app id) gives a user, bound to one account.
 * An open id is bound to at most one account per app id, and an account to at most one open id per app id.
 * Unbinding removes the row.
 */
@Entity({ tableName: 'weixin_binding' })
@Unique({ name: 'weixin_binding_app_id_open_id_unique', properties: ['appId', 'openId'] })
@Unique({ name: 'weixin_binding_app_id_user_id_unique', properties: ['appId', 'userId'] })
@Index({ name: 'weixin_binding_tenant_id_create_time_index', properties: ['tenantId', 'createTime'] })
export class WeixinBinding {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Property({ type: 'string', length: 36 })
  userId!: string;

  @Property({ type: 'string', length: 64 })
  appId!: string;

  @Property({ type: 'string', length: 128 })
  openId!: string;

  @Property({ type: 'datetime', defaultRaw: 'current_timestamp' })
  createTime: Date & Opt = new Date();
}
