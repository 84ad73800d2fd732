import { Migration } from '@mikro-orm/migrations';

/** The last run of each scheduled job of the embedded runner (catch-up after downtime). */
export class Migration20261126151000_job_run extends Migration {
  override name = 'Migration20261126151000_job_run';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "job_run" ("name" varchar(63) not null, "last_run" timestamptz not null, primary key ("name"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "job_run" cascade;`);
  }
}
