import { Migration } from '@mikro-orm/migrations';

/** Outgoing emails (the outbox and its log) and each user's notification preferences. */
export class Migration20261127000100_notifications extends Migration {
  override name = 'Migration20261127000100_notifications';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "mail_message" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "user_id" varchar(36) null, "kind" varchar(64) not null, "to_address" varchar(255) not null, "subject" varchar(255) not null, "text" text not null, "html" text null, "attachments" jsonb null, "status" smallint not null default 0, "attempts" int not null default 0, "next_attempt_time" timestamptz not null default current_timestamp, "last_error" varchar(500) null, "message_id" varchar(255) null, "sent_time" timestamptz null, "create_time" timestamptz not null default current_timestamp, primary key ("id"));`,
    );
    this.addSql(
      `create index "mail_message_tenant_id_kind_create_time_index" on "mail_message" ("tenant_id", "kind", "create_time");`,
    );
    this.addSql(
      `create index "mail_message_status_next_attempt_time_index" on "mail_message" ("status", "next_attempt_time");`,
    );

    this.addSql(
      `create table "notification_preference" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "user_id" varchar(36) not null, "language" varchar(8) not null default 'zh-CN', "email_off" text[] not null default '{}', "update_time" timestamptz not null default current_timestamp, primary key ("id"));`,
    );
    this.addSql(
      `alter table "notification_preference" add constraint "notification_preference_user_id_unique" unique ("user_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mail_message" cascade;`);
    this.addSql(`drop table if exists "notification_preference" cascade;`);
  }
}
