import { expect, test } from './fixtures.js';
import { submittedCenturyCup } from './pages/award-assign.js';
import { createProgramme, graphql } from './pages/look-page.js';
import { signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

const ADMIN = { account: 'admin', password: 'Zhuxie@2026' };
const MEMBER = { account: 'huiyuan', password: 'Zhuxie@2026' };

expectCleanConsole();

test.describe('再次申报', () => {
  test("a member applying again starts from the unit's earlier application of the line and sees what changed", async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = Date.now() % 100000;
    await signInAs(page, ADMIN);
    // An earlier programme with the unit's submitted application, and this year's.
    await submittedCenturyCup(page, browser, `往年世纪杯${stamp}`, `往年工程${stamp}`);
    const programme = `今年世纪杯${stamp}`;
    const programmeId = await createProgramme(page, { awardType: 'century_cup', name: programme });

    const member = await (await browser.newContext()).newPage();
    await signInAs(member, MEMBER);
    await graphql(member, `mutation($p: ID!) { subscribeAwardProgramme(programmeId: $p) { id } }`, { p: programmeId });
    await member.goto(`/awards/centuryCupApply?programmeId=${programmeId}`);
    const form = member.getByRole('form', { name: '世纪杯申报' });
    await expect(form.getByText(/贵单位在 \d{4} 年申报过本奖项/)).toBeVisible();
    await form.getByRole('button', { name: '从上次申报填入' }).click();
    const changed = form.getByTestId('changed-since');
    await expect(changed).toContainText('尚未修改');
    const name = form.getByLabel(/^工程名称/);
    await expect(name).not.toHaveValue('');
    await name.fill(`今年工程${stamp}`);
    await expect(changed).toContainText('本次已修改：工程名称');
    await member.screenshot({ path: 'test-results/award-reapply-1280.png' });

    // The copy is a draft of this year's programme the server accepts.
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await expect
      .poll(async () => {
        const list = await graphql<{ awardApplications: { records: { projectName: string | null }[] } }>(
          member,
          `query($f: AwardApplicationListFilter) { awardApplications(filter: $f, page: { current: 1, size: 10 }) { records { projectName } } }`,
          { f: { awardType: 'century_cup', programmeId } },
        );
        return list.awardApplications.records.map((r) => r.projectName);
      })
      .toEqual([`今年工程${stamp}`]);
  });
});
