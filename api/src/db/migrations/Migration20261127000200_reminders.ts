import { Migration } from '@mikro-orm/migrations';

/** Dues arrears reminders (the log of each reminder by channel) and the reminded mark of events. */
export class Migration20261127000200_reminders extends Migration {
  override name = 'Migration20261127000200_reminders';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lnjzxh_dues_reminder" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "unit_id" varchar(36) not null, "unit_name" varchar(255) not null, "period_id" varchar(36) not null, "year" int not null, "due_date" varchar(10) not null, "step" smallint not null, "days_overdue" int not null, "channel" varchar(16) not null, "recipient" varchar(255) null, "status" varchar(16) not null, "note" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_dues_reminder_tenant_id_index" on "lnjzxh_dues_reminder" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_dues_reminder_tenant_id_unit_id_index" on "lnjzxh_dues_reminder" ("tenant_id", "unit_id");`,
    );
    this.addSql(
      `alter table "lnjzxh_dues_reminder" add constraint "lnjzxh_dues_reminder_period_step_channel_unique" unique ("tenant_id", "period_id", "step", "channel");`,
    );

    this.addSql(`alter table "lnjzxh_event" add "reminded_time" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lnjzxh_dues_reminder" cascade;`);

    this.addSql(`alter table "lnjzxh_event" drop column "reminded_time";`);
  }
}
