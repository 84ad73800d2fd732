import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.js';
import { AttachPage } from './pages/attach-page.js';
import { signInAs } from './pages/login-page.js';

/** A PNG (real magic bytes) padded to `size` bytes: big enough that its upload takes a while when throttled. */
function png(size: number): Buffer {
  const head = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
}

test.describe('附件管理: upload and download', () => {
  let consoleErrors: string[];

  test.beforeEach(async ({ page }) => {
    consoleErrors = [];
    page.on('console', (message) => {
      // The browser logs the refused upload the test makes on purpose (HTTP 400 of put-file-attach).
      const refusedUpload = message.location().url.endsWith('/put-file-attach') && message.text().includes('400');
      if (message.type() === 'error' && !refusedUpload) consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await signInAs(page);
  });

  test.afterEach(() => {
    expect(consoleErrors, 'no errors in the browser console').toEqual([]);
  });

  test('upload files with pending, progress and success, find one in the list and download it', async ({
    page,
    context,
  }) => {
    const attach = new AttachPage(page);
    const stamp = Date.now();
    const photo = `现场照片-${stamp}.png`;
    const form = `申报表-${stamp}.pdf`;
    const pdf = Buffer.from(`%PDF-1.4\n% e2e ${stamp}\n%%EOF\n`);

    await attach.open();
    await attach.openUpload();
    await expect(attach.dialog.getByText('已上传 0/20 个文件')).toBeVisible();

    // Slow the upload down (DevTools network emulation) so its progress can be seen.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });

    await attach.chooseFiles([
      { name: photo, mimeType: 'image/png', buffer: png(1_500_000) },
      { name: form, mimeType: 'application/pdf', buffer: pdf },
    ]);
    // One upload at a time: the photo uploads with its progress while the form waits.
    await expect(attach.uploadItem(photo)).toContainText(/上传中 \d+%/);
    await expect(attach.uploadItem(photo).getByRole('progressbar')).toBeVisible();
    await expect(attach.uploadItem(form)).toContainText('等待上传');

    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(attach.uploadItem(photo)).toContainText('上传成功', { timeout: 30_000 });
    await expect(attach.uploadItem(form)).toContainText('上传成功');
    await expect(attach.uploadItem(photo).getByRole('img', { name: photo })).toBeVisible();
    await expect(attach.dialog.getByText('已上传 2/20 个文件')).toBeVisible();

    // A file whose content does not match its extension is refused with the server's message.
    await attach.chooseFiles([
      { name: `伪装-${stamp}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00not a pdf') },
    ]);
    await expect(attach.uploadItem(`伪装-${stamp}.pdf`)).toContainText('文件内容与扩展名不符');
    await attach.closeUpload();

    // Find the form in the list and download it under its own name.
    await attach.search({ 附件名称: form });
    await expect(attach.row(form)).toHaveCount(1);
    await expect(attach.row(form)).toContainText('pdf');
    const downloading = page.waitForEvent('download');
    await attach
      .row(form)
      .getByRole('link', { name: `下载 ${form}` })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(form);
    expect(await readFile((await download.path())!)).toEqual(pdf);

    // The photo's link works in an <img> (its thumbnail in the list).
    await attach.search({ 附件名称: photo });
    const thumbnail = attach.row(photo).locator('img');
    await expect(thumbnail).toBeVisible();
    const loaded = await thumbnail.evaluate((element) => {
      const img = element as unknown as { complete: boolean; naturalWidth: number };
      return img.complete && img.naturalWidth > 0;
    });
    expect(loaded, 'the thumbnail image loaded from the file link').toBe(true);
  });
});
