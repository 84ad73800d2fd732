import { Migration } from '@mikro-orm/migrations';

/** One expert application per account: two concurrent first saves of one person could both pass the check. */
export class Migration20261126152000_expert_user extends Migration {
  override name = 'Migration20261126152000_expert_user';

  override up(): void | Promise<void> {
    this.addSql(
      `create unique index "lnjzxh_account_tenant_user_unique" on "lnjzxh_account" ("tenant_id", "user_id") where "is_deleted" = 0;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "lnjzxh_account_tenant_user_unique";`);
  }
}
