import { Migration } from '@mikro-orm/migrations';

/** Personal access tokens (zxp_...), stored as their SHA-256, limited to some of the owner's codes. */
export class Migration20261127110000_personal_tokens extends Migration {
  override name = 'Migration20261127110000_personal_tokens';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "blade_personal_token" ("id" varchar(36) not null, "token_hash" varchar(64) not null, "tenant_id" varchar(12) not null, "user_id" varchar(36) not null, "name" varchar(64) not null, "prefix" varchar(16) not null, "codes" jsonb not null, "expires_at" timestamptz not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, "create_time" timestamptz not null default current_timestamp, primary key ("id"));`,
    );
    this.addSql(
      `alter table "blade_personal_token" add constraint "blade_personal_token_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create index "blade_personal_token_user_id_tenant_id_index" on "blade_personal_token" ("user_id", "tenant_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blade_personal_token" cascade;`);
  }
}
