import { Migration } from '@mikro-orm/migrations';

export class Migration20261123141657_certificates extends Migration {
  override name = 'Migration20261123141657_certificates';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lnjzxh_certificate_model" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "title" varchar(100) not null, "heading" varchar(100) not null, "issuer" varchar(100) not null, "number_prefix" varchar(16) not null, "validity_years" smallint not null default 1, "layout" jsonb not null, "background_url" varchar(1000) null, "status" smallint not null default 0, "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_certificate_model_tenant_id_index" on "lnjzxh_certificate_model" ("tenant_id");`);

    this.addSql(
      `create table "lnjzxh_member_certificate" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "model_id" varchar(36) not null, "unit_id" varchar(36) not null, "unit_name" varchar(255) not null, "credit_code" varchar(18) not null, "member_level" varchar(64) not null, "number" varchar(40) not null, "year" int not null, "seq" int not null, "valid_from" varchar(10) not null, "valid_to" varchar(10) not null, "issue_date" varchar(10) not null, "code" varchar(40) not null, "status" smallint not null default 1, "revoked_at" timestamptz null, "revoke_reason" varchar(500) null, "revoked_by" varchar(36) null, primary key ("id"));`,
    );
    this.addSql(
      `create index "lnjzxh_member_certificate_tenant_id_index" on "lnjzxh_member_certificate" ("tenant_id");`,
    );
    this.addSql(
      `create index "lnjzxh_member_certificate_tenant_id_unit_id_index" on "lnjzxh_member_certificate" ("tenant_id", "unit_id");`,
    );
    this.addSql(
      `alter table "lnjzxh_member_certificate" add constraint "lnjzxh_member_certificate_code_unique" unique ("code");`,
    );
    this.addSql(
      `alter table "lnjzxh_member_certificate" add constraint "lnjzxh_member_certificate_tenant_number_unique" unique ("tenant_id", "number");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lnjzxh_certificate_model" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_member_certificate" cascade;`);
  }
}
