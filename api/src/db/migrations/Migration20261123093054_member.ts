import { Migration } from '@mikro-orm/migrations';

export class Migration20261123093054_member extends Migration {

  override name = 'Migration20261123093054_member';

  override up(): void | Promise<void> {
    this.addSql(`create table "lnjzxh_entry_application" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "name" varchar(255) not null, "credit_code" varchar(18) not null, "address" varchar(500) null, "region_code" varchar(12) null, "legal_representative" varchar(64) null, "contact_name" varchar(64) not null, "contact_mobile" varchar(11) not null, "email" varchar(128) null, "qualifications" text null, "member_level" varchar(64) not null, "attachments" jsonb not null, "flow_status" smallint not null default 0, "member_unit_id" varchar(36) null, "applicant_name" varchar(100) null, primary key ("id"));`);
    this.addSql(`create index "lnjzxh_entry_application_tenant_id_index" on "lnjzxh_entry_application" ("tenant_id");`);
    this.addSql(`create index "lnjzxh_entry_application_tenant_id_create_user_index" on "lnjzxh_entry_application" ("tenant_id", "create_user");`);

    this.addSql(`create table "lnjzxh_member_person" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "unit_id" varchar(36) not null, "name" varchar(64) not null, "post" varchar(64) null, "mobile" varchar(11) null, "id_card" varchar(18) null, primary key ("id"));`);
    this.addSql(`create index "lnjzxh_member_person_tenant_id_index" on "lnjzxh_member_person" ("tenant_id");`);
    this.addSql(`create index "lnjzxh_member_person_tenant_id_unit_id_index" on "lnjzxh_member_person" ("tenant_id", "unit_id");`);

    this.addSql(`create table "lnjzxh_member_unit" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "name" varchar(255) not null, "credit_code" varchar(18) not null, "address" varchar(500) null, "region_code" varchar(12) null, "legal_representative" varchar(64) null, "contact_name" varchar(64) not null, "contact_mobile" varchar(11) not null, "email" varchar(128) null, "qualifications" text null, "posts" text[] not null default '{}', "member_level" varchar(64) not null, "join_date" varchar(10) null, "status" smallint not null default 1, "user_id" varchar(36) null, primary key ("id"));`);
    this.addSql(`create index "lnjzxh_member_unit_tenant_id_index" on "lnjzxh_member_unit" ("tenant_id");`);
    this.addSql(`create index "lnjzxh_member_unit_user_id_index" on "lnjzxh_member_unit" ("user_id");`);
    this.addSql(`create unique index "lnjzxh_member_unit_tenant_credit_code_unique" on "lnjzxh_member_unit" ("tenant_id", "credit_code") where "is_deleted" = 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lnjzxh_entry_application" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_member_person" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_member_unit" cascade;`);
  }

}
