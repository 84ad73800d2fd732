import { Migration } from '@mikro-orm/migrations';

export class Migration20261125081451_award_lines extends Migration {
  override name = 'Migration20261125081451_award_lines';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lnjzxh_quality_team_unit" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "member_unit_id" varchar(36) not null, "unit_name" varchar(255) not null, "enabled" smallint not null default 1, "remark" varchar(500) null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_quality_team_unit_tenant_id_index" on "lnjzxh_quality_team_unit" ("tenant_id");`);
    this.addSql(
      `create unique index "lnjzxh_quality_team_unit_unique" on "lnjzxh_quality_team_unit" ("tenant_id", "member_unit_id") where "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "lnjzxh_safety_standardization" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "project_name" varchar(255) not null, "member_unit_id" varchar(36) not null, "unit_name" varchar(255) not null, "programme_id" varchar(36) not null, "contact" varchar(64) not null, "mobile" varchar(11) not null, "score" double precision null, "level" varchar(8) null, "status" smallint not null default 0, "remark" varchar(500) null, primary key ("id"));`,
    );
    this.addSql(
      `create index "lnjzxh_safety_standardization_tenant_id_index" on "lnjzxh_safety_standardization" ("tenant_id");`,
    );
    this.addSql(
      `create index "lnjzxh_safety_standardization_member_unit_id_index" on "lnjzxh_safety_standardization" ("member_unit_id");`,
    );
    this.addSql(
      `create index "lnjzxh_safety_standardization_tenant_id_programme_id_index" on "lnjzxh_safety_standardization" ("tenant_id", "programme_id");`,
    );

    this.addSql(
      `create table "lnjzxh_technology_result" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "project_name" varchar(255) not null, "member_unit_id" varchar(36) not null, "unit_name" varchar(255) not null, "status" smallint not null default 0, "opinion" varchar(500) null, "auditor_id" varchar(36) null, "auditor_name" varchar(100) null, "audit_time" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_technology_result_tenant_id_index" on "lnjzxh_technology_result" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_technology_result_member_unit_id_index" on "lnjzxh_technology_result" ("member_unit_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lnjzxh_quality_team_unit" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_safety_standardization" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_technology_result" cascade;`);
  }
}
