import { Migration } from '@mikro-orm/migrations';

export class Migration20261123075418_backoffice extends Migration {
  override name = 'Migration20261123075418_backoffice';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "blade_log_api" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "service_id" varchar(64) not null, "server_host" varchar(255) not null, "title" varchar(255) not null, "method" varchar(10) not null, "request_uri" varchar(1000) not null, "params" text null, "result" varchar(64) not null, "duration" int not null, "user_id" varchar(36) null, "create_by" varchar(64) null, "remote_ip" varchar(64) null, "user_agent" varchar(255) null, "request_id" varchar(64) null, "create_time" timestamptz not null default current_timestamp, primary key ("id"));`,
    );
    this.addSql(`create index "blade_log_api_create_time_index" on "blade_log_api" ("create_time");`);
    this.addSql(
      `create index "blade_log_api_tenant_id_create_time_index" on "blade_log_api" ("tenant_id", "create_time");`,
    );

    this.addSql(
      `create table "blade_attach" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "link" varchar(1000) not null, "domain" varchar(500) not null, "name" varchar(255) not null, "original_name" varchar(255) not null, "extension" varchar(16) not null, "attach_size" int not null, "content_type" varchar(128) not null, "oss_id" varchar(36) null, "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_attach_tenant_id_index" on "blade_attach" ("tenant_id");`);
    this.addSql(`create index "blade_attach_name_index" on "blade_attach" ("name");`);

    this.addSql(
      `create table "blade_code" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "code_name" varchar(64) not null, "service_name" varchar(64) not null, "table_name" varchar(64) not null, "table_prefix" varchar(32) null, "pk_name" varchar(64) not null default 'id', "package_name" varchar(64) not null, "menu_code" varchar(64) not null, "api_prefix" varchar(128) not null, "fields" jsonb not null, "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_code_tenant_id_index" on "blade_code" ("tenant_id");`);

    this.addSql(
      `create table "blade_dict" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "parent_id" varchar(36) null, "code" varchar(64) not null, "dict_key" varchar(64) null, "dict_value" varchar(255) not null, "sort" int not null default 0, "is_sealed" smallint not null default 0, "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_dict_tenant_id_index" on "blade_dict" ("tenant_id");`);
    this.addSql(`create index "blade_dict_parent_id_index" on "blade_dict" ("parent_id");`);
    this.addSql(`create index "blade_dict_code_index" on "blade_dict" ("code");`);
    this.addSql(
      `create unique index "blade_dict_parent_key_unique" on "blade_dict" ("parent_id", "dict_key") where "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "blade_dict_biz" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "parent_id" varchar(36) null, "code" varchar(64) not null, "dict_key" varchar(64) null, "dict_value" varchar(255) not null, "sort" int not null default 0, "is_sealed" smallint not null default 0, "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_dict_biz_tenant_id_index" on "blade_dict_biz" ("tenant_id");`);
    this.addSql(`create index "blade_dict_biz_parent_id_index" on "blade_dict_biz" ("parent_id");`);
    this.addSql(`create index "blade_dict_biz_code_index" on "blade_dict_biz" ("code");`);
    this.addSql(
      `create unique index "blade_dict_biz_parent_key_unique" on "blade_dict_biz" ("tenant_id", "parent_id", "dict_key") where "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "blade_flow_instance" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "business_type" varchar(64) not null, "business_id" varchar(36) not null, "title" varchar(200) not null, "model_id" varchar(36) not null, "model_version" int not null, "applicant_id" varchar(36) not null, "applicant_name" varchar(100) not null, "applicant_dept" varchar(36) null, "status" smallint not null default 0, "step_index" int not null default 0, "approver_kind" varchar(10) not null default 'user', "approvers" text[] not null default '{}', "claimed_by" varchar(36) null, "submit_time" timestamptz null, "end_time" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_flow_instance_tenant_id_index" on "blade_flow_instance" ("tenant_id");`);
    this.addSql(
      `create index "blade_flow_instance_tenant_id_status_index" on "blade_flow_instance" ("tenant_id", "status");`,
    );
    this.addSql(
      `create unique index "blade_flow_instance_business_unique" on "blade_flow_instance" ("tenant_id", "business_type", "business_id") where "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "blade_flow_log" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "instance_id" varchar(36) not null, "step_index" int not null, "action" varchar(20) not null, "approval_config_title" varchar(100) not null, "approval_opinion" text null, "approval_status" smallint not null, "create_by_name" varchar(100) not null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_flow_log_tenant_id_index" on "blade_flow_log" ("tenant_id");`);
    this.addSql(
      `create index "blade_flow_log_tenant_id_create_user_index" on "blade_flow_log" ("tenant_id", "create_user");`,
    );
    this.addSql(`create index "blade_flow_log_instance_id_index" on "blade_flow_log" ("instance_id");`);

    this.addSql(
      `create table "blade_flow_model" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "model_key" varchar(64) not null, "name" varchar(100) not null, "model_version" int not null, "is_latest" boolean not null default true, "status" smallint not null default 1, "steps" jsonb not null, "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_flow_model_tenant_id_index" on "blade_flow_model" ("tenant_id");`);
    this.addSql(
      `create unique index "blade_flow_model_key_version_unique" on "blade_flow_model" ("tenant_id", "model_key", "model_version") where "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "oa_leave" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "leave_type" smallint not null, "start_time" timestamptz not null, "end_time" timestamptz not null, "days" numeric(6,1) not null, "reason" text not null, "applicant_name" varchar(100) not null, "flow_status" smallint not null default 0, primary key ("id"));`,
    );
    this.addSql(`create index "oa_leave_tenant_id_index" on "oa_leave" ("tenant_id");`);

    this.addSql(
      `create table "blade_notice" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "title" varchar(255) not null, "category" varchar(64) not null, "content" text not null, "release_time" timestamptz null, "status" smallint not null default 0, primary key ("id"));`,
    );
    this.addSql(`create index "blade_notice_tenant_id_index" on "blade_notice" ("tenant_id");`);

    this.addSql(
      `create table "blade_notice_read" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "notice_id" varchar(36) not null, "user_id" varchar(36) not null, "read_time" timestamptz not null default current_timestamp, primary key ("id"));`,
    );
    this.addSql(
      `create index "blade_notice_read_tenant_id_user_id_index" on "blade_notice_read" ("tenant_id", "user_id");`,
    );
    this.addSql(
      `alter table "blade_notice_read" add constraint "blade_notice_read_notice_user_unique" unique ("notice_id", "user_id");`,
    );

    this.addSql(
      `create table "blade_oss" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "category" varchar(16) not null, "oss_code" varchar(64) not null, "endpoint" varchar(255) null, "bucket_name" varchar(128) null, "region" varchar(64) not null default 'zhangjiakou', "access_key" varchar(128) null, "secret_key" varchar(255) null, "path_style" boolean not null default true, "status" smallint not null default 0, "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_oss_tenant_id_index" on "blade_oss" ("tenant_id");`);
    this.addSql(
      `create unique index "blade_oss_tenant_enabled_unique" on "blade_oss" ("tenant_id") where "status" = 1 and "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "blade_region" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "code" varchar(12) not null, "parent_code" varchar(12) not null, "ancestors" varchar(255) not null, "name" varchar(64) not null, "region_level" smallint not null, "province_code" varchar(12) null, "province_name" varchar(64) null, "city_code" varchar(12) null, "city_name" varchar(64) null, "district_code" varchar(12) null, "district_name" varchar(64) null, "sort" int not null default 0, "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_region_tenant_id_index" on "blade_region" ("tenant_id");`);
    this.addSql(`create index "blade_region_parent_code_index" on "blade_region" ("parent_code");`);
    this.addSql(`create unique index "blade_region_code_unique" on "blade_region" ("code") where "is_deleted" = 0;`);

    this.addSql(
      `create table "blade_report_file" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "name" varchar(100) not null, "kind" varchar(32) not null, "content" text null, "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_report_file_tenant_id_index" on "blade_report_file" ("tenant_id");`);

    this.addSql(
      `create table "blade_sms" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "category" varchar(16) not null, "sms_code" varchar(64) not null, "template_id" varchar(64) null, "access_key" varchar(128) null, "secret_key" varchar(255) null, "sign_name" varchar(64) null, "status" smallint not null default 0, "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_sms_tenant_id_index" on "blade_sms" ("tenant_id");`);
    this.addSql(
      `create unique index "blade_sms_tenant_enabled_unique" on "blade_sms" ("tenant_id") where "status" = 1 and "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "blade_log_usual" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "service_id" varchar(64) not null, "server_host" varchar(255) not null, "log_level" varchar(10) not null, "log_id" varchar(100) not null, "log_data" text not null, "method" varchar(10) null, "request_uri" varchar(1000) null, "user_id" varchar(36) null, "create_by" varchar(64) null, "remote_ip" varchar(64) null, "user_agent" varchar(255) null, "request_id" varchar(64) null, "create_time" timestamptz not null default current_timestamp, primary key ("id"));`,
    );
    this.addSql(`create index "blade_log_usual_create_time_index" on "blade_log_usual" ("create_time");`);
    this.addSql(
      `create index "blade_log_usual_tenant_id_create_time_index" on "blade_log_usual" ("tenant_id", "create_time");`,
    );

    this.addSql(
      `alter table "blade_log_error" add "method" varchar(10) null, add "request_id" varchar(64) null, add "server_host" varchar(255) null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blade_log_api" cascade;`);
    this.addSql(`drop table if exists "blade_attach" cascade;`);
    this.addSql(`drop table if exists "blade_code" cascade;`);
    this.addSql(`drop table if exists "blade_dict" cascade;`);
    this.addSql(`drop table if exists "blade_dict_biz" cascade;`);
    this.addSql(`drop table if exists "blade_flow_instance" cascade;`);
    this.addSql(`drop table if exists "blade_flow_log" cascade;`);
    this.addSql(`drop table if exists "blade_flow_model" cascade;`);
    this.addSql(`drop table if exists "oa_leave" cascade;`);
    this.addSql(`drop table if exists "blade_notice" cascade;`);
    this.addSql(`drop table if exists "blade_notice_read" cascade;`);
    this.addSql(`drop table if exists "blade_oss" cascade;`);
    this.addSql(`drop table if exists "blade_region" cascade;`);
    this.addSql(`drop table if exists "blade_report_file" cascade;`);
    this.addSql(`drop table if exists "blade_sms" cascade;`);
    this.addSql(`drop table if exists "blade_log_usual" cascade;`);

    this.addSql(
      `alter table "blade_log_error" drop column "method", drop column "request_id", drop column "server_host";`,
    );
  }
}
