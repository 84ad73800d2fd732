import { Migration } from '@mikro-orm/migrations';

const BASE_COLUMNS = `"id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1`;

/** Public notices of award results and the objections to them (issue 22). */
export class Migration20261128100000_award_notice extends Migration {
  override name = 'Migration20261128100000_award_notice';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lnjzxh_award_notice" (${BASE_COLUMNS}, "programme_id" varchar(36) not null, "programme_name" varchar(200) not null, "title" varchar(200) not null, "intro" text null, "start_date" date not null, "end_date" date not null, "status" smallint not null default 0, "items" jsonb not null, "publish_time" timestamptz null, "confirm_time" timestamptz null, "confirmed_by" varchar(100) null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_award_notice_tenant_id_index" on "lnjzxh_award_notice" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_award_notice_tenant_id_programme_id_index" on "lnjzxh_award_notice" ("tenant_id", "programme_id");`,
    );
    this.addSql(
      `create table "lnjzxh_award_objection" (${BASE_COLUMNS}, "notice_id" varchar(36) not null, "application_id" varchar(36) not null, "name" varchar(100) not null, "contact" varchar(20) not null, "reasons" text not null, "files" jsonb not null, "status" smallint not null default 0, "reply" text null, "handled_by" varchar(100) null, "handle_time" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_award_objection_tenant_id_index" on "lnjzxh_award_objection" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_award_objection_tenant_id_notice_id_index" on "lnjzxh_award_objection" ("tenant_id", "notice_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lnjzxh_award_objection" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_award_notice" cascade;`);
  }
}
