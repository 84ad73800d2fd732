import { Migration } from '@mikro-orm/migrations';

export class Migration20261123094259_expert extends Migration {

  override name = 'Migration20261123094259_expert';

  override up(): void | Promise<void> {
    this.addSql(`create table "lnjzxh_account" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "user_id" varchar(36) null, "name" varchar(50) not null, "gender" smallint null, "mobile" varchar(11) not null, "unit_name" varchar(200) not null, "credit_code" varchar(18) null, "job_title" varchar(50) null, "discipline" varchar(64) not null, "resume" text null, "card_code" varchar(32) null, "expiration_date" date null, "flow_status" smallint not null default 0, "remark" varchar(255) null, primary key ("id"));`);
    this.addSql(`create index "lnjzxh_account_tenant_id_index" on "lnjzxh_account" ("tenant_id");`);
    this.addSql(`create index "lnjzxh_account_user_id_index" on "lnjzxh_account" ("user_id");`);
    this.addSql(`create index "lnjzxh_account_tenant_id_flow_status_index" on "lnjzxh_account" ("tenant_id", "flow_status");`);
    this.addSql(`create unique index "lnjzxh_account_card_code_unique" on "lnjzxh_account" ("tenant_id", "card_code") where "is_deleted" = 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lnjzxh_account" cascade;`);
  }

}
