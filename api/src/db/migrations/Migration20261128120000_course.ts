import { Migration } from '@mikro-orm/migrations';

/** Training courses (课程), their lessons (课时) and learners' progress (学习进度), issue 23. */
export class Migration20261128120000_course extends Migration {
  override name = 'Migration20261128120000_course';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lnjzxh_course" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "title" varchar(200) not null, "cover" varchar(500) null, "category" varchar(60) null, "hours" double precision not null default 0, "audience" varchar(200) null, "summary" text null, "status" smallint not null default 0, "publish_time" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_course_tenant_id_index" on "lnjzxh_course" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_course_list_index" on "lnjzxh_course" ("tenant_id", "status", "create_time") where "is_deleted" = 0;`,
    );
    this.addSql(
      `create table "lnjzxh_course_lesson" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "course_id" varchar(36) not null, "sort" int not null default 1, "kind" varchar(16) not null, "title" varchar(200) not null, "url" text null, "content" text null, "minutes" int not null default 0, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_course_lesson_tenant_id_index" on "lnjzxh_course_lesson" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_course_lesson_course_index" on "lnjzxh_course_lesson" ("tenant_id", "course_id", "sort");`,
    );
    this.addSql(
      `create table "lnjzxh_course_progress" ("id" varchar(36) not null, "tenant_id" varchar(12) not null, "create_user" varchar(36) null, "create_dept" varchar(36) null, "create_time" timestamptz not null default current_timestamp, "update_user" varchar(36) null, "update_time" timestamptz not null default current_timestamp, "is_deleted" smallint not null default 0, "version" int not null default 1, "user_id" varchar(36) not null, "unit_id" varchar(36) null, "course_id" varchar(36) not null, "lesson_id" varchar(36) not null, "position" double precision not null default 0, "completed" boolean not null default false, "complete_time" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "lnjzxh_course_progress_tenant_id_index" on "lnjzxh_course_progress" ("tenant_id");`);
    this.addSql(
      `create index "lnjzxh_course_progress_course_index" on "lnjzxh_course_progress" ("tenant_id", "course_id");`,
    );
    this.addSql(
      `create index "lnjzxh_course_progress_user_index" on "lnjzxh_course_progress" ("tenant_id", "user_id", "course_id");`,
    );
    this.addSql(
      `alter table "lnjzxh_course_progress" add constraint "lnjzxh_course_progress_unique" unique ("lesson_id", "user_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lnjzxh_course_progress" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_course_lesson" cascade;`);
    this.addSql(`drop table if exists "lnjzxh_course" cascade;`);
  }
}
