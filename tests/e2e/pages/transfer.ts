import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { inspectPdf, type PdfInfo } from '../../support/pdf.js';

/** Clicks a button that downloads a file; answers the suggested name and the first sheet's rows (header first). */
export async function downloadSheet(page: Page, button: Locator): Promise<{ fileName: string; rows: unknown[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  expect(path).toBeTruthy();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: width }, (_, i) => row.getCell(i + 1).value ?? null)));
  return { fileName: download.suggestedFilename(), rows };
}

/**
 * Clicks a button that downloads a generated PDF: the response of the call whose URL contains `urlPart` is a PDF
 * (content-type application/pdf), the browser saves it as `fileName`, and its fonts are embedded subsets. Answers
 * the PDF as a viewer reads it.
 */
export async function expectPdfDownload(
  page: Page,
  click: () => Promise<void>,
  urlPart: string,
  fileName: string,
): Promise<PdfInfo> {
  const [response, download] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(urlPart)),
    page.waitForEvent('download'),
    click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect(download.suggestedFilename()).toBe(fileName);
  const path = await download.path();
  const pdf = await inspectPdf(new Uint8Array(await readFile(path)));
  expect(pdf.fonts.length).toBeGreaterThan(0);
  for (const font of pdf.fonts)
    expect(font).toMatchObject({ name: expect.stringMatching(/^[A-Z]{6}\+/), file: 'FontFile3' });
  return pdf;
}

/** An .xlsx file (header row first) as Playwright's file payload. */
export async function xlsxPayload(
  name: string,
  rows: unknown[][],
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const r of rows) sheet.addRow(r);
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

/** The import dialog (导入数据): template link, file, 覆盖已有数据, per-row errors. */
export class ImportDialogPage {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: '导入数据' });
  }

  async open(toolbar: Locator): Promise<void> {
    await toolbar.getByRole('button', { name: '导入' }).click();
    await expect(this.dialog).toBeVisible();
  }

  template(): Promise<{ fileName: string; rows: unknown[][] }> {
    return downloadSheet(this.page, this.dialog.getByRole('button', { name: '下载导入模板' }));
  }

  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.dialog.getByLabel('选择文件').setInputFiles(file);
    await this.dialog.getByRole('button', { name: '导入', exact: true }).click();
  }

  /** The rows of the error table as [行号, 错误信息]. */
  async errors(): Promise<string[][]> {
    const rows = this.dialog.getByRole('table', { name: '导入错误' }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    return rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  }
}
