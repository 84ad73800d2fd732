import { Migration } from '@mikro-orm/migrations';

/** Webhook endpoints staff register and the deliveries posted to them (the outbox and its log). */
export class Migration20261127080000_webhooks extends Migration {
  override name = 'Migration20261127080000_webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_endpoint" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "name" varchar(64) not null, "url" varchar(500) not null, "events" jsonb not null, "secret" varchar(80) not null, "secret_hint" varchar(8) not null, "enabled" boolean not null default true, "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "webhook_endpoint_tenant_id_index" on "webhook_endpoint" ("tenant_id");`);
    this.addSql(
      `create table "webhook_delivery" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "endpoint_id" varchar(36) not null, "event_id" varchar(36) not null, "event" varchar(64) not null, "body" text not null, "status" smallint not null default 0, "attempts" int not null default 0, "next_attempt_time" timestamptz not null default current_timestamp, "response_status" int null, "response_body" varchar(1000) null, "last_error" varchar(500) null, "duration_ms" int null, "delivered_time" timestamptz null, "resent_from" varchar(36) null, "create_time" timestamptz not null default current_timestamp, primary key ("id"));`,
    );
    this.addSql(
      `create index "webhook_delivery_tenant_id_endpoint_id_create_time_index" on "webhook_delivery" ("tenant_id", "endpoint_id", "create_time");`,
    );
    this.addSql(
      `create index "webhook_delivery_status_next_attempt_time_index" on "webhook_delivery" ("status", "next_attempt_time");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);
    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
  }
}
