import { expect, type Locator, type Page } from '@playwright/test';
import { usccCheckChar } from '@zhuxie/domain/rules/uscc';

const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** A valid unified social credit code no other run uses (random body, computed check character). */
export function freshCreditCode(): string {
  let body = '912101';
  while (body.length < 17) body += CHARSET.charAt(Math.floor(Math.random() * CHARSET.length));
  return body + usccCheckChar(body);
}

/** The company fields of a join application or member unit form. */
export class CompanyForm {
  constructor(readonly form: Locator) {}

  field(label: string): Locator {
    return this.form.getByLabel(new RegExp(`^${label}`)).first();
  }

  async fill(values: {
    name: string;
    creditCode: string;
    contactName: string;
    contactMobile: string;
    level: string;
    city?: string;
  }): Promise<void> {
    await this.field('单位名称').fill(values.name);
    await this.field('统一社会信用代码').fill(values.creditCode);
    await this.field('联系人').fill(values.contactName);
    await this.field('联系人手机').fill(values.contactMobile);
    await this.form.getByRole('combobox', { name: /会员等级/ }).selectOption({ label: values.level });
    if (values.city) {
      await this.form.getByLabel('所在地区 省份').selectOption({ label: '辽宁省' });
      await this.form.getByLabel('所在地区 城市').selectOption({ label: values.city });
    }
  }
}

/** The page's list table (CrudList) after it loaded. */
export async function listTable(page: Page): Promise<Locator> {
  const table = page.getByRole('table').first();
  await expect(table).toBeVisible({ timeout: 30_000 });
  return table;
}
