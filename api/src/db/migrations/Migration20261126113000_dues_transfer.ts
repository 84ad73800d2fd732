import { Migration } from '@mikro-orm/migrations';

export class Migration20261126113000_dues_transfer extends Migration {
  override name = 'Migration20261126113000_dues_transfer';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "lnjzxh_payment_order" add column "payer_name" varchar(100) null, add column "transfer_amount" numeric(14,2) null, add column "transfer_date" varchar(10) null, add column "voucher" jsonb null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "lnjzxh_payment_order" drop column "payer_name", drop column "transfer_amount", drop column "transfer_date", drop column "voucher";`,
    );
  }
}
