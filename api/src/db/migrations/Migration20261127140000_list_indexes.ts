import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes that serve the paged lists (db/list-indexes.ts, issue 18): each list's default order after its tenant,
 * over the live rows, and trigram GIN indexes for the contains-filters of the main lists (pg_trgm, a trusted
 * extension on PostgreSQL 13+, loaded into PGlite by db/orm.config.ts).
 */
const INDEXES = [
  `create index "lnjzxh_article_list_index" on "lnjzxh_article" ("tenant_id", "top" DESC, "top_order", "create_time" DESC, "id" DESC) where "is_deleted" = 0;`,
  `create index "lnjzxh_award_application_unit_name_trgm" on "lnjzxh_award_application" using gin ("unit_name" gin_trgm_ops);`,
  `create index "lnjzxh_award_application_project_name_trgm" on "lnjzxh_award_application" using gin ("project_name" gin_trgm_ops);`,
  `create index "lnjzxh_award_application_list_index" on "lnjzxh_award_application" ("tenant_id", "award_type", "create_time", "id") where "is_deleted" = 0;`,
  `create index "lnjzxh_dues_period_unit_name_trgm" on "lnjzxh_dues_period" using gin ("unit_name" gin_trgm_ops);`,
  `create index "lnjzxh_dues_period_list_index" on "lnjzxh_dues_period" ("tenant_id", "year" DESC, "unit_name", "id") where "is_deleted" = 0;`,
  `create index "lnjzxh_dues_reminder_list_index" on "lnjzxh_dues_reminder" ("tenant_id", "create_time", "id") where "is_deleted" = 0;`,
  `create index "lnjzxh_entry_application_list_index" on "lnjzxh_entry_application" ("tenant_id", "create_time", "id") where "is_deleted" = 0;`,
  `create index "lnjzxh_event_list_index" on "lnjzxh_event" ("tenant_id", "start_time", "id") where "is_deleted" = 0;`,
  `create index "lnjzxh_event_registration_list_index" on "lnjzxh_event_registration" ("tenant_id", "event_id", "seq", "id") where "is_deleted" = 0;`,
  `create index "lnjzxh_account_list_index" on "lnjzxh_account" ("tenant_id", "create_time", "id") where "is_deleted" = 0;`,
  `create index "lnjzxh_member_certificate_list_index" on "lnjzxh_member_certificate" ("tenant_id", "year", "seq", "id") where "is_deleted" = 0;`,
  `create index "lnjzxh_member_change_list_index" on "lnjzxh_member_change" ("tenant_id", "create_time", "id") where "is_deleted" = 0;`,
  `create index "lnjzxh_member_unit_name_trgm" on "lnjzxh_member_unit" using gin ("name" gin_trgm_ops);`,
  `create index "lnjzxh_member_unit_list_index" on "lnjzxh_member_unit" ("tenant_id", "create_time", "id") where "is_deleted" = 0;`,
  `create index "blade_notice_title_trgm" on "blade_notice" using gin ("title" gin_trgm_ops);`,
  `create index "blade_notice_list_index" on "blade_notice" ("tenant_id", "create_time", "id") where "is_deleted" = 0;`,
  `create index "blade_param_param_name_trgm" on "blade_param" using gin ("param_name" gin_trgm_ops);`,
  `create index "blade_param_list_index" on "blade_param" ("tenant_id", "create_time", "id") where "is_deleted" = 0;`,
  `create index "lnjzxh_payment_order_unit_name_trgm" on "lnjzxh_payment_order" using gin ("unit_name" gin_trgm_ops);`,
  `create index "lnjzxh_payment_order_paid_index" on "lnjzxh_payment_order" ("tenant_id", "paid_time", "id") where "is_deleted" = 0;`,
  `create index "lnjzxh_payment_order_list_index" on "lnjzxh_payment_order" ("tenant_id", "create_time", "id") where "is_deleted" = 0;`,
  `create index "lnjzxh_receipt_list_index" on "lnjzxh_receipt" ("tenant_id", "year", "seq") where "is_deleted" = 0;`,
  `create index "blade_user_real_name_trgm" on "blade_user" using gin ("real_name" gin_trgm_ops);`,
  `create index "blade_user_account_trgm" on "blade_user" using gin ("account" gin_trgm_ops);`,
  `create index "blade_user_list_index" on "blade_user" ("tenant_id", "create_time", "id") where "is_deleted" = 0;`,
];

export class Migration20261127140000_list_indexes extends Migration {
  override name = 'Migration20261127140000_list_indexes';

  override up(): void | Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    for (const sql of INDEXES) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    for (const sql of INDEXES) this.addSql(`drop index if exists "${/create index "([^"]+)"/.exec(sql)![1]}";`);
  }
}
