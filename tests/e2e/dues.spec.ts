import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { isoDay } from './pages/date-field.js';
import { toast } from './pages/flow-page.js';
import { graphql } from './pages/look-page.js';
import { signInAs } from './pages/login-page.js';
import { freshCreditCode, listTable } from './pages/member-page.js';
import { expectCleanConsole } from './pages/shell-page.js';
import { inspectPdf, readPdfQrCodes } from '../support/pdf.js';

const YEAR = 2030;
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`);
}

/** Sets a system parameter as the signed-in administrator. */
async function setParam(page: Page, paramKey: string, paramValue: string) {
  const found = await graphql<{ params: { records: { id: string; version: number; paramName: string }[] } }>(
    page,
    'query($k: String) { params(filter: { paramKey: $k }) { records { id version paramName } } }',
    { k: paramKey },
  );
  const row = found.params.records[0];
  await graphql(page, 'mutation($i: ParamInput!) { submitParam(input: $i) { id } }', {
    i: {
      ...(row ? { id: row.id, version: row.version } : {}),
      paramKey,
      paramName: row?.paramName ?? paramKey,
      paramValue,
    },
  });
}

test.describe('会费与收据', () => {
  expectCleanConsole();

  test('a member pays its dues with the sandbox provider and downloads the receipt; staff find it in 收据管理 and void it', async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = Date.now();
    const company = { account: `dues_${stamp}`, password: 'Dues#2026-e2e' };
    const name = `会费测试建设有限公司${stamp}`;

    // The administrator opens a company account with its unit, a standard for the year, and generates the year.
    await signInAs(page);
    await setParam(page, 'dues.pay.sandbox', 'true');
    const roles = await graphql<{ roles: { records: { id: string }[] } }>(
      page,
      '{ roles(filter: { roleAlias: "member" }) { records { id } } }',
    );
    const user = await graphql<{ submitUser: { id: string } }>(
      page,
      'mutation($i: UserInput!) { submitUser(input: $i) { id } }',
      {
        i: {
          account: company.account,
          realName: '会费联系人',
          password: company.password,
          roleIds: [roles.roles.records[0]!.id],
        },
      },
    );
    await graphql(page, 'mutation($i: MemberUnitInput!) { submitMemberUnit(input: $i) { id } }', {
      i: {
        name,
        creditCode: freshCreditCode(),
        contactName: '会费联系人',
        contactMobile: '13912345678',
        memberLevel: '1',
        userId: user.submitUser.id,
      },
    });
    const standards = await graphql<{ duesStandards: { total: number } }>(
      page,
      `{ duesStandards(filter: { year: ${YEAR}, memberLevel: "1" }) { total } }`,
    );
    if (!standards.duesStandards.total)
      await graphql(
        page,
        `mutation { submitDuesStandard(input: { year: ${YEAR}, memberLevel: "1", amount: "3000" }) { id } }`,
      );

    await page.goto('/awards/memberManagement/member-pay');
    await listTable(page);
    await page.getByRole('button', { name: '生成年度会费' }).click();
    const dialog = page.getByRole('dialog', { name: '生成年度会费' });
    await dialog.getByLabel('年度').fill(String(YEAR));
    await dialog.getByRole('button', { name: '生成', exact: true }).click();
    await expect(toast(page, '已生成')).toBeVisible();
    await page.getByRole('search').getByLabel('单位名称').fill(name);
    await page.getByRole('search').getByLabel('单位名称').press('Enter');
    await expect((await listTable(page)).getByRole('row').filter({ hasText: name })).toContainText('未缴');

    // The member pays online in the sandbox cashier; the server priced the order.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signInAs(member, company);
    await member.goto('/cmsPages/memberPay');
    const periods = await listTable(member);
    const row = periods.getByRole('row').filter({ hasText: String(YEAR) });
    await expect(row).toContainText('3000.00 元');
    expect(await seriousViolations(member)).toEqual([]);
    await row.getByRole('button', { name: '在线支付' }).click();
    const cashier = member.getByRole('dialog', { name: '在线支付（沙箱）' });
    await expect(cashier).toContainText('3000.00 元');
    await expect(cashier).toContainText(`${YEAR}年度会费`);
    await cashier.getByRole('button', { name: '确认支付' }).click();
    await expect(toast(member, '支付成功，收据已开具')).toBeVisible();
    await expect(row).toContainText('已缴');

    // Its account statement and its receipt, downloaded as a PDF.
    await member.getByRole('tab', { name: '账户明细' }).click();
    await expect(
      member
        .getByRole('table', { name: '账户明细列表' })
        .getByRole('row')
        .filter({ hasText: `${YEAR}年度会费` }),
    ).toContainText('已支付');
    await member.getByRole('tab', { name: '我的收据' }).click();
    const receiptRow = member
      .getByRole('table', { name: '收据列表' })
      .getByRole('row')
      .filter({ hasText: `${YEAR}年度会费` });
    await expect(receiptRow).toContainText('有效');
    const receiptNo = (await receiptRow.getByRole('cell').first().innerText()).trim();
    expect(receiptNo).toMatch(/^\d{4}-\d{6}$/);
    const downloading = member.waitForEvent('download');
    await receiptRow.getByRole('button', { name: `下载 ${receiptNo}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`收据${receiptNo}.pdf`);
    const bytes = await (await download.createReadStream()).toArray();
    const receiptPdf = await inspectPdf(new Uint8Array(Buffer.concat(bytes)));
    expect(receiptPdf.pages[0]).toContain(`收据编号：${receiptNo}`);
    expect(receiptPdf.fonts.every((f) => f.file === 'FontFile3' && /^[A-Z]{6}\+/.test(f.name))).toBe(true);

    // Its QR code, read off the PDF as a phone would, opens the open verification page: anyone sees it is valid.
    const pdfBytes = new Uint8Array(Buffer.concat(bytes));
    const [[verifyUrl] = []] = await readPdfQrCodes(pdfBytes);
    expect(verifyUrl).toMatch(/\/cmsPages\/receiptVerify\?code=[\w-]{22}$/);
    const verifyPath = new URL(verifyUrl!).pathname + new URL(verifyUrl!).search;
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(verifyPath);
    await expect(visitor.getByRole('heading', { name: '收据核验' })).toBeVisible();
    const verdict = visitor.getByRole('status');
    await expect(verdict).toContainText('收据有效');
    const shown = visitor.getByRole('main');
    await expect(shown).toContainText(receiptNo);
    await expect(shown).toContainText(name);
    await expect(shown).toContainText('¥3,000.00');
    await expect(shown).toContainText(`${YEAR}年度会费`);
    await expect(shown).not.toContainText('13912345678');
    expect(await seriousViolations(visitor)).toEqual([]);
    for (const width of [1280, 375]) {
      await visitor.setViewportSize({ width, height: 800 });
      await visitor.screenshot({ path: test.info().outputPath(`receipt-verify-${width}.png`), fullPage: true });
    }
    await visitor.goto('/cmsPages/receiptVerify?code=not-a-receipt');
    await expect(visitor.getByRole('status')).toContainText('未找到该收据');

    // Staff find it in 收据管理 and void it with a reason; the number stays.
    await page.goto('/awards/receiptManage');
    const receipts = await listTable(page);
    await page.getByRole('search').getByLabel('收据编号').fill(receiptNo);
    await page.getByRole('search').getByLabel('收据编号').press('Enter');
    const staffRow = receipts.getByRole('row').filter({ hasText: receiptNo });
    await expect(staffRow).toContainText(name);
    expect(await seriousViolations(page)).toEqual([]);
    await staffRow.getByRole('button', { name: `作废 ${receiptNo}` }).click();
    const voiding = page.getByRole('dialog', { name: `作废收据 ${receiptNo}` });
    await voiding.getByRole('button', { name: '确认作废' }).click();
    await expect(voiding).toContainText('请输入作废原因');
    await voiding.getByLabel('作废原因').fill('重复缴费，已退款');
    await voiding.getByRole('button', { name: '确认作废' }).click();
    await expect(toast(page, '收据已作废')).toBeVisible();
    await expect(staffRow).toContainText('已作废');
    await expect(staffRow).toContainText('重复缴费，已退款');

    // The same QR code now tells it is voided, and when (Beijing date), never why.
    await visitor.goto(verifyPath);
    await expect(visitor.getByRole('status')).toContainText('收据已作废');
    await expect(visitor.getByRole('status')).toContainText(`该收据已于 ${isoDay(0)} 作废`);
    await expect(visitor.getByRole('main')).not.toContainText('重复缴费');
    await visitorContext.close();

    // The member's dues of the year are unpaid again.
    await member.getByRole('tab', { name: '年度会费' }).click();
    await member.reload();
    await expect((await listTable(member)).getByRole('row').filter({ hasText: String(YEAR) })).toContainText('未缴');

    // Paying by bank transfer: the association's account, the details checked while typing, the voucher uploaded.
    await (await listTable(member))
      .getByRole('row')
      .filter({ hasText: String(YEAR) })
      .getByRole('button', { name: '线下转账' })
      .click();
    const transfer = member.getByRole('dialog', { name: '线下转账' });
    await expect(transfer.getByLabel('协会收款账户')).toContainText('收款账号');
    await expect(transfer.getByLabel(/^付款单位/)).toHaveValue(name);
    await transfer.getByRole('button', { name: '提交转账登记' }).click();
    await expect(transfer).toContainText('请输入转账金额');
    await expect(transfer).toContainText('请上传转账凭证');
    await transfer.getByLabel(/^转账金额/).fill('2000');
    await expect(transfer).toContainText('转账金额须与应缴金额一致（3000.00元）');
    await transfer.getByLabel(/^转账金额/).fill('3000');
    await transfer.getByLabel(/^转账日期/).fill(isoDay(0));
    await transfer
      .getByTestId('upload-input')
      .setInputFiles([{ name: '银行回单.png', mimeType: 'image/png', buffer: PNG_1PX }]);
    await expect(transfer.getByText('银行回单.png')).toBeVisible();
    await transfer.getByRole('button', { name: '提交转账登记' }).click();
    await expect(toast(member, '转账已登记，等待会员部确认到账')).toBeVisible();

    // Staff confirm against the voucher: payer, amount, day and the image are in the dialog.
    await page.goto('/awards/memberManagement/member-pay');
    await page.getByRole('tab', { name: '缴费订单' }).click();
    const orders = page.getByRole('table', { name: '缴费订单列表' });
    const pending = orders.getByRole('row').filter({ hasText: name }).filter({ hasText: '待支付' });
    await pending.getByRole('button', { name: '确认到账' }).click();
    const confirming = page.getByRole('dialog', { name: '确认到账' });
    const details = confirming.getByLabel('转账登记');
    await expect(details).toContainText(name);
    await expect(details).toContainText('3000.00 元');
    await expect(details.getByRole('img', { name: '银行回单.png' })).toBeVisible();
    await confirming.getByRole('button', { name: '确认到账' }).click();
    await expect(toast(page, '已确认到账，收据已开具')).toBeVisible();
    await member.reload();
    await expect((await listTable(member)).getByRole('row').filter({ hasText: String(YEAR) })).toContainText('已缴');
    await memberContext.close();
  });

  test('a unit registers an invoicing unit on the open pages and requests an invoice; staff issue it in 开票对账', async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = Date.now();
    const name = `开票测试建设有限公司${stamp}`;
    const creditCode = freshCreditCode();
    const mobile = '13712345678';

    // The administrator makes a unit with a period for the year and confirms its bank transfer.
    await signInAs(page);
    await graphql(page, 'mutation($i: MemberUnitInput!) { submitMemberUnit(input: $i) { id } }', {
      i: { name, creditCode, contactName: '开票联系人', contactMobile: mobile, memberLevel: '1' },
    });
    const standards = await graphql<{ duesStandards: { total: number } }>(
      page,
      `{ duesStandards(filter: { year: ${YEAR}, memberLevel: "1" }) { total } }`,
    );
    if (!standards.duesStandards.total)
      await graphql(
        page,
        `mutation { submitDuesStandard(input: { year: ${YEAR}, memberLevel: "1", amount: "3000" }) { id } }`,
      );
    await graphql(page, `mutation { generateDues(input: { year: ${YEAR} }) }`);
    const periods = await graphql<{ duesPeriods: { records: { id: string }[] } }>(
      page,
      'query($n: String) { duesPeriods(filter: { unitName: $n }) { records { id } } }',
      { n: name },
    );
    const started = await graphql<{ createPaymentOrder: { order: { id: string; orderNo: string } } }>(
      page,
      'mutation($p: ID!) { createPaymentOrder(input: { periodId: $p, payerNote: "工商银行 转账" }) { order { id orderNo } } }',
      { p: periods.duesPeriods.records[0]!.id },
    );
    await graphql(page, 'mutation($o: ID!) { confirmPayment(input: { orderId: $o }) { receiptNo } }', {
      o: started.createPaymentOrder.order.id,
    });
    const orderNo = started.createPaymentOrder.order.orderNo;

    // On the open pages, without signing in: verification, then an invoicing unit with a checked tax number.
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto('/invoice-register');
    const verify = guest.getByRole('form', { name: '身份验证' });
    await verify.getByLabel(/^统一社会信用代码/).fill(creditCode);
    await verify.getByLabel(/^联系人手机号/).fill('13700000000');
    await verify.getByRole('button', { name: '验证' }).click();
    await expect(verify).toContainText('统一社会信用代码或联系人手机号不正确');
    await verify.getByLabel(/^联系人手机号/).fill(mobile);
    await verify.getByRole('button', { name: '验证' }).click();
    await expect(guest.getByText(name, { exact: true })).toBeVisible();
    const unitForm = guest.getByRole('form', { name: '登记开票单位' });
    await unitForm.getByLabel(/^发票抬头/).fill(name);
    await unitForm.getByLabel(/^税号/).fill(creditCode.slice(0, 17) + (creditCode.endsWith('0') ? '1' : '0'));
    await unitForm.getByRole('button', { name: '保存' }).click();
    await expect(unitForm).toContainText('统一社会信用代码校验位不正确');
    await unitForm.getByLabel(/^税号/).fill(creditCode);
    await unitForm.getByLabel(/^开户行/).fill('工商银行沈阳分行');
    await unitForm.getByRole('button', { name: '保存' }).click();
    await expect(guest.getByRole('table', { name: '开票单位列表' })).toContainText(creditCode);
    expect(await seriousViolations(guest)).toEqual([]);

    // 申请开票 for the paid order, then 缴费信息 and 发票信息.
    await guest.getByRole('navigation', { name: '发票登记导航' }).getByRole('link', { name: '申请开票' }).click();
    await guest.getByRole('combobox', { name: /开票单位/ }).selectOption({ label: `${name}（${creditCode}）` });
    const orderRow = guest.getByRole('table', { name: '申请开票' }).getByRole('row').filter({ hasText: orderNo });
    await orderRow.getByRole('button', { name: '申请开票' }).click();
    await expect(toast(guest, '已提交开票申请')).toBeVisible();
    await expect(orderRow).toContainText('已申请');
    await guest.getByRole('link', { name: '缴费信息' }).click();
    await expect(guest.getByRole('table', { name: '缴费信息' })).toContainText(orderNo);

    // Staff issue the invoice with its number; the unit sees it.
    await page.goto('/awards/memberManagement/invoice-reconciliation');
    const table = await listTable(page);
    await page.getByRole('search').getByLabel('单位名称').fill(name);
    await page.getByRole('search').getByLabel('单位名称').press('Enter');
    const staffRow = table.getByRole('row').filter({ hasText: orderNo });
    await expect(staffRow).toContainText('已申请');
    await staffRow.getByRole('button', { name: '开票' }).click();
    const issue = page.getByRole('dialog', { name: '开票' });
    await issue.getByLabel(/^发票号码/).fill('04401234');
    await issue.getByRole('button', { name: '确定' }).click();
    await expect(staffRow).toContainText('已开具');
    await guest.getByRole('link', { name: '发票信息' }).click();
    await expect(
      guest.getByRole('table', { name: '发票信息' }).getByRole('row').filter({ hasText: orderNo }),
    ).toContainText('04401234');
    await guestContext.close();
  });
});
