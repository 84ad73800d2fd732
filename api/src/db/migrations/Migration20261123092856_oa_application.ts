import { Migration } from '@mikro-orm/migrations';

export class Migration20261123092856_oa_application extends Migration {

  override name = 'Migration20261123092856_oa_application';

  override up(): void | Promise<void> {
    this.addSql(`create table "lnjzxh_oa_application" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "title" varchar(200) not null, "category" varchar(64) not null, "reference_number" varchar(64) null, "urgency" smallint not null default 1, "content" text not null, "amount" numeric(14,2) null, "attachments" jsonb not null default '[]', "applicant_name" varchar(100) not null, "applicant_dept_id" varchar(36) null, "applicant_dept_name" varchar(100) null, "approver_ids" text[] not null default '{}', "cc_user_ids" text[] not null default '{}', "flow_status" smallint not null default 0, "flow_instance_id" varchar(36) null, primary key ("id"));`);
    this.addSql(`create index "lnjzxh_oa_application_tenant_id_index" on "lnjzxh_oa_application" ("tenant_id");`);
    this.addSql(`create index "lnjzxh_oa_application_tenant_id_create_user_index" on "lnjzxh_oa_application" ("tenant_id", "create_user");`);
    this.addSql(`create unique index "lnjzxh_oa_application_reference_unique" on "lnjzxh_oa_application" ("tenant_id", "reference_number") where "is_deleted" = 0;`);

    this.addSql(`create table "lnjzxh_oa_reference_counter" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "year" int not null, "last_number" int not null, primary key ("id"));`);
    this.addSql(`alter table "lnjzxh_oa_reference_counter" add constraint "lnjzxh_oa_reference_counter_tenant_year_unique" unique ("tenant_id", "year");`);

    this.addSql(`alter table "blade_flow_log" add "edit_time" timestamptz null, add "original_opinion" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lnjzxh_oa_application" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_oa_reference_counter" cascade;`);

    this.addSql(`alter table "blade_flow_log" drop column "edit_time", drop column "original_opinion";`);
  }

}
