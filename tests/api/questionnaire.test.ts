import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/** Questionnaires (issue 23): editor rules, launch and stop, answering rules, one answer, statistics, export. */
let s: TestServer;
let staff: ApiClient & { token: string }; // shenpi: 问卷管理
let member: ApiClient & { token: string }; // huiyuan: 我的问卷

const P = '/api/lnjzxh-member';
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const definition = (fields: unknown[]) => ({
  key: 'q',
  version: 1,
  title: { zh: '' },
  tabs: [{ key: 'page1', label: { zh: '第1页' }, sections: [{ key: 'section1', fields }] }],
});
const CHANNEL = {
  key: 'channel',
  type: 'options',
  label: { zh: '了解渠道' },
  rules: { required: true },
  options: [
    { value: 'web', label: { zh: '网站' } },
    { value: 'wechat', label: { zh: '微信' } },
    { value: 'other', label: { zh: '其他' }, other: true },
  ],
};
const FIELDS = [
  CHANNEL,
  {
    key: 'reason',
    type: 'longText',
    label: { zh: '原因' },
    rules: { required: true },
    visibleWhen: { field: 'channel', in: ['web'] },
  },
  { key: 'score', type: 'rating', scale: 5, label: { zh: '满意度' }, rules: { required: true } },
];

const save = (c: ApiClient, input: Record<string, unknown>) =>
  c.gql<{ saveQuestionnaire: { id: string; version: number; status: number } }>(
    `mutation($i: QuestionnaireInput!) { saveQuestionnaire(input: $i) { id version status } }`,
    { i: { title: '问卷甲', audience: 'members', definition: definition(FIELDS), endTime: future(10), ...input } },
  );
const act = (c: ApiClient, op: 'launchQuestionnaire' | 'stopQuestionnaire', id: string) =>
  c.gql<Record<string, { status: number }>>(`mutation($id: ID!) { ${op}(id: $id) { status } }`, { id });
const answer = (c: ApiClient, op: 'saveQuestionnaireDraft' | 'submitQuestionnaireAnswer', id: string, values: object) =>
  c.gql<Record<string, { submitted: boolean }>>(
    `mutation($i: QuestionnaireAnswerInput!) { ${op}(input: $i) { submitted } }`,
    { i: { questionnaireId: id, values } },
  );

async function launched(input: Record<string, unknown> = {}): Promise<string> {
  const r = await save(staff, input);
  expect(r.errors).toBeUndefined();
  const id = r.data!.saveQuestionnaire.id;
  expect((await act(staff, 'launchQuestionnaire', id)).data!.launchQuestionnaire!.status).toBe(1);
  return id;
}

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  staff = await s.login('shenpi', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
});
afterAll(async () => {
  await s?.stop();
});

