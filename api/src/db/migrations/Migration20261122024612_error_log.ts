import { Migration } from '@mikro-orm/migrations';

export class Migration20261122024612_error_log extends Migration {
  override name = 'Migration20261122024612_error_log';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "blade_log_error" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "source" varchar(16) not null, "kind" varchar(32) not null, "message" text not null, "stack" text null, "url" varchar(1000) null, "user_agent" varchar(255) null, "user_id" varchar(36) null, "account" varchar(64) null, "ip" varchar(64) null, "client_time" timestamptz null, "create_time" timestamptz not null default current_timestamp, primary key ("id"));`,
    );
    this.addSql(
      `create index "blade_log_error_tenant_id_create_time_index" on "blade_log_error" ("tenant_id", "create_time");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blade_log_error" cascade;`);
  }
}
