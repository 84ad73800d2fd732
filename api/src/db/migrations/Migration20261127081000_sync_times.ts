import { Migration } from '@mikro-orm/migrations';

/** The tables third parties sync incrementally (engine/sync): their update_time is set by the database. */
export const SYNCED_TABLES = [
  'lnjzxh_member_unit',
  'lnjzxh_member_person',
  'lnjzxh_dues_period',
  'lnjzxh_payment_order',
  'lnjzxh_award_application',
  'lnjzxh_event',
  'lnjzxh_event_registration',
  'lnjzxh_article',
] as const;

/**
 * Every write of a synced row stamps `update_time` with the database's clock (to the millisecond, the sync
 * cursor's precision), whoever writes it: the ORM, a conditional update that sets no time, another instance with
 * its own clock. The sync's watermark (the start of the oldest open writing transaction) relies on it.
 */
export class Migration20261127081000_sync_times extends Migration {
  override name = 'Migration20261127081000_sync_times';

  override up(): void | Promise<void> {
    for (const table of SYNCED_TABLES) {
      // As the schema generator writes STAMP_UPDATE_TIME (db/sync-trigger.ts) declared on the entity.
      this.addSql(
        `create or replace function "${table}_stamp_update_time_fn"() returns trigger as $$ begin new.update_time := date_trunc('milliseconds', clock_timestamp()); return new; end; $$ language plpgsql;`,
      );
      this.addSql(
        `create trigger "stamp_update_time" BEFORE INSERT OR UPDATE on "${table}" for each ROW execute function "${table}_stamp_update_time_fn"();`,
      );
      this.addSql(`create index "${table}_sync_index" on "${table}" ("tenant_id", "update_time", "id");`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of SYNCED_TABLES) {
      this.addSql(`drop trigger if exists "stamp_update_time" on "${table}";`);
      this.addSql(`drop function if exists "${table}_stamp_update_time_fn"();`);
      this.addSql(`drop index if exists "${table}_sync_index";`);
    }
  }
}
