import { Migration } from '@mikro-orm/migrations';

export class Migration20261126071312_legacy_import extends Migration {
  override name = 'Migration20261126071312_legacy_import';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "legacy_import_map" ("id" varchar(36) not null, "legacy_table" varchar(64) not null, "legacy_id" varchar(64) not null, "target" varchar(32) not null, "target_id" varchar(36) not null, "tenant_id" varchar(12) not null, "checksum" varchar(64) not null, "run_id" varchar(36) not null, "update_time" timestamptz not null default current_timestamp, primary key ("id"));`,
    );
    this.addSql(
      `create index "legacy_import_map_target_target_id_index" on "legacy_import_map" ("target", "target_id");`,
    );
    this.addSql(
      `alter table "legacy_import_map" add constraint "legacy_import_map_legacy_unique" unique ("legacy_table", "legacy_id");`,
    );

    this.addSql(
      `create table "legacy_import_run" ("id" varchar(36) not null, "started_at" timestamptz not null default current_timestamp, "finished_at" timestamptz null, "status" varchar(16) not null default 'running', "dry_run" boolean not null default false, "source" varchar(255) not null, "operator" varchar(64) not null, "mapping_file" varchar(255) null, "resumed_from" varchar(36) null, "read_count" int not null default 0, "created_count" int not null default 0, "updated_count" int not null default 0, "unchanged_count" int not null default 0, "refused_count" int not null default 0, "rows_per_second" double precision not null default 0, "duration_ms" int not null default 0, "tables" jsonb not null, "cursors" jsonb not null, "error" text null, "report" text null, primary key ("id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "legacy_import_map" cascade;`);
    this.addSql(`drop table if exists "legacy_import_run" cascade;`);
  }
}
