import { Migration } from '@mikro-orm/migrations';

export class Migration20261125084449_review extends Migration {
  override name = 'Migration20261125084449_review';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lnjzxh_review_score" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "application_id" varchar(36) not null, "expert_id" varchar(36) not null, "sheet_id" varchar(36) not null, "scores" jsonb not null, "comments" jsonb not null, "total_raw" double precision not null default 0, "total_weighted" double precision not null default 0, "status" smallint not null default 0, "submit_time" timestamptz null, "unlocked_by" varchar(36) null, "unlock_time" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_review_score_tenant_id_index" on "lnjzxh_review_score" ("tenant_id");`);
    this.addSql(`create index "lnjzxh_review_score_application_id_index" on "lnjzxh_review_score" ("application_id");`);
    this.addSql(
      `create index "lnjzxh_review_score_tenant_id_expert_id_status_index" on "lnjzxh_review_score" ("tenant_id", "expert_id", "status");`,
    );
    this.addSql(
      `create unique index "lnjzxh_review_score_unique" on "lnjzxh_review_score" ("tenant_id", "application_id", "expert_id") where "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "lnjzxh_review_sheet" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "key" varchar(40) not null, "name" varchar(100) not null, "award_type" varchar(40) not null, "programme_id" varchar(36) null, "discipline" varchar(64) not null, "items" jsonb not null, "sort" int not null default 0, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_review_sheet_tenant_id_index" on "lnjzxh_review_sheet" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_review_sheet_tenant_id_award_type_discipline_index" on "lnjzxh_review_sheet" ("tenant_id", "award_type", "discipline");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lnjzxh_review_score" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_review_sheet" cascade;`);
  }
}
