import { expect, test } from './fixtures.js';
import { DictScreen } from './pages/dict-page.js';
import { signInAs } from './pages/login-page.js';

test.describe('字典管理', () => {
  let consoleErrors: string[];

  test.beforeEach(async ({ page }) => {
    consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await signInAs(page);
  });

  test.afterEach(() => {
    expect(consoleErrors, 'no errors in the browser console').toEqual([]);
  });

  test('create a dictionary, add items, edit one, seal it (no more edit or delete), delete an unsealed item', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const screen = new DictScreen(page);
    await screen.openFromMenu('系统字典', '/dict-horizontal/index');
    // The seeded dictionaries of SPEC section 4 are there.
    await screen.dictionaries.search('字典编号', 'approval_status');
    await expect(screen.dictionaries.row('审批状态（变体一）')).toHaveCount(1);

    const code = `e2e_${Date.now()}`;
    await screen.dictionaries.toolbar.getByRole('button', { name: '新增' }).click();
    await screen.fillAndSave('新增字典', { 字典编号: code, 字典名称: '端到端字典' });
    await expect(screen.dialog).toBeHidden();
    await screen.dictionaries.search('字典编号', code);
    await expect(screen.dictionaries.row(code)).toContainText('端到端字典');

    const items = await screen.openItems('端到端字典');
    await items.toolbar.getByRole('button', { name: '新增' }).click();
    await expect(screen.field('上级')).toHaveValue('端到端字典');
    await screen.fillAndSave('新增字典项', { 字典键值: 'a', 字典项名称: '甲' });
    await expect(screen.dialog).toBeHidden();
    await expect(items.row('甲')).toHaveCount(1);
    await items.toolbar.getByRole('button', { name: '新增' }).click();
    await screen.fillAndSave('新增字典项', { 字典键值: 'b', 字典项名称: '乙', 排序: '2' });
    await expect(items.row('乙')).toHaveCount(1);

    // A key used twice under one parent is refused by the server, under the key field.
    await items.toolbar.getByRole('button', { name: '新增' }).click();
    await screen.fillAndSave('新增字典项', { 字典键值: 'a', 字典项名称: '重复' });
    await expect(screen.dialog.getByText('同一上级下字典键值已存在')).toBeVisible();
    await screen.dialog.getByRole('button', { name: '取消' }).click();

    // Edit
    await items.row('甲').getByRole('button', { name: '编辑' }).click();
    await expect(screen.field('字典项名称')).toHaveValue('甲');
    await screen.fillAndSave('编辑字典', { 字典项名称: '甲一' });
    await expect(screen.dialog).toBeHidden();
    await expect(items.row('甲一')).toHaveCount(1);

    // Seal: the badge shows, edit and delete are gone from the row.
    await items.row('乙').getByRole('button', { name: '封存 乙' }).click();
    await expect(items.row('乙')).toContainText('已封存');
    await expect(items.row('乙').getByRole('button', { name: '编辑' })).toHaveCount(0);
    await expect(items.row('乙').getByRole('button', { name: '删除' })).toHaveCount(0);
    await expect(items.row('乙').getByRole('button', { name: '解封 乙' })).toBeVisible();
    // Selected anyway for a bulk delete, the server refuses it.
    await items.row('乙').getByRole('checkbox', { name: '选择 乙' }).locator('xpath=ancestor::label[1]').click();
    await items.toolbar.getByRole('button', { name: '删除' }).click();
    await screen.confirmDialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('status').filter({ hasText: '字典已封存，不能删除' }).first()).toBeVisible();
    await expect(items.row('乙')).toHaveCount(1);

    // Delete the unsealed item.
    await items.row('甲一').getByRole('button', { name: '删除' }).click();
    await expect(screen.confirmDialog).toContainText('确定将选择数据删除?');
    await screen.confirmDialog.getByRole('button', { name: '确定' }).click();
    await expect(items.row('甲一')).toHaveCount(0);
    await expect(items.row('乙')).toHaveCount(1);
  });

  test('the business dictionary lists the tenant dictionaries above their items', async ({ page }) => {
    const screen = new DictScreen(page);
    await screen.openFromMenu('业务字典', '/dict-vertical/index');
    await screen.dictionaries.search('字典名称', '推荐单位');
    const items = await screen.openItems('推荐单位');
    await expect(items.row('沈阳市建筑业协会')).toHaveCount(1);
    await expect(items.row('大连市建筑业协会')).toHaveCount(1);
  });
});
