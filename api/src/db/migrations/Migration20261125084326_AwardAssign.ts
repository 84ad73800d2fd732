import { Migration } from '@mikro-orm/migrations';

export class Migration20261125084326_AwardAssign extends Migration {
  override name = 'Migration20261125084326_AwardAssign';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lnjzxh_expert_group" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "name" varchar(100) not null, "discipline" varchar(64) null, "region_code" varchar(12) null, "member_ids" jsonb not null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_expert_group_tenant_id_index" on "lnjzxh_expert_group" ("tenant_id");`);

    this.addSql(
      `create table "lnjzxh_review_task" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "name" varchar(100) not null, "programme_id" varchar(36) not null, "application_ids" jsonb not null, "group_id" varchar(36) null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_review_task_tenant_id_index" on "lnjzxh_review_task" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_review_task_tenant_id_programme_id_index" on "lnjzxh_review_task" ("tenant_id", "programme_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lnjzxh_expert_group" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_review_task" cascade;`);
  }
}
