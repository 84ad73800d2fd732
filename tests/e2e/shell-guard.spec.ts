import { expect, test } from './fixtures.js';
import { ADMIN, LoginPage, signInAs } from './pages/login-page.js';
import { APP_TITLE, Shell, expectCleanConsole } from './pages/shell-page.js';

test.describe('路由守卫与页面标题', () => {
  expectCleanConsole();

  test('public routes open without a session; unknown paths go to /404; /403 and /500 exist', async ({ page }) => {
    // An open mobile page: the messaging-app binding, with the route's title (no sign-in asked for).
    await page.goto('/mobile/weixin-bind');
    await expect(page.getByRole('heading', { level: 1, name: '微信绑定' })).toBeVisible();
    await expect(page.getByRole('link', { name: '使用账号登录' })).toBeVisible();
    await expect(page).toHaveTitle(`微信绑定 - ${APP_TITLE}`);
    // A built public page: the article list, no session needed.
    await page.goto('/articleManager/list');
    await expect(page.getByRole('heading', { level: 1, name: '协会文章' })).toBeVisible();
    await expect(page).toHaveTitle(`文章列表 - ${APP_TITLE}`);

    await page.goto('/invoice-register/payMsg');
    await expect(page.getByRole('heading', { level: 1, name: '缴费信息' })).toBeVisible();

    await page.goto('/403');
    await expect(page.getByRole('heading', { level: 1, name: '没有访问权限' })).toBeVisible();
    await expect(page).toHaveTitle(`没有访问权限 - ${APP_TITLE}`);
    await page.goto('/500');
    await expect(page.getByRole('heading', { level: 1, name: '服务器出错了' })).toBeVisible();

    await signInAs(page);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(page).toHaveTitle(`页面不存在 - ${APP_TITLE}`);
  });

  test('without a token a page sends to login with the return address, and signing in comes back', async ({ page }) => {
    await page.goto('/awards/centuryCup?tab=2');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fawards%2FcenturyCup%3Ftab%3D2$/);
    await expect(page).toHaveTitle('登录');
    await new LoginPage(page).signIn(ADMIN);
    await expect(page).toHaveURL(/\/awards\/centuryCup\?tab=2$/);
    await expect(page.getByRole('heading', { level: 1, name: '世纪杯' })).toBeVisible();
    await expect(page).toHaveTitle(`世纪杯 - ${APP_TITLE}`);
  });

  test('other /cmsPages routes remember the path and send to login, which comes back to it', async ({ page }) => {
    await page.goto('/cmsPages/myCompany');
    await expect(page).toHaveURL(/\/login\?redirect=%2FcmsPages%2FmyCompany$/);
    expect(await page.evaluate(() => localStorage.getItem('zhuxie.redirectPath'))).toBe('/cmsPages/myCompany');
    await new LoginPage(page).signIn(ADMIN);
    await expect(page).toHaveURL(/\/cmsPages\/myCompany$/);
    await expect(page.getByRole('heading', { level: 1, name: '我的单位' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('zhuxie.redirectPath'))).toBeNull();
  });

  for (const [path, title] of [
    ['/cmsPages/memberCertificate', '会员证书'],
    ['/cmsPages/coursepresentation', '课程展示'],
  ] as const) {
    test(`${path} is open and remembered: a later sign-in returns there`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.goto('/login');
      await new LoginPage(page).signIn(ADMIN);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test('/cmsPages/expertSearch is open and not remembered', async ({ page }) => {
    await page.goto('/cmsPages/expertSearch');
    await expect(page.getByRole('heading', { level: 1, name: '专家查询' })).toBeVisible();
    await expect(page).toHaveTitle(`专家查询 - ${APP_TITLE}`);
    await signInAs(page); // lands on /wel/index
  });

  test('a signed-in user opening /login or /lnjx-login goes to /', async ({ page }) => {
    await signInAs(page);
    await page.goto('/lnjx-login');
    await expect(page).toHaveURL(/\/wel\/index$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/wel\/index$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(page).toHaveTitle(`首页 - ${APP_TITLE}`);
  });

  test('the title follows each navigation; menu pages are titled by the menu, embedded pages by their name', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page);
    const shell = new Shell(page);
    await shell.openMenu('参数管理');
    await expect(page).toHaveTitle(`参数管理 - ${APP_TITLE}`);
    await shell.openMenu('错误日志'); // a menu route without a screen yet
    await expect(page.getByRole('heading', { level: 1, name: '错误日志' })).toBeVisible();
    await expect(page).toHaveTitle(`错误日志 - ${APP_TITLE}`);
    await page.goto('/test/index');
    await expect(page).toHaveTitle(`测试页 - ${APP_TITLE}`);
    await expect(page.getByRole('heading', { level: 1, name: '测试页' })).toBeVisible();

    // /myiframe embeds an http(s) page in a sandbox (a page of our own origin gets no same-origin access)
    const src = `${baseURL}/healthz`;
    await page.goto(`/myiframe/urlPath?src=${encodeURIComponent(src)}&name=${encodeURIComponent('健康检查')}`);
    await expect(page).toHaveTitle(`健康检查 - ${APP_TITLE}`);
    const frame = page.locator('iframe[title="健康检查"]');
    await expect(frame).toHaveAttribute('src', src);
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(frame).not.toHaveAttribute('sandbox', /allow-same-origin/);
    await page.goto(`/myiframe/urlPath?src=${encodeURIComponent('javascript:alert(1)')}`);
    await expect(page.getByText('页面地址无效：只能嵌入 http 或 https 地址')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});
