import { Migration } from '@mikro-orm/migrations';

/**
 * The change counters of the tables lists read (db/table-version.ts): a counter table and, on each table, a
 * statement trigger that bumps its row after every insert, update, delete or truncate. The list totals are reused
 * while the counter stays the same (engine/crud/total-cache.ts).
 */
const TABLES = [
  'blade_attach',
  'blade_client',
  'blade_code',
  'blade_dept',
  'blade_dict',
  'blade_dict_biz',
  'blade_flow_instance',
  'blade_flow_log',
  'blade_flow_model',
  'blade_menu',
  'blade_notice',
  'blade_oss',
  'blade_param',
  'blade_post',
  'blade_region',
  'blade_report_file',
  'blade_role',
  'blade_scope_api',
  'blade_scope_data',
  'blade_sms',
  'blade_top_menu',
  'blade_user',
  'blade_user_message',
  'lnjzxh_account',
  'lnjzxh_article',
  'lnjzxh_award_application',
  'lnjzxh_award_application_expert',
  'lnjzxh_award_form_version',
  'lnjzxh_award_programme',
  'lnjzxh_award_serial_number',
  'lnjzxh_award_subscription',
  'lnjzxh_certificate_model',
  'lnjzxh_dues_period',
  'lnjzxh_dues_reminder',
  'lnjzxh_dues_standard',
  'lnjzxh_entry_application',
  'lnjzxh_event',
  'lnjzxh_event_registration',
  'lnjzxh_expert_group',
  'lnjzxh_invoice_access',
  'lnjzxh_invoice_request',
  'lnjzxh_invoice_unit',
  'lnjzxh_member_certificate',
  'lnjzxh_member_change',
  'lnjzxh_member_feedback',
  'lnjzxh_member_person',
  'lnjzxh_member_unit',
  'lnjzxh_member_unit_history',
  'lnjzxh_oa_application',
  'lnjzxh_payment_order',
  'lnjzxh_quality_team_unit',
  'lnjzxh_receipt',
  'lnjzxh_review_score',
  'lnjzxh_review_sheet',
  'lnjzxh_review_task',
  'lnjzxh_safety_standardization',
  'lnjzxh_technology_result',
  'oa_leave',
  'webhook_endpoint',
];

const bump = (table: string) => [
  `create or replace function "${table}_bump_table_version_fn"() returns trigger as \$\$ begin insert into zx_table_version (name, version) values (TG_TABLE_NAME, 1)
    on conflict (name) do update set version = zx_table_version.version + 1; return null; end; \$\$ language plpgsql;`,
  `create trigger "bump_table_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE on "${table}" for each STATEMENT execute function "${table}_bump_table_version_fn"();`,
];

export class Migration20261127173312_table_versions extends Migration {
  override name = 'Migration20261127173312_table_versions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "zx_table_version" ("name" varchar(64) not null, "version" bigint not null default '0', primary key ("name"));`,
    );
    for (const table of TABLES) for (const sql of bump(table)) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    for (const table of TABLES) {
      this.addSql(`drop trigger if exists "bump_table_version" on "${table}";`);
      this.addSql(`drop function if exists "${table}_bump_table_version_fn"();`);
    }
    this.addSql(`drop table if exists "zx_table_version" cascade;`);
  }
}
