import { Migration } from '@mikro-orm/migrations';

/** The client-credentials grant: what a client's service tokens may do (codes, API scopes) and how often. */
export class Migration20261127111000_client_credentials extends Migration {
  override name = 'Migration20261127111000_client_credentials';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "blade_client" add column "permission_codes" text[] not null default '{}', add column "api_scope_ids" text[] not null default '{}', add column "rate_limit_per_minute" int not null default 600;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "blade_client" drop column "permission_codes", drop column "api_scope_ids", drop column "rate_limit_per_minute";`,
    );
  }
}
