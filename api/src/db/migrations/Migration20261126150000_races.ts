import { Migration } from '@mikro-orm/migrations';

/** Unique rules that concurrent requests could break (issue 29's race sweep). */
export class Migration20261126150000_races extends Migration {
  override name = 'Migration20261126150000_races';

  override up(): void | Promise<void> {
    this.addSql(
      `create unique index "lnjzxh_member_change_open_unique" on "lnjzxh_member_change" ("tenant_id", "unit_id", "kind") where "flow_status" in (0, 1, 3, 5) and "is_deleted" = 0;`,
    );
    this.addSql(
      `create unique index "lnjzxh_member_unit_tenant_user_unique" on "lnjzxh_member_unit" ("tenant_id", "user_id") where "is_deleted" = 0;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "lnjzxh_member_change_open_unique";`);
    this.addSql(`drop index "lnjzxh_member_unit_tenant_user_unique";`);
  }
}
