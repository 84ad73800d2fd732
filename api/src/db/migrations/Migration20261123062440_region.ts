import { Migration } from '@mikro-orm/migrations';

export class Migration20261123062440_region extends Migration {

  override name = 'Migration20261123062440_region';

  override up(): void | Promise<void> {
    this.addSql(`create table "blade_region" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "code" varchar(12) not null, "parent_code" varchar(12) not null, "ancestors" varchar(255) not null, "name" varchar(64) not null, "region_level" smallint not null, "province_code" varchar(12) null, "province_name" varchar(64) null, "city_code" varchar(12) null, "city_name" varchar(64) null, "district_code" varchar(12) null, "district_name" varchar(64) null, "sort" int not null default 0, "remark" varchar(255) null, primary key ("id"));`);
    this.addSql(`create index "blade_region_tenant_id_index" on "blade_region" ("tenant_id");`);
    this.addSql(`create index "blade_region_parent_code_index" on "blade_region" ("parent_code");`);
    this.addSql(`create unique index "blade_region_code_unique" on "blade_region" ("code") where "is_deleted" = 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blade_region" cascade;`);
  }

}
