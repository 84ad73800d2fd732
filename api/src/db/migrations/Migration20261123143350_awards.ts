import { Migration } from '@mikro-orm/migrations';

export class Migration20261123143350_awards extends Migration {
  override name = 'Migration20261123143350_awards';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lnjzxh_award_programme" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "award_type" varchar(40) not null, "year" int not null, "name" varchar(200) not null, "open_flag" smallint not null default 0, "closed_message" varchar(500) null, "start_date" date not null, "end_date" date not null, "account_categories" text[] not null default '{}', "require_serial_number" boolean not null default false, "remark" varchar(500) null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_award_programme_tenant_id_index" on "lnjzxh_award_programme" ("tenant_id");`);
    this.addSql(
      `create unique index "lnjzxh_award_programme_type_year_unique" on "lnjzxh_award_programme" ("tenant_id", "award_type", "year") where "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "lnjzxh_award_serial_number" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "programme_id" varchar(36) not null, "recommend_unit" varchar(64) not null, "serial_number" varchar(40) not null, "quota" int not null, "status" smallint not null default 0, "remark" varchar(500) null, primary key ("id"));`,
    );
    this.addSql(
      `create index "lnjzxh_award_serial_number_tenant_id_index" on "lnjzxh_award_serial_number" ("tenant_id");`,
    );
    this.addSql(
      `create index "lnjzxh_award_serial_number_programme_id_index" on "lnjzxh_award_serial_number" ("programme_id");`,
    );
    this.addSql(
      `alter table "lnjzxh_award_serial_number" add constraint "lnjzxh_award_serial_number_unique" unique ("tenant_id", "programme_id", "serial_number");`,
    );
    this.addSql(
      `create unique index "lnjzxh_award_serial_unit_unique" on "lnjzxh_award_serial_number" ("tenant_id", "programme_id", "recommend_unit") where "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "lnjzxh_award_subscription" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "programme_id" varchar(36) not null, "user_id" varchar(36) not null, "account" varchar(100) not null, "member_unit_id" varchar(36) null, "unit_name" varchar(255) null, "account_category" varchar(16) null, primary key ("id"));`,
    );
    this.addSql(
      `create index "lnjzxh_award_subscription_tenant_id_index" on "lnjzxh_award_subscription" ("tenant_id");`,
    );
    this.addSql(
      `create index "lnjzxh_award_subscription_programme_id_index" on "lnjzxh_award_subscription" ("programme_id");`,
    );
    this.addSql(
      `create index "lnjzxh_award_subscription_tenant_id_user_id_index" on "lnjzxh_award_subscription" ("tenant_id", "user_id");`,
    );
    this.addSql(
      `create unique index "lnjzxh_award_subscription_unique" on "lnjzxh_award_subscription" ("tenant_id", "programme_id", "user_id") where "is_deleted" = 0;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lnjzxh_award_programme" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_award_serial_number" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_award_subscription" cascade;`);
  }
}
