import { Migration } from '@mikro-orm/migrations';

export class Migration20261123141912_dues extends Migration {
  override name = 'Migration20261123141912_dues';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lnjzxh_dues_period" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "unit_id" varchar(36) not null, "unit_name" varchar(255) not null, "year" int not null, "member_level" varchar(64) not null, "amount" numeric(14,2) not null, "due_date" varchar(10) not null, "status" smallint not null default 0, "paid_order_id" varchar(36) null, "paid_time" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_dues_period_tenant_id_index" on "lnjzxh_dues_period" ("tenant_id");`);
    this.addSql(
      `create unique index "lnjzxh_dues_period_tenant_unit_year_unique" on "lnjzxh_dues_period" ("tenant_id", "unit_id", "year") where "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "lnjzxh_dues_standard" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "year" int not null, "member_level" varchar(64) not null, "amount" numeric(14,2) not null, "due_date" varchar(10) not null, "remark" varchar(500) null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_dues_standard_tenant_id_index" on "lnjzxh_dues_standard" ("tenant_id");`);
    this.addSql(
      `create unique index "lnjzxh_dues_standard_tenant_year_level_unique" on "lnjzxh_dues_standard" ("tenant_id", "year", "member_level") where "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "lnjzxh_invoice_access" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "unit_id" varchar(36) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_invoice_access_tenant_id_index" on "lnjzxh_invoice_access" ("tenant_id");`);
    this.addSql(
      `alter table "lnjzxh_invoice_access" add constraint "lnjzxh_invoice_access_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `create table "lnjzxh_invoice_request" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "unit_id" varchar(36) not null, "order_id" varchar(36) not null, "order_no" varchar(32) not null, "amount" numeric(14,2) not null, "invoice_unit_id" varchar(36) not null, "title" varchar(255) not null, "tax_number" varchar(18) not null, "status" smallint not null default 0, "invoice_number" varchar(64) null, "issue_time" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_invoice_request_tenant_id_index" on "lnjzxh_invoice_request" ("tenant_id");`);
    this.addSql(
      `create unique index "lnjzxh_invoice_request_tenant_order_unique" on "lnjzxh_invoice_request" ("tenant_id", "order_id") where "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "lnjzxh_invoice_unit" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "unit_id" varchar(36) not null, "title" varchar(255) not null, "tax_number" varchar(18) not null, "address" varchar(500) null, "phone" varchar(32) null, "bank" varchar(128) null, "account" varchar(64) null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_invoice_unit_tenant_id_index" on "lnjzxh_invoice_unit" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_invoice_unit_tenant_id_unit_id_index" on "lnjzxh_invoice_unit" ("tenant_id", "unit_id");`,
    );

    this.addSql(
      `create table "lnjzxh_payment_order" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "order_no" varchar(32) not null, "kind" varchar(32) not null default 'dues', "unit_id" varchar(36) not null, "unit_name" varchar(255) not null, "period_id" varchar(36) not null, "subject" varchar(255) not null, "amount" numeric(14,2) not null, "provider" varchar(32) not null, "status" smallint not null default 0, "payer_note" varchar(500) null, "transaction_id" varchar(128) null, "paid_time" timestamptz null, "confirm_user" varchar(36) null, "callback_key" varchar(64) null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_payment_order_tenant_id_index" on "lnjzxh_payment_order" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_payment_order_tenant_id_unit_id_index" on "lnjzxh_payment_order" ("tenant_id", "unit_id");`,
    );
    this.addSql(
      `alter table "lnjzxh_payment_order" add constraint "lnjzxh_payment_order_tenant_no_unique" unique ("tenant_id", "order_no");`,
    );

    this.addSql(
      `create table "lnjzxh_receipt" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "receipt_no" varchar(32) not null, "year" int not null, "seq" int not null, "order_id" varchar(36) not null, "unit_id" varchar(36) not null, "unit_name" varchar(255) not null, "subject" varchar(255) not null, "amount" numeric(14,2) not null, "provider" varchar(32) not null, "issue_time" timestamptz not null, "status" smallint not null default 1, "print_count" int not null default 0, "reprint_count" int not null default 0, "void_reason" varchar(500) null, "void_user" varchar(36) null, "void_user_name" varchar(64) null, "void_time" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_receipt_tenant_id_index" on "lnjzxh_receipt" ("tenant_id");`);
    this.addSql(`create index "lnjzxh_receipt_tenant_id_unit_id_index" on "lnjzxh_receipt" ("tenant_id", "unit_id");`);
    this.addSql(
      `alter table "lnjzxh_receipt" add constraint "lnjzxh_receipt_tenant_number_unique" unique ("tenant_id", "receipt_no");`,
    );

    this.addSql(
      `create table "lnjzxh_sequence_counter" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "name" varchar(64) not null, "year" int not null, "last_number" int not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "lnjzxh_sequence_counter" add constraint "lnjzxh_sequence_counter_tenant_name_year_unique" unique ("tenant_id", "name", "year");`,
    );

    // The OA 文号 counter moves into the shared sequence counter (name oa_reference), keeping the numbers issued.
    this.addSql(
      `insert into "lnjzxh_sequence_counter" ("id", "tenant_id", "name", "year", "last_number") select "id", "tenant_id", 'oa_reference', "year", "last_number" from "lnjzxh_oa_reference_counter";`,
    );
    this.addSql(`drop table if exists "lnjzxh_oa_reference_counter" cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create table "lnjzxh_oa_reference_counter" ("id" varchar(36) not null, "last_number" int not null, "tenant_id" varchar(12) not null, "year" int not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "lnjzxh_oa_reference_counter" add constraint "lnjzxh_oa_reference_counter_tenant_year_unique" unique ("tenant_id", "year");`,
    );
    this.addSql(
      `insert into "lnjzxh_oa_reference_counter" ("id", "tenant_id", "year", "last_number") select "id", "tenant_id", "year", "last_number" from "lnjzxh_sequence_counter" where "name" = 'oa_reference';`,
    );

    this.addSql(`drop table if exists "lnjzxh_dues_period" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_dues_standard" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_invoice_access" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_invoice_request" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_invoice_unit" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_payment_order" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_receipt" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_sequence_counter" cascade;`);
  }
}
