import { Migration } from '@mikro-orm/migrations';

export class Migration20261122005210_initial extends Migration {
  override name = 'Migration20261122005210_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "blade_param" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "param_name" varchar(255) not null, "param_key" varchar(255) not null, "param_value" text not null, "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_param_tenant_id_index" on "blade_param" ("tenant_id");`);
    this.addSql(
      `create unique index "blade_param_tenant_key_unique" on "blade_param" ("tenant_id", "param_key") where "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "blade_tenant" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "tenant_name" varchar(100) not null, "status" smallint not null default 1, "create_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, primary key ("id"));`,
    );
    this.addSql(`alter table "blade_tenant" add constraint "blade_tenant_tenant_id_unique" unique ("tenant_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blade_param" cascade;`);
    this.addSql(`drop table if exists "blade_tenant" cascade;`);
  }
}
