import { Migration } from '@mikro-orm/migrations';

export class Migration20261123062510_resource extends Migration {

  override name = 'Migration20261123062510_resource';

  override up(): void | Promise<void> {
    this.addSql(`create table "blade_attach" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "link" varchar(1000) not null, "domain" varchar(500) not null, "name" varchar(255) not null, "original_name" varchar(255) not null, "extension" varchar(16) not null, "attach_size" int not null, "content_type" varchar(128) not null, "oss_id" varchar(36) null, "remark" varchar(255) null, primary key ("id"));`);
    this.addSql(`create index "blade_attach_tenant_id_index" on "blade_attach" ("tenant_id");`);
    this.addSql(`create index "blade_attach_name_index" on "blade_attach" ("name");`);

    this.addSql(`create table "blade_oss" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "category" varchar(16) not null, "oss_code" varchar(64) not null, "endpoint" varchar(255) null, "bucket_name" varchar(128) null, "region" varchar(64) not null default 'zhangjiakou', "access_key" varchar(128) null, "secret_key" varchar(255) null, "path_style" boolean not null default true, "status" smallint not null default 0, "remark" varchar(255) null, primary key ("id"));`);
    this.addSql(`create index "blade_oss_tenant_id_index" on "blade_oss" ("tenant_id");`);
    this.addSql(`create unique index "blade_oss_tenant_enabled_unique" on "blade_oss" ("tenant_id") where "status" = 1 and "is_deleted" = 0;`);

    this.addSql(`create table "blade_sms" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "category" varchar(16) not null, "sms_code" varchar(64) not null, "template_id" varchar(64) null, "access_key" varchar(128) null, "secret_key" varchar(255) null, "sign_name" varchar(64) null, "status" smallint not null default 0, "remark" varchar(255) null, primary key ("id"));`);
    this.addSql(`create index "blade_sms_tenant_id_index" on "blade_sms" ("tenant_id");`);
    this.addSql(`create unique index "blade_sms_tenant_enabled_unique" on "blade_sms" ("tenant_id") where "status" = 1 and "is_deleted" = 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blade_attach" cascade;`);
    this.addSql(`drop table if exists "blade_oss" cascade;`);
    this.addSql(`drop table if exists "blade_sms" cascade;`);
  }

}
