import { Migration } from '@mikro-orm/migrations';

export class Migration20261126073248_RateLimit extends Migration {
  override name = 'Migration20261126073248_RateLimit';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rate_limit" ("key" varchar(255) not null, "points" int not null default 0, "expire" bigint null, primary key ("key"));`,
    );
    this.addSql(`create index "rate_limit_expire_index" on "rate_limit" ("expire");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limit" cascade;`);
  }
}
