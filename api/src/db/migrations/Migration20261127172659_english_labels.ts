import { Migration } from '@mikro-orm/migrations';

/**
 * English labels (issue 20): system and business dictionary entries (`dict_value_en`) and menus (`name_en`), both
 * optional; English mode shows them and falls back to the Chinese label when empty. The seeds fill them for the
 * seeded entries.
 */
export class Migration20261127172659_english_labels extends Migration {
  override name = 'Migration20261127172659_english_labels';

  override up(): void | Promise<void> {
    this.addSql(`alter table "blade_dict" add "dict_value_en" varchar(255) null;`);
    this.addSql(`alter table "blade_dict_biz" add "dict_value_en" varchar(255) null;`);
    this.addSql(`alter table "blade_menu" add "name_en" varchar(100) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "blade_dict" drop column "dict_value_en";`);
    this.addSql(`alter table "blade_dict_biz" drop column "dict_value_en";`);
    this.addSql(`alter table "blade_menu" drop column "name_en";`);
  }
}
