import { strFromU8, unzipSync } from 'fflate';
import type { Locator, Page } from '@playwright/test';
import { AdminCrudPage } from './admin-crud-page.js';

export interface FieldSpec {
  column: string;
  label: string;
  type?: string;
  required?: boolean;
}

/** 代码生成 (/tool/code): the definition form with its field-list table, copy and the zip download. */
export class CodeGenPage extends AdminCrudPage {
  constructor(page: Page) {
    super(page, '代码生成', '/tool/code');
  }

  /** The field-list table of the open dialog. */
  get fieldTable(): Locator {
    return this.dialog.getByRole('table', { name: '字段' });
  }

  /** A cell control of the field list: `第 2 行列名`. */
  cell(row: number, name: string): Locator {
    return this.dialog.getByLabel(`第 ${row} 行${name}`, { exact: true });
  }

  async fillDefinition(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  /** Fills field row `row` (adding it when the table has fewer rows); the property follows from the column. */
  async fillField(row: number, spec: FieldSpec): Promise<void> {
    if ((await this.fieldTable.locator('tbody tr').count()) < row)
      await this.dialog.getByRole('button', { name: '添加字段' }).click();
    await this.cell(row, '列名').fill(spec.column);
    await this.cell(row, '列名').blur();
    await this.cell(row, '标签').fill(spec.label);
    if (spec.type) await this.choose(this.cell(row, '类型'), spec.type);
    if (spec.required) await this.tick(this.fieldTable, `第 ${row} 行必填`);
  }
}

/** The entries of a downloaded zip: path → text. */
export function zipEntries(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([path, data]) => [path, strFromU8(data)]));
}
