import { Migration } from '@mikro-orm/migrations';

/** Random expert draws (专家抽取): seed, pool snapshot, drawn experts and ranked substitutes, substitutions. */
export class Migration20261127210000_expert_draw extends Migration {
  override name = 'Migration20261127210000_expert_draw';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lnjzxh_expert_draw" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "programme_id" varchar(36) not null, "application_id" varchar(36) not null, "group_id" varchar(36) null, "discipline" varchar(64) null, "seed" varchar(64) not null, "draw_count" int not null, "substitute_count" int not null, "eligible_ids" jsonb not null, "exclusions" jsonb not null, "drawn" jsonb not null, "substitutes" jsonb not null, "replacements" jsonb not null, "drawn_by_name" varchar(100) null, "draw_time" varchar(19) not null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_expert_draw_tenant_id_index" on "lnjzxh_expert_draw" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_expert_draw_tenant_id_application_id_index" on "lnjzxh_expert_draw" ("tenant_id", "application_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lnjzxh_expert_draw" cascade;`);
  }
}
