import { Migration } from '@mikro-orm/migrations';

export class Migration20261122015908_identity extends Migration {
  override name = 'Migration20261122015908_identity';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "blade_scope_api" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "menu_id" varchar(36) null, "resource_code" varchar(100) not null, "scope_name" varchar(100) not null, "scope_path" varchar(255) not null, "scope_method" varchar(10) null, "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_scope_api_tenant_id_index" on "blade_scope_api" ("tenant_id");`);
    this.addSql(`create index "blade_scope_api_resource_code_index" on "blade_scope_api" ("resource_code");`);

    this.addSql(
      `create table "blade_scope_data" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "menu_id" varchar(36) null, "resource_code" varchar(100) not null, "scope_name" varchar(100) not null, "scope_column" varchar(100) null, "scope_type" smallint not null, "scope_value" varchar(500) null, "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_scope_data_tenant_id_index" on "blade_scope_data" ("tenant_id");`);
    this.addSql(`create index "blade_scope_data_resource_code_index" on "blade_scope_data" ("resource_code");`);

    this.addSql(
      `create table "blade_dept" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "parent_id" varchar(36) null, "dept_name" varchar(100) not null, "full_name" varchar(255) null, "login_type" varchar(16) not null default 'award', "sort" int not null default 0, "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_dept_tenant_id_index" on "blade_dept" ("tenant_id");`);
    this.addSql(`create index "blade_dept_parent_id_index" on "blade_dept" ("parent_id");`);

    this.addSql(
      `create table "blade_log_login" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "account" varchar(64) not null, "user_id" varchar(36) null, "ip" varchar(64) not null, "user_agent" varchar(255) null, "method" varchar(20) not null, "result" varchar(20) not null, "create_time" timestamptz not null default current_timestamp, primary key ("id"));`,
    );
    this.addSql(`create index "blade_log_login_ip_create_time_index" on "blade_log_login" ("ip", "create_time");`);
    this.addSql(
      `create index "blade_log_login_account_create_time_index" on "blade_log_login" ("account", "create_time");`,
    );

    this.addSql(
      `create table "blade_menu" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "parent_id" varchar(36) null, "code" varchar(100) not null, "name" varchar(100) not null, "alias" varchar(100) null, "path" varchar(255) null, "source" varchar(100) null, "sort" int not null default 0, "category" smallint not null default 1, "is_auth" boolean not null default true, "is_tab" boolean not null default true, "roles" text[] not null default '{}', "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_menu_tenant_id_index" on "blade_menu" ("tenant_id");`);
    this.addSql(`create index "blade_menu_parent_id_index" on "blade_menu" ("parent_id");`);
    this.addSql(`create unique index "blade_menu_code_unique" on "blade_menu" ("code") where "is_deleted" = 0;`);

    this.addSql(
      `create table "blade_client" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "client_id" varchar(64) not null, "secret_hash" varchar(64) not null, "grant_types" text[] not null, "access_token_validity" int not null default 1800, "refresh_token_validity" int not null default 604800, "status" smallint not null default 1, primary key ("id"));`,
    );
    this.addSql(`create index "blade_client_tenant_id_index" on "blade_client" ("tenant_id");`);
    this.addSql(
      `create unique index "blade_client_client_id_unique" on "blade_client" ("client_id") where "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "blade_post" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "category" smallint not null default 3, "post_code" varchar(64) not null, "post_name" varchar(64) not null, "sort" int not null default 0, "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_post_tenant_id_index" on "blade_post" ("tenant_id");`);
    this.addSql(
      `create unique index "blade_post_tenant_code_unique" on "blade_post" ("tenant_id", "post_code") where "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "blade_refresh_token" ("id" varchar(36) not null, "token_hash" varchar(64) not null, "family_id" varchar(36) not null, "tenant_id" varchar(12) not null, "user_id" varchar(36) not null, "client_id" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "revoked_at" timestamptz null, "create_time" timestamptz not null default current_timestamp, primary key ("id"));`,
    );
    this.addSql(
      `alter table "blade_refresh_token" add constraint "blade_refresh_token_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "blade_refresh_token_family_id_index" on "blade_refresh_token" ("family_id");`);
    this.addSql(`create index "blade_refresh_token_user_id_index" on "blade_refresh_token" ("user_id");`);

    this.addSql(
      `create table "blade_role" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "parent_id" varchar(36) null, "role_name" varchar(100) not null, "role_alias" varchar(100) not null, "sort" int not null default 0, "remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_role_tenant_id_index" on "blade_role" ("tenant_id");`);
    this.addSql(
      `create unique index "blade_role_tenant_alias_unique" on "blade_role" ("tenant_id", "role_alias") where "is_deleted" = 0;`,
    );

    this.addSql(
      `create table "blade_role_menu" ("id" varchar(36) not null, "role_id" varchar(36) not null, "menu_id" varchar(36) not null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_role_menu_role_id_index" on "blade_role_menu" ("role_id");`);
    this.addSql(
      `alter table "blade_role_menu" add constraint "blade_role_menu_role_id_menu_id_unique" unique ("role_id", "menu_id");`,
    );

    this.addSql(
      `create table "blade_role_scope" ("id" varchar(36) not null, "scope_category" smallint not null, "role_id" varchar(36) not null, "scope_id" varchar(36) not null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_role_scope_role_id_index" on "blade_role_scope" ("role_id");`);
    this.addSql(
      `alter table "blade_role_scope" add constraint "blade_role_scope_role_id_scope_id_unique" unique ("role_id", "scope_id");`,
    );

    this.addSql(
      `create table "blade_top_menu" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "code" varchar(64) not null, "name" varchar(64) not null, "source" varchar(100) null, "path" varchar(255) null, "sort" int not null default 0, primary key ("id"));`,
    );
    this.addSql(`create index "blade_top_menu_tenant_id_index" on "blade_top_menu" ("tenant_id");`);

    this.addSql(
      `create table "blade_top_menu_setting" ("id" varchar(36) not null, "top_menu_id" varchar(36) not null, "menu_id" varchar(36) not null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_top_menu_setting_top_menu_id_index" on "blade_top_menu_setting" ("top_menu_id");`);
    this.addSql(
      `alter table "blade_top_menu_setting" add constraint "blade_top_menu_setting_top_menu_id_menu_id_unique" unique ("top_menu_id", "menu_id");`,
    );

    this.addSql(
      `create table "blade_user" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "account" varchar(64) not null, "password_hash" varchar(255) null, "real_name" varchar(64) null, "phone" varchar(32) null, "email" varchar(128) null, "avatar" varchar(500) null, "dept_id" varchar(36) null, "post_ids" text[] not null default '{}', "role_ids" text[] not null default '{}', "status" smallint not null default 1, "award_name" varchar(255) null, "company_name" varchar(255) null, "project_name" varchar(255) null, "referee" varchar(255) null, "external_subject" varchar(255) null, "tokens_valid_after" timestamptz null, "review_remark" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`create index "blade_user_tenant_id_index" on "blade_user" ("tenant_id");`);
    this.addSql(`create index "blade_user_dept_id_index" on "blade_user" ("dept_id");`);
    this.addSql(
      `create unique index "blade_user_external_subject_unique" on "blade_user" ("external_subject") where "is_deleted" = 0;`,
    );
    this.addSql(
      `create unique index "blade_user_tenant_account_unique" on "blade_user" ("tenant_id", "account") where "is_deleted" = 0;`,
    );

    this.addSql(`alter table "blade_param" add "create_dept" varchar(36) null;`);

    this.addSql(
      `alter table "blade_tenant" add "domain" varchar(255) null, add "account_number" int not null default -1, add "expire_time" timestamptz null, add "linkman" varchar(50) null, add "contact_number" varchar(50) null, add "address" varchar(255) null, add "create_user" varchar(36) null, add "create_dept" varchar(36) null, add "update_user" varchar(36) null, add "update_time" timestamptz not null default current_timestamp, add "version" int not null default 1;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blade_scope_api" cascade;`);
    this.addSql(`drop table if exists "blade_scope_data" cascade;`);
    this.addSql(`drop table if exists "blade_dept" cascade;`);
    this.addSql(`drop table if exists "blade_log_login" cascade;`);
    this.addSql(`drop table if exists "blade_menu" cascade;`);
    this.addSql(`drop table if exists "blade_client" cascade;`);
    this.addSql(`drop table if exists "blade_post" cascade;`);
    this.addSql(`drop table if exists "blade_refresh_token" cascade;`);
    this.addSql(`drop table if exists "blade_role" cascade;`);
    this.addSql(`drop table if exists "blade_role_menu" cascade;`);
    this.addSql(`drop table if exists "blade_role_scope" cascade;`);
    this.addSql(`drop table if exists "blade_top_menu" cascade;`);
    this.addSql(`drop table if exists "blade_top_menu_setting" cascade;`);
    this.addSql(`drop table if exists "blade_user" cascade;`);

    this.addSql(`alter table "blade_param" drop column "create_dept";`);

    this.addSql(
      `alter table "blade_tenant" drop column "domain", drop column "account_number", drop column "expire_time", drop column "linkman", drop column "contact_number", drop column "address", drop column "create_user", drop column "create_dept", drop column "update_user", drop column "update_time", drop column "version";`,
    );
  }
}
