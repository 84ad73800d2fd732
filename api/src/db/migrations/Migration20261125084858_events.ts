import { Migration } from '@mikro-orm/migrations';

export class Migration20261125084858_events extends Migration {
  override name = 'Migration20261125084858_events';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lnjzxh_event" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "title" varchar(200) not null, "type" varchar(16) not null default 'event', "venue" varchar(255) not null, "start_time" timestamptz not null, "end_time" timestamptz not null, "registration_deadline" timestamptz null, "capacity" int not null default 0, "fee" numeric(14,2) not null default '0.00', "agenda" text null, "description" text null, "status" smallint not null default 0, "release_time" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_event_tenant_id_index" on "lnjzxh_event" ("tenant_id");`);
    this.addSql(`create index "lnjzxh_event_tenant_id_status_index" on "lnjzxh_event" ("tenant_id", "status");`);

    this.addSql(
      `create table "lnjzxh_event_registration" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "event_id" varchar(36) not null, "name" varchar(64) not null, "mobile" varchar(11) not null, "unit" varchar(255) not null, "post" varchar(100) null, "answers" jsonb not null, "sign_in_number" varchar(12) not null, "seq" int not null, "check_in_time" timestamptz null, "hotel" varchar(200) null, "room_type" varchar(64) null, "check_in_date" varchar(10) null, "check_out_date" varchar(10) null, "sharing_with" varchar(100) null, primary key ("id"));`,
    );
    this.addSql(
      `create index "lnjzxh_event_registration_tenant_id_index" on "lnjzxh_event_registration" ("tenant_id");`,
    );
    this.addSql(
      `alter table "lnjzxh_event_registration" add constraint "lnjzxh_event_registration_event_number_unique" unique ("tenant_id", "event_id", "sign_in_number");`,
    );
    this.addSql(
      `alter table "lnjzxh_event_registration" add constraint "lnjzxh_event_registration_event_mobile_unique" unique ("tenant_id", "event_id", "mobile");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lnjzxh_event" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_event_registration" cascade;`);
  }
}
