import { Migration } from '@mikro-orm/migrations';

/**
 * Each receipt carries a verification code for the QR code of its PDF (as certificates do). Existing receipts get
 * one here: 32 hex digits of a random UUID (gen_random_uuid is built into PostgreSQL 13+ and PGlite).
 */
export class Migration20261127031000_receipt_verify extends Migration {
  override name = 'Migration20261127031000_receipt_verify';

  override up(): void | Promise<void> {
    this.addSql(`alter table "lnjzxh_receipt" add column "verify_code" varchar(40) null;`);
    this.addSql(`update "lnjzxh_receipt" set "verify_code" = replace(gen_random_uuid()::text, '-', '');`);
    this.addSql(`alter table "lnjzxh_receipt" alter column "verify_code" set not null;`);
    this.addSql(
      `alter table "lnjzxh_receipt" add constraint "lnjzxh_receipt_verify_code_unique" unique ("verify_code");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "lnjzxh_receipt" drop constraint "lnjzxh_receipt_verify_code_unique";`);
    this.addSql(`alter table "lnjzxh_receipt" drop column "verify_code";`);
  }
}
