import { Migration } from '@mikro-orm/migrations';

export class Migration20261123062912_audit_logs extends Migration {

  override name = 'Migration20261123062912_audit_logs';

  override up(): void | Promise<void> {
    this.addSql(`create table "blade_log_api" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "service_id" varchar(64) not null, "server_host" varchar(255) not null, "title" varchar(255) not null, "method" varchar(10) not null, "request_uri" varchar(1000) not null, "params" text null, "result" varchar(64) not null, "duration" int not null, "user_id" varchar(36) null, "create_by" varchar(64) null, "remote_ip" varchar(64) null, "user_agent" varchar(255) null, "request_id" varchar(64) null, "create_time" timestamptz not null default current_timestamp, primary key ("id"));`);
    this.addSql(`create index "blade_log_api_create_time_index" on "blade_log_api" ("create_time");`);
    this.addSql(`create index "blade_log_api_tenant_id_create_time_index" on "blade_log_api" ("tenant_id", "create_time");`);

    this.addSql(`create table "blade_log_usual" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "service_id" varchar(64) not null, "server_host" varchar(255) not null, "log_level" varchar(10) not null, "log_id" varchar(100) not null, "log_data" text not null, "method" varchar(10) null, "request_uri" varchar(1000) null, "user_id" varchar(36) null, "create_by" varchar(64) null, "remote_ip" varchar(64) null, "user_agent" varchar(255) null, "request_id" varchar(64) null, "create_time" timestamptz not null default current_timestamp, primary key ("id"));`);
    this.addSql(`create index "blade_log_usual_create_time_index" on "blade_log_usual" ("create_time");`);
    this.addSql(`create index "blade_log_usual_tenant_id_create_time_index" on "blade_log_usual" ("tenant_id", "create_time");`);

    this.addSql(`alter table "blade_log_error" add "method" varchar(10) null, add "request_id" varchar(64) null, add "server_host" varchar(255) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blade_log_api" cascade;`);
    this.addSql(`drop table if exists "blade_log_usual" cascade;`);

    this.addSql(`alter table "blade_log_error" drop column "method", drop column "request_id", drop column "server_host";`);
  }

}
