import { Migration } from '@mikro-orm/migrations';

/** Messaging-app bindings (WeChat official account open ids bound to accounts). */
export class Migration20261127080000_weixin_binding extends Migration {
  override name = 'Migration20261127080000_weixin_binding';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "weixin_binding" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "user_id" varchar(36) not null, "app_id" varchar(64) not null, "open_id" varchar(128) not null, "create_time" timestamptz not null default current_timestamp, primary key ("id"));`,
    );
    this.addSql(
      `create index "weixin_binding_tenant_id_create_time_index" on "weixin_binding" ("tenant_id", "create_time");`,
    );
    this.addSql(
      `alter table "weixin_binding" add constraint "weixin_binding_app_id_open_id_unique" unique ("app_id", "open_id");`,
    );
    this.addSql(
      `alter table "weixin_binding" add constraint "weixin_binding_app_id_user_id_unique" unique ("app_id", "user_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "weixin_binding" cascade;`);
  }
}
