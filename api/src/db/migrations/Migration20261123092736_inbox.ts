import { Migration } from '@mikro-orm/migrations';

export class Migration20261123092736_inbox extends Migration {

  override name = 'Migration20261123092736_inbox';

  override up(): void | Promise<void> {
    this.addSql(`create table "blade_user_message" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "user_id" varchar(36) not null, "category" varchar(32) not null, "title" varchar(255) not null, "content" varchar(500) null, "link" varchar(255) null, "read_time" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "blade_user_message_tenant_id_index" on "blade_user_message" ("tenant_id");`);
    this.addSql(`create index "blade_user_message_tenant_id_user_id_read_time_index" on "blade_user_message" ("tenant_id", "user_id", "read_time");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blade_user_message" cascade;`);
  }

}
