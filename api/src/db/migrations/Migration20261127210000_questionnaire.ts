import { Migration } from '@mikro-orm/migrations';

/** Questionnaires (问卷) and their answers (答卷), issue 23. */
export class Migration20261127210000_questionnaire extends Migration {
  override name = 'Migration20261127210000_questionnaire';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lnjzxh_questionnaire" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "title" varchar(200) not null, "description" text null, "welcome_text" text null, "thanks_text" text null, "definition" jsonb not null, "status" smallint not null default 0, "start_time" timestamptz null, "end_time" timestamptz null, "audience" varchar(16) not null default 'members', "member_levels" jsonb not null, "anonymous" boolean not null default false, "once_per" varchar(16) not null default 'account', "editable_until_end" boolean not null default false, "launch_time" timestamptz null, "stop_time" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_questionnaire_tenant_id_index" on "lnjzxh_questionnaire" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_questionnaire_list_index" on "lnjzxh_questionnaire" ("tenant_id", "create_time", "id") where "is_deleted" = 0;`,
    );
    this.addSql(
      `create table "lnjzxh_questionnaire_answer" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "questionnaire_id" varchar(36) not null, "account_id" varchar(36) null, "unit_id" varchar(36) null, "answer_values" jsonb not null, "submitted" boolean not null default false, "submit_time" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create index "lnjzxh_questionnaire_answer_tenant_id_index" on "lnjzxh_questionnaire_answer" ("tenant_id");`,
    );
    this.addSql(
      `create index "lnjzxh_questionnaire_answer_list_index" on "lnjzxh_questionnaire_answer" ("tenant_id", "questionnaire_id", "submitted");`,
    );
    this.addSql(
      `create index "lnjzxh_questionnaire_answer_account_index" on "lnjzxh_questionnaire_answer" ("tenant_id", "questionnaire_id", "account_id");`,
    );
    this.addSql(
      `create index "lnjzxh_questionnaire_answer_unit_index" on "lnjzxh_questionnaire_answer" ("tenant_id", "questionnaire_id", "unit_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lnjzxh_questionnaire_answer" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_questionnaire" cascade;`);
  }
}
