import { Migration } from '@mikro-orm/migrations';

export class Migration20261123141604_member_change extends Migration {
  override name = 'Migration20261123141604_member_change';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lnjzxh_member_change" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "unit_id" varchar(36) not null, "unit_name" varchar(255) not null, "kind" varchar(32) not null, "before" jsonb not null, "after" jsonb not null, "changed_fields" jsonb not null, "attachments" jsonb not null, "remark" varchar(500) null, "flow_status" smallint not null default 0, "applicant_name" varchar(100) null, "applied_time" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_member_change_tenant_id_index" on "lnjzxh_member_change" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_member_change_tenant_id_unit_id_kind_index" on "lnjzxh_member_change" ("tenant_id", "unit_id", "kind");`,
    );

    this.addSql(
      `create table "lnjzxh_member_feedback" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "title" varchar(200) not null, "content" text not null, "attachments" jsonb not null, "unit_id" varchar(36) null, "unit_name" varchar(255) null, "sender_name" varchar(100) null, "replies" jsonb not null, "status" smallint not null default 0, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_member_feedback_tenant_id_index" on "lnjzxh_member_feedback" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_member_feedback_tenant_id_create_user_index" on "lnjzxh_member_feedback" ("tenant_id", "create_user");`,
    );

    this.addSql(
      `create table "lnjzxh_member_unit_history" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "unit_id" varchar(36) not null, "kind" varchar(32) not null, "values" jsonb not null, "valid_from" timestamptz not null, "valid_to" timestamptz null, "change_request_id" varchar(36) null, "operator_name" varchar(100) null, "applicant_name" varchar(100) null, primary key ("id"));`,
    );
    this.addSql(
      `create index "lnjzxh_member_unit_history_tenant_id_index" on "lnjzxh_member_unit_history" ("tenant_id");`,
    );
    this.addSql(
      `create index "lnjzxh_member_unit_history_tenant_id_unit_id_kind__3241f_index" on "lnjzxh_member_unit_history" ("tenant_id", "unit_id", "kind", "valid_from");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lnjzxh_member_change" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_member_feedback" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_member_unit_history" cascade;`);
  }
}
