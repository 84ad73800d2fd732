import { Migration } from '@mikro-orm/migrations';

export class Migration20261125081744_award_applications extends Migration {
  override name = 'Migration20261125081744_award_applications';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lnjzxh_award_application" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "programme_id" varchar(36) not null, "award_type" varchar(40) not null, "year" int not null, "unit_id" varchar(36) not null, "unit_name" varchar(255) not null, "project_name" varchar(255) null, "recommend_unit" varchar(64) null, "values" jsonb not null, "participants" jsonb not null, "materials" jsonb not null, "flow_status" smallint not null default 0, "enabled" smallint not null default 1, "enabled_message" varchar(500) null, "submit_time" timestamptz null, "serial_number_id" varchar(36) null, "applicant_name" varchar(100) null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_award_application_tenant_id_index" on "lnjzxh_award_application" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_award_application_tenant_id_unit_id_index" on "lnjzxh_award_application" ("tenant_id", "unit_id");`,
    );
    this.addSql(
      `create index "lnjzxh_award_application_tenant_id_programme_id_fl_4b33a_index" on "lnjzxh_award_application" ("tenant_id", "programme_id", "flow_status");`,
    );

    this.addSql(
      `create table "lnjzxh_award_application_expert" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "application_id" varchar(36) not null, "expert_id" varchar(36) not null, "expert_name" varchar(100) not null, "expert_unit" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(
      `create index "lnjzxh_award_application_expert_tenant_id_index" on "lnjzxh_award_application_expert" ("tenant_id");`,
    );
    this.addSql(
      `create index "lnjzxh_award_application_expert_application_id_index" on "lnjzxh_award_application_expert" ("application_id");`,
    );
    this.addSql(
      `create index "lnjzxh_award_application_expert_expert_id_index" on "lnjzxh_award_application_expert" ("expert_id");`,
    );
    this.addSql(
      `create unique index "lnjzxh_award_application_expert_unique" on "lnjzxh_award_application_expert" ("tenant_id", "application_id", "expert_id") where "is_deleted" = 0;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lnjzxh_award_application" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_award_application_expert" cascade;`);
  }
}
