import { Migration } from '@mikro-orm/migrations';

export class Migration20261123104709_flows_members_experts extends Migration {
  override name = 'Migration20261123104709_flows_members_experts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lnjzxh_entry_application" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "name" varchar(255) not null, "credit_code" varchar(18) not null, "address" varchar(500) null, "region_code" varchar(12) null, "legal_representative" varchar(64) null, "contact_name" varchar(64) not null, "contact_mobile" varchar(11) not null, "email" varchar(128) null, "qualifications" text null, "member_level" varchar(64) not null, "attachments" jsonb not null, "flow_status" smallint not null default 0, "member_unit_id" varchar(36) null, "applicant_name" varchar(100) null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_entry_application_tenant_id_index" on "lnjzxh_entry_application" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_entry_application_tenant_id_create_user_index" on "lnjzxh_entry_application" ("tenant_id", "create_user");`,
    );

    this.addSql(
      `create table "lnjzxh_account" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "user_id" varchar(36) null, "name" varchar(50) not null, "gender" smallint null, "mobile" varchar(11) not null, "unit_name" varchar(200) not null, "credit_code" varchar(18) null, "job_title" varchar(50) null, "discipline" varchar(64) not null, "resume" text null, "card_code" varchar(32) null, "expiration_date" date null, "flow_status" smallint not null default 0, "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_account_tenant_id_index" on "lnjzxh_account" ("tenant_id");`);
    this.addSql(`create index "lnjzxh_account_user_id_index" on "lnjzxh_account" ("user_id");`);
    this.addSql(
      `create index "lnjzxh_account_tenant_id_flow_status_index" on "lnjzxh_account" ("tenant_id", "flow_status");`,
    );
    this.addSql(
      `create unique index "lnjzxh_account_card_code_unique" on "lnjzxh_account" ("tenant_id", "card_code") where "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "lnjzxh_member_person" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "unit_id" varchar(36) not null, "name" varchar(64) not null, "post" varchar(64) null, "mobile" varchar(11) null, "id_card" varchar(18) null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_member_person_tenant_id_index" on "lnjzxh_member_person" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_member_person_tenant_id_unit_id_index" on "lnjzxh_member_person" ("tenant_id", "unit_id");`,
    );

    this.addSql(
      `create table "lnjzxh_member_unit" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "name" varchar(255) not null, "credit_code" varchar(18) not null, "address" varchar(500) null, "region_code" varchar(12) null, "legal_representative" varchar(64) null, "contact_name" varchar(64) not null, "contact_mobile" varchar(11) not null, "email" varchar(128) null, "qualifications" text null, "posts" text[] not null default '{}', "member_level" varchar(64) not null, "join_date" varchar(10) null, "status" smallint not null default 1, "user_id" varchar(36) null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_member_unit_tenant_id_index" on "lnjzxh_member_unit" ("tenant_id");`);
    this.addSql(`create index "lnjzxh_member_unit_user_id_index" on "lnjzxh_member_unit" ("user_id");`);
    this.addSql(
      `create unique index "lnjzxh_member_unit_tenant_credit_code_unique" on "lnjzxh_member_unit" ("tenant_id", "credit_code") where "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "lnjzxh_oa_application" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "title" varchar(200) not null, "category" varchar(64) not null, "reference_number" varchar(64) null, "urgency" smallint not null default 1, "content" text not null, "amount" numeric(14,2) null, "attachments" jsonb not null default '[]', "applicant_name" varchar(100) not null, "applicant_dept_id" varchar(36) null, "applicant_dept_name" varchar(100) null, "approver_ids" text[] not null default '{}', "cc_user_ids" text[] not null default '{}', "flow_status" smallint not null default 0, "flow_instance_id" varchar(36) null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_oa_application_tenant_id_index" on "lnjzxh_oa_application" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_oa_application_tenant_id_create_user_index" on "lnjzxh_oa_application" ("tenant_id", "create_user");`,
    );
    this.addSql(
      `create unique index "lnjzxh_oa_application_reference_unique" on "lnjzxh_oa_application" ("tenant_id", "reference_number") where "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "lnjzxh_oa_reference_counter" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "year" int not null, "last_number" int not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "lnjzxh_oa_reference_counter" add constraint "lnjzxh_oa_reference_counter_tenant_year_unique" unique ("tenant_id", "year");`,
    );

    this.addSql(
      `create table "blade_user_message" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "user_id" varchar(36) not null, "category" varchar(32) not null, "title" varchar(255) not null, "content" varchar(500) null, "link" varchar(255) null, "read_time" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_user_message_tenant_id_index" on "blade_user_message" ("tenant_id");`);
    this.addSql(
      `create index "blade_user_message_tenant_id_user_id_read_time_index" on "blade_user_message" ("tenant_id", "user_id", "read_time");`,
    );

    this.addSql(`alter table "blade_flow_log" add "edit_time" timestamptz null, add "original_opinion" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lnjzxh_entry_application" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_account" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_member_person" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_member_unit" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_oa_application" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_oa_reference_counter" cascade;`);
    this.addSql(`drop table if exists "blade_user_message" cascade;`);

    this.addSql(`alter table "blade_flow_log" drop column "edit_time", drop column "original_opinion";`);
  }
}
