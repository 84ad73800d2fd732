import { Migration } from '@mikro-orm/migrations';

/** Versioned application forms of award programmes; the version an application was submitted with. */
export class Migration20261127120000_award_form_versions extends Migration {
  override name = 'Migration20261127120000_award_form_versions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lnjzxh_award_form_version" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "programme_id" varchar(36) not null, "form_version" int not null, "definition" jsonb not null, "frozen" boolean not null default false, primary key ("id"));`,
    );
    this.addSql(
      `create index "lnjzxh_award_form_version_tenant_id_index" on "lnjzxh_award_form_version" ("tenant_id");`,
    );
    this.addSql(
      `alter table "lnjzxh_award_form_version" add constraint "lnjzxh_award_form_version_unique" unique ("tenant_id", "programme_id", "form_version");`,
    );
    this.addSql(`alter table "lnjzxh_award_application" add column "form_version" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "lnjzxh_award_application" drop column "form_version";`);
    this.addSql(`drop table if exists "lnjzxh_award_form_version" cascade;`);
  }
}
