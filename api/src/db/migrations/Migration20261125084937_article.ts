import { Migration } from '@mikro-orm/migrations';

export class Migration20261125084937_article extends Migration {
  override name = 'Migration20261125084937_article';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lnjzxh_article" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "title" varchar(200) not null, "category" varchar(64) not null, "cover_url" varchar(1000) null, "summary" varchar(500) null, "content" text not null, "author" varchar(100) null, "status" smallint not null default 0, "publish_time" timestamptz null, "top" boolean not null default false, "top_order" int not null default 0, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_article_tenant_id_index" on "lnjzxh_article" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_article_tenant_id_status_top_publish_time_index" on "lnjzxh_article" ("tenant_id", "status", "top", "publish_time");`,
    );

    this.addSql(
      `create table "lnjzxh_article_read" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "article_id" varchar(36) not null, "reader_key" varchar(80) not null, "read_day" varchar(10) not null, "user_id" varchar(36) null, "unit_id" varchar(36) null, "unit_name" varchar(255) null, "read_time" timestamptz not null default current_timestamp, primary key ("id"));`,
    );
    this.addSql(
      `create index "lnjzxh_article_read_tenant_id_read_day_index" on "lnjzxh_article_read" ("tenant_id", "read_day");`,
    );
    this.addSql(
      `alter table "lnjzxh_article_read" add constraint "lnjzxh_article_read_reader_day_unique" unique ("article_id", "reader_key", "read_day");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lnjzxh_article" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_article_read" cascade;`);
  }
}
