import { Migration } from '@mikro-orm/migrations';

export class Migration20261123062315_devtools extends Migration {

  override name = 'Migration20261123062315_devtools';

  override up(): void | Promise<void> {
    this.addSql(`create table "blade_code" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "code_name" varchar(64) not null, "service_name" varchar(64) not null, "table_name" varchar(64) not null, "table_prefix" varchar(32) null, "pk_name" varchar(64) not null default 'id', "package_name" varchar(64) not null, "menu_code" varchar(64) not null, "api_prefix" varchar(128) not null, "fields" jsonb not null, "remark" varchar(255) null, primary key ("id"));`);
    this.addSql(`create index "blade_code_tenant_id_index" on "blade_code" ("tenant_id");`);

    this.addSql(`create table "blade_report_file" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "name" varchar(100) not null, "kind" varchar(32) not null, "content" text null, "remark" varchar(255) null, primary key ("id"));`);
    this.addSql(`create index "blade_report_file_tenant_id_index" on "blade_report_file" ("tenant_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blade_code" cascade;`);
    this.addSql(`drop table if exists "blade_report_file" cascade;`);
  }

}
