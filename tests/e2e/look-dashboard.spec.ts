import { expect, test } from './fixtures.js';
import { signInAs } from './pages/login-page.js';
import { LookTools } from './pages/look-page.js';

test.describe('首页与数据统计', () => {
  test('the home page greets the user, shows the counts from the API, and "coming soon" where a module is not there', async ({
    page,
  }) => {
    await signInAs(page);
    await expect(
      page.getByRole('heading', { level: 2, name: /^(早上好|中午好|下午好|晚上好|夜深了)，.*管理员$/ }),
    ).toBeVisible();

    const users = page.getByTestId('figure-userCount');
    const pending = page.getByTestId('figure-pendingRegistrations');
    await expect(users).toHaveText(/^\d[\d,]*$/);
    await expect(pending).toHaveText(/^\d[\d,]*$/);
    const before = Number((await pending.textContent())?.replace(/,/g, ''));
    expect(Number((await users.textContent())?.replace(/,/g, ''))).toBeGreaterThan(0);

    // Approval flows are there: my to-do count is a number.
    await expect(page.getByTestId('figure-todoCount')).toHaveText(/^\d[\d,]*$/);
    // Every module is there: member units and applications in progress are numbers, never "coming soon".
    await expect(page.getByTestId('figure-memberCount')).toHaveText(/^\d[\d,]*$/);
    await expect(page.getByTestId('figure-applicationsInProgress')).toHaveText(/^\d[\d,]*$/);
    await expect(page.getByText('即将上线')).toHaveCount(0);
    // Notices exist: the published demo notices, newest first.
    await expect(page.getByRole('region', { name: '最新公告' })).toContainText(
      /关于召开年度会员大会的通知.*关于开展 2026 年度会员单位信息核查的通知/,
    );

    // A guest registers: the pending count follows the server.
    const account = `dash_${Date.now()}`;
    const answer = await page.request.post('/graphql', {
      data: {
        query: 'mutation($input: RegisterInput!) { register(input: $input) }',
        variables: {
          input: { tenantId: '000000', account, password: 'Guest#2026-e2e', confirmPassword: 'Guest#2026-e2e' },
        },
      },
    });
    expect(((await answer.json()) as { data?: { register: boolean } }).data?.register).toBe(true);
    await page.reload();
    await expect(pending).toHaveText(String(before + 1));

    // The denser statistics view of the same figures.
    await page.getByRole('link', { name: '数据统计' }).click();
    await expect(page).toHaveURL(/\/wel\/dashboard$/);
    const overview = page.getByRole('region', { name: '业务概览' });
    // The figures drawn as one chart (ECharts on a canvas), with its numbers in a hidden table.
    await expect(overview.getByRole('img', { name: '业务概览' }).locator('canvas')).toHaveCount(1);
    const table = overview.getByRole('table', { name: '业务概览' });
    await expect(table.getByRole('row', { name: /^待审核注册/ })).toHaveText(`待审核注册${before + 1}`);
    for (const figure of ['注册用户', '我的待办', '会员单位', '进行中的申报'])
      await expect(table.getByRole('row', { name: new RegExp(`^${figure}`) })).toHaveText(
        new RegExp(`^${figure}\\d+$`),
      );
    await expect(page.getByText('即将上线')).toHaveCount(0);
  });

  test('the notice bell lists the published demo notices with their category and marks them read', async ({ page }) => {
    await signInAs(page);
    const look = new LookTools(page);
    // Personal messages (results of flows other specs ran as admin) may be listed beside the two notices.
    await look.topBar.getByRole('button', { name: /^消息通知，\d+ 条未读$/ }).click();
    const panel = page.getByRole('dialog', { name: '消息通知' });
    const notices = panel.getByRole('listitem').filter({ hasNotText: /待办|审批结果/ });
    await expect(notices).toHaveCount(2);
    await expect(notices.first()).toContainText('关于召开年度会员大会的通知');
    for (const category of ['会议通知', '通知公告'])
      await expect(panel.getByText(category, { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: '全部已读' }).click();
    await expect(look.topBar.getByRole('button', { name: '消息通知', exact: true })).toBeVisible();
  });
});
