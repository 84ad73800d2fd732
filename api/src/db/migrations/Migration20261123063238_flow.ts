import { Migration } from '@mikro-orm/migrations';

export class Migration20261123063238_flow extends Migration {

  override name = 'Migration20261123063238_flow';

  override up(): void | Promise<void> {
    this.addSql(`create table "blade_flow_instance" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "business_type" varchar(64) not null, "business_id" varchar(36) not null, "title" varchar(200) not null, "model_id" varchar(36) not null, "model_version" int not null, "applicant_id" varchar(36) not null, "applicant_name" varchar(100) not null, "applicant_dept" varchar(36) null, "status" smallint not null default 0, "step_index" int not null default 0, "approver_kind" varchar(10) not null default 'user', "approvers" text[] not null default '{}', "claimed_by" varchar(36) null, "submit_time" timestamptz null, "end_time" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "blade_flow_instance_tenant_id_index" on "blade_flow_instance" ("tenant_id");`);
    this.addSql(`create index "blade_flow_instance_tenant_id_status_index" on "blade_flow_instance" ("tenant_id", "status");`);
    this.addSql(`create unique index "blade_flow_instance_business_unique" on "blade_flow_instance" ("tenant_id", "business_type", "business_id") where "is_deleted" = 0;`);

    this.addSql(`create table "blade_flow_log" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "instance_id" varchar(36) not null, "step_index" int not null, "action" varchar(20) not null, "approval_config_title" varchar(100) not null, "approval_opinion" text null, "approval_status" smallint not null, "create_by_name" varchar(100) not null, primary key ("id"));`);
    this.addSql(`create index "blade_flow_log_tenant_id_index" on "blade_flow_log" ("tenant_id");`);
    this.addSql(`create index "blade_flow_log_tenant_id_create_user_index" on "blade_flow_log" ("tenant_id", "create_user");`);
    this.addSql(`create index "blade_flow_log_instance_id_index" on "blade_flow_log" ("instance_id");`);

    this.addSql(`create table "blade_flow_model" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "model_key" varchar(64) not null, "name" varchar(100) not null, "model_version" int not null, "is_latest" boolean not null default true, "status" smallint not null default 1, "steps" jsonb not null, "remark" varchar(255) null, primary key ("id"));`);
    this.addSql(`create index "blade_flow_model_tenant_id_index" on "blade_flow_model" ("tenant_id");`);
    this.addSql(`create unique index "blade_flow_model_key_version_unique" on "blade_flow_model" ("tenant_id", "model_key", "model_version") where "is_deleted" = 0;`);

    this.addSql(`create table "oa_leave" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "leave_type" smallint not null, "start_time" timestamptz not null, "end_time" timestamptz not null, "days" numeric(6,1) not null, "reason" text not null, "applicant_name" varchar(100) not null, "flow_status" smallint not null default 0, primary key ("id"));`);
    this.addSql(`create index "oa_leave_tenant_id_index" on "oa_leave" ("tenant_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blade_flow_instance" cascade;`);
    this.addSql(`drop table if exists "blade_flow_log" cascade;`);
    this.addSql(`drop table if exists "blade_flow_model" cascade;`);
    this.addSql(`drop table if exists "oa_leave" cascade;`);
  }

}