describe('questionnaires', () => {
  it('refuses a questionnaire without a title, without questions, or a choice with one option', async () => {
    expect((await save(staff, { title: ' ' })).errors?.[0]?.message).toBe('请填写问卷标题');
    expect((await save(staff, { definition: definition([]) })).errors?.[0]?.message).toBe('问卷至少要有一个题目');
    const one = { ...CHANNEL, options: CHANNEL.options.slice(0, 1) };
    expect((await save(staff, { definition: definition([one]) })).errors?.[0]?.message).toBe('第1题至少要有两个选项');
    const rest = await s.rest(
      'POST',
      `${P}/questionnaire/submit`,
      { title: '', audience: 'members', definition: definition(FIELDS) },
      {
        authorization: `Bearer ${staff.token}`,
      },
    );
    expect(rest.body).toMatchObject({ success: false, msg: '请填写问卷标题' });
    // members cannot manage questionnaires
    expect((await save(member, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('launches and stops; a running questionnaire is not edited; answers are refused once stopped', async () => {
    const r = await save(staff, {});
    const { id, version } = r.data!.saveQuestionnaire;
    expect((await act(staff, 'stopQuestionnaire', id)).errors?.[0]?.message).toBe('只有进行中的问卷可以停止');
    expect(
      (await answer(member, 'submitQuestionnaireAnswer', id, { channel: 'wechat', score: 4 })).errors?.[0]?.message,
    ).toBe('问卷未发布');
    expect((await act(staff, 'launchQuestionnaire', id)).data!.launchQuestionnaire!.status).toBe(1);
    expect((await act(staff, 'launchQuestionnaire', id)).errors?.[0]?.message).toBe('只有草稿或已停止的问卷可以发布');
    expect((await save(staff, { id, version })).errors?.[0]?.message).toBe('进行中的问卷不能修改，请先停止');

    const auth = { authorization: `Bearer ${staff.token}` };
    expect((await s.rest('POST', `${P}/questionnaire/stop/${id}`, undefined, auth)).body).toMatchObject({
      success: true,
      data: { status: 2 },
    });
    expect((await answer(member, 'saveQuestionnaireDraft', id, { channel: 'web' })).errors?.[0]?.message).toBe(
      '问卷已停止，不能再提交',
    );
  });

  it('validates answers with the form rules, keeps a draft, then refuses a second answer', async () => {
    const id = await launched({ title: '问卷乙' });
    const mine = await member.gql<{ myQuestionnaires: { state: string; questionnaire: { id: string } }[] }>(
      `{ myQuestionnaires { state questionnaire { id } } }`,
    );
    expect(mine.data!.myQuestionnaires.find((m) => m.questionnaire.id === id)?.state).toBe('todo');

    expect(
      (await answer(member, 'saveQuestionnaireDraft', id, { channel: 'web' })).data!.saveQuestionnaireDraft!.submitted,
    ).toBe(false);
    const drafts = await member.gql<{ myQuestionnaires: { state: string; questionnaire: { id: string } }[] }>(
      `{ myQuestionnaires { state questionnaire { id } } }`,
    );
    expect(drafts.data!.myQuestionnaires.find((m) => m.questionnaire.id === id)?.state).toBe('draft');

    // the shown question (channel web → reason) is required; 其他 asks for its text
    expect(
      (await answer(member, 'submitQuestionnaireAnswer', id, { channel: 'web', score: 4 })).errors?.[0]?.message,
    ).toBe('此为必填项');
    expect(
      (await answer(member, 'submitQuestionnaireAnswer', id, { channel: 'other', score: 4 })).errors?.[0]?.message,
    ).toBe('请注明其他内容');
    expect(
      (await answer(member, 'submitQuestionnaireAnswer', id, { channel: 'wechat', score: 9 })).errors?.[0]?.message,
    ).toBe('请选择有效的评分');
    const ok = await answer(member, 'submitQuestionnaireAnswer', id, { channel: 'web', reason: '方便', score: 5 });
    expect(ok.data!.submitQuestionnaireAnswer!.submitted).toBe(true);
    expect(
      (await answer(member, 'submitQuestionnaireAnswer', id, { channel: 'wechat', score: 3 })).errors?.[0]?.message,
    ).toBe('您已提交过本问卷');
    const answered = await s.rest<{ state: string; questionnaire: { id: string } }[]>(
      'GET',
      `${P}/questionnaire/mine`,
      undefined,
      { authorization: `Bearer ${member.token}` },
    );
    expect(answered.body.data!.find((m) => m.questionnaire.id === id)?.state).toBe('answered');
  });

  it('refuses answers after the end', async () => {
    const r = await save(staff, { title: '问卷丙', endTime: future(10) });
    const { id } = r.data!.saveQuestionnaire;
    expect((await act(staff, 'launchQuestionnaire', id)).errors).toBeUndefined();
    // an end in the past: stop, move the end, launch is refused; the rule itself is answered for the member
    expect((await act(staff, 'stopQuestionnaire', id)).errors).toBeUndefined();
    const v = (
      await staff.gql<{ questionnaire: { version: number } }>(
        `query($id: ID!) { questionnaire(id: $id) { version } }`,
        { id },
      )
    ).data!.questionnaire.version;
    expect(
      (await save(staff, { id, version: v, title: '问卷丙', startTime: future(-3), endTime: future(-1) })).errors,
    ).toBeUndefined();
    expect((await act(staff, 'launchQuestionnaire', id)).errors?.[0]?.message).toBe(
      '结束时间已过，请修改结束时间后再发布',
    );
  });

  it('counts the statistics of a worked example and exports every answer', async () => {
    // An open-link questionnaire answered three times:
    //   channel: web, wechat, wechat → web 1 (33.3%), wechat 2 (66.7%), other 0
    //   score:   5, 4, 3             → average 4
    const id = await launched({ title: '问卷丁', audience: 'open' });
    const answers = [
      { channel: 'web', reason: '方便', score: 5 },
      { channel: 'wechat', score: 4 },
      { channel: 'wechat', score: 3 },
    ];
    for (const values of answers) {
      const r = await s.rest('POST', `${P}/questionnaire/public/submit`, { questionnaireId: id, values });
      expect(r.body).toMatchObject({ success: true, msg: '提交成功' });
    }
    const bad = await s.rest('POST', `${P}/questionnaire/public/submit`, { questionnaireId: id, values: { score: 1 } });
    expect(bad.body).toMatchObject({ success: false, msg: '此为必填项' });

    const stats = await staff.gql<{
      questionnaireStatistics: {
        answers: number;
        answerRate: number | null;
        questions: {
          key: string;
          answered: number;
          average: number | null;
          texts: string[];
          options: { value: string; count: number; percent: number }[];
        }[];
      };
    }>(
      `query($id: ID!) { questionnaireStatistics(id: $id) { answers answerRate questions { key answered average texts options { value count percent } } } }`,
      { id },
    );
    const st = stats.data!.questionnaireStatistics;
    expect(st.answers).toBe(3);
    expect(st.answerRate).toBeNull();
    const q = (key: string) => st.questions.find((x) => x.key === key)!;
    expect(q('channel').options.map((o) => [o.value, o.count, o.percent])).toEqual([
      ['web', 1, 33.3],
      ['wechat', 2, 66.7],
      ['other', 0, 0],
    ]);
    expect(q('reason').texts).toEqual(['方便']);
    expect(q('score').average).toBe(4);

    const res = await fetch(`${s.url}${P}/questionnaire/export/${id}`, {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const memberExport = await fetch(`${s.url}${P}/questionnaire/export/${id}`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(memberExport.status).toBe(403);
  });

  it('answers the rate of a member questionnaire against the active units', async () => {
    const id = await launched({ title: '问卷戊' });
    expect(
      (await answer(member, 'submitQuestionnaireAnswer', id, { channel: 'wechat', score: 2 })).errors,
    ).toBeUndefined();
    const st = (
      await staff.gql<{ questionnaireStatistics: { answers: number; audience: number; answerRate: number } }>(
        `query($id: ID!) { questionnaireStatistics(id: $id) { answers audience answerRate } }`,
        { id },
      )
    ).data!.questionnaireStatistics;
    expect(st.answers).toBe(1);
    expect(st.audience).toBeGreaterThan(0);
    expect(st.answerRate).toBe(Math.round((1 / st.audience) * 1000) / 10);
  });

  it('honours question and page logic: skipped questions are not required and their answers are dropped', async () => {
    // Page 1: channel (+ reason when web); 其他 ends the questionnaire; page 2: the score (required).
    const paged = (jumpTo: string) => ({
      ...definition([]),
      tabs: [
        {
          key: 'page1',
          label: { zh: '第1页' },
          sections: [{ key: 'section1', fields: FIELDS.slice(0, 2) }],
          jumps: [{ when: { field: 'channel', in: ['other'] }, to: jumpTo }],
        },
        { key: 'page2', label: { zh: '第2页' }, sections: [{ key: 'section2', fields: FIELDS.slice(2) }] },
      ],
    });
    expect((await save(staff, { title: '问卷己', definition: paged('page1') })).errors?.[0]?.message).toBe(
      '第1页只能跳转到后面的页或结束',
    );
    const id = await launched({ title: '问卷己', definition: paged('$end') });
    // not skipped: the score of page 2 is required, and the reason shown for 网站
    expect((await answer(member, 'submitQuestionnaireAnswer', id, { channel: 'wechat' })).errors?.[0]?.message).toBe(
      '此为必填项',
    );
    // skipped: an invalid score on the skipped page and a reason of a hidden question are dropped, not refused
    const ok = await answer(member, 'submitQuestionnaireAnswer', id, {
      channel: 'other',
      channel_other: '展会',
      reason: '隐藏题的答案',
      score: 9,
    });
    expect(ok.errors).toBeUndefined();
    const mine = await member.gql<{ questionnaireToAnswer: { answer: { answerValues: Record<string, unknown> } } }>(
      `query($id: ID!) { questionnaireToAnswer(id: $id) { answer { answerValues } } }`,
      { id },
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.questionnaireToAnswer.answer.answerValues).toEqual({ channel: 'other', channel_other: '展会' });
  });

  it('answers an open link without sign-in with the logic, and refuses it once stopped', async () => {
    const id = await launched({ title: '问卷庚', audience: 'open' });
    const detail = await s.rest<{ title: string }>('GET', `${P}/questionnaire/public/detail?id=${id}`);
    expect(detail.body.data!.title).toBe('问卷庚');
    // the reason is shown (网站) and so required; a wechat answer does not need it and drops it
    const missing = await s.rest('POST', `${P}/questionnaire/public/submit`, {
      questionnaireId: id,
      values: { channel: 'web', score: 3 },
    });
    expect(missing.body.msg).toBe('此为必填项');
    const ok = await s.rest('POST', `${P}/questionnaire/public/submit`, {
      questionnaireId: id,
      values: { channel: 'wechat', reason: '隐藏', score: 3 },
    });
    expect(ok.body).toMatchObject({ success: true });
    // the same over GraphQL, without sign-in (the /questionnaire/open page)
    const OPEN = `query($id: ID!) { openQuestionnaire(id: $id) { title status } }`;
    expect((await s.gql<{ openQuestionnaire: { title: string } }>(OPEN, { id })).data!.openQuestionnaire.title).toBe(
      '问卷庚',
    );
    const SUBMIT = `mutation($i: QuestionnaireAnswerInput!) { submitOpenQuestionnaireAnswer(input: $i) }`;
    const gqlMissing = await s.gql(SUBMIT, { i: { questionnaireId: id, values: { channel: 'web', score: 3 } } });
    expect(gqlMissing.errors?.[0]?.message).toBe('此为必填项');
    const gqlOk = await s.gql(SUBMIT, { i: { questionnaireId: id, values: { channel: 'wechat', score: 4 } } });
    expect(gqlOk.errors).toBeUndefined();
    const st = await staff.gql<{ questionnaireStatistics: { answers: number } }>(
      `query($id: ID!) { questionnaireStatistics(id: $id) { answers } }`,
      { id },
    );
    expect(st.data!.questionnaireStatistics.answers).toBe(2);
    // a questionnaire that is not an open link is not shown without sign-in
    const closed = await launched({ title: '问卷辛' });
    expect((await s.gql(OPEN, { id: closed })).errors?.[0]?.message).toBe('该问卷不是公开问卷');
    expect((await act(staff, 'stopQuestionnaire', id)).errors).toBeUndefined();
    const gqlStopped = await s.gql(SUBMIT, { i: { questionnaireId: id, values: { channel: 'wechat', score: 4 } } });
    expect(gqlStopped.errors?.[0]?.message).toBe('问卷已停止，不能再提交');
    const stopped = await s.rest('POST', `${P}/questionnaire/public/submit`, {
      questionnaireId: id,
      values: { channel: 'wechat', score: 3 },
    });
    expect(stopped.body.msg).toBe('问卷已停止，不能再提交');
  });
});
