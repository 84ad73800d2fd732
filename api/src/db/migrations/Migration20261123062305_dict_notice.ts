import { Migration } from '@mikro-orm/migrations';

export class Migration20261123062305_dict_notice extends Migration {

  override name = 'Migration20261123062305_dict_notice';

  override up(): void | Promise<void> {
    this.addSql(`create table "blade_dict" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "parent_id" varchar(36) null, "code" varchar(64) not null, "dict_key" varchar(64) null, "dict_value" varchar(255) not null, "sort" int not null default 0, "is_sealed" smallint not null default 0, "remark" varchar(255) null, primary key ("id"));`);
    this.addSql(`create index "blade_dict_tenant_id_index" on "blade_dict" ("tenant_id");`);
    this.addSql(`create index "blade_dict_parent_id_index" on "blade_dict" ("parent_id");`);
    this.addSql(`create index "blade_dict_code_index" on "blade_dict" ("code");`);
    this.addSql(`create unique index "blade_dict_parent_key_unique" on "blade_dict" ("parent_id", "dict_key") where "is_deleted" = 0;`);

    this.addSql(`create table "blade_dict_biz" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "parent_id" varchar(36) null, "code" varchar(64) not null, "dict_key" varchar(64) null, "dict_value" varchar(255) not null, "sort" int not null default 0, "is_sealed" smallint not null default 0, "remark" varchar(255) null, primary key ("id"));`);
    this.addSql(`create index "blade_dict_biz_tenant_id_index" on "blade_dict_biz" ("tenant_id");`);
    this.addSql(`create index "blade_dict_biz_parent_id_index" on "blade_dict_biz" ("parent_id");`);
    this.addSql(`create index "blade_dict_biz_code_index" on "blade_dict_biz" ("code");`);
    this.addSql(`create unique index "blade_dict_biz_parent_key_unique" on "blade_dict_biz" ("tenant_id", "parent_id", "dict_key") where "is_deleted" = 0;`);

    this.addSql(`create table "blade_notice" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "title" varchar(255) not null, "category" varchar(64) not null, "content" text not null, "release_time" timestamptz null, "status" smallint not null default 0, primary key ("id"));`);
    this.addSql(`create index "blade_notice_tenant_id_index" on "blade_notice" ("tenant_id");`);

    this.addSql(`create table "blade_notice_read" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "notice_id" varchar(36) not null, "user_id" varchar(36) not null, "read_time" timestamptz not null default current_timestamp, primary key ("id"));`);
    this.addSql(`create index "blade_notice_read_tenant_id_user_id_index" on "blade_notice_read" ("tenant_id", "user_id");`);
    this.addSql(`alter table "blade_notice_read" add constraint "blade_notice_read_notice_user_unique" unique ("notice_id", "user_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blade_dict" cascade;`);
    this.addSql(`drop table if exists "blade_dict_biz" cascade;`);
    this.addSql(`drop table if exists "blade_notice" cascade;`);
    this.addSql(`drop table if exists "blade_notice_read" cascade;`);
  }

}
