import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../forms/definition.js';
import { formErrors } from '../forms/evaluate.js';
import {
  QUESTIONNAIRE_MESSAGES,
  QUESTIONNAIRE_STATUS,
  answeringRefusal,
  answerEditRefusal,
  emptyQuestionnaireDefinition,
  questionnaireProblems,
  questionnaireRefusal,
} from './questionnaire-rules.js';
import { questionnaireStatistics } from './statistics.js';

/** A survey of satisfaction: a single choice with 其他, a show-when text, a rating, a matrix, a number. */
export const SURVEY: FormDefinition = {
  key: 'survey',
  version: 1,
  title: { zh: '会员满意度调查' },
  tabs: [
    {
      key: 'page1',
      label: { zh: '第1页' },
      sections: [
        {
          key: 'section1',
          fields: [
            {
              key: 'channel',
              type: 'options',
              label: { zh: '您从哪里了解协会活动' },
              rules: { required: true },
              options: [
                { value: 'web', label: { zh: '网站' } },
                { value: 'wechat', label: { zh: '微信' } },
                { value: 'other', label: { zh: '其他' }, other: true },
              ],
            },
            {
              key: 'reason',
              type: 'longText',
              label: { zh: '为什么不用微信' },
              rules: { required: true },
              visibleWhen: { field: 'channel', in: ['web'] },
            },
            { key: 'score', type: 'rating', label: { zh: '总体满意度' }, scale: 5, rules: { required: true } },
            {
              key: 'grid',
              type: 'matrix',
              label: { zh: '各项服务' },
              rules: { required: true },
              rows: [
                { key: 'training', label: { zh: '培训' } },
                { key: 'awards', label: { zh: '评优' } },
              ],
              columns: [
                { value: 'good', label: { zh: '好' } },
                { value: 'bad', label: { zh: '差' } },
              ],
            },
            { key: 'staff', type: 'number', label: { zh: '职工人数' } },
          ],
        },
      ],
    },
  ],
};

describe('questionnaire editor rules', () => {
  it('needs a title and a question', () => {
    expect(questionnaireProblems({ title: ' ', definition: emptyQuestionnaireDefinition('q') })).toEqual([
      '请填写问卷标题',
      '问卷至少要有一个题目',
    ]);
  });

  it('needs two options on a choice question', () => {
    const definition = JSON.parse(JSON.stringify(SURVEY)) as FormDefinition;
    const channel = definition.tabs[0]!.sections[0]!.fields[0]!;
    if (channel.type === 'options') channel.options = channel.options.slice(0, 1);
    expect(questionnaireProblems({ title: '调查', definition })).toEqual(['第1题至少要有两个选项']);
    expect(questionnaireProblems({ title: '调查', definition: SURVEY })).toEqual([]);
  });

  it('refuses a show-when on a question that does not exist (the form engine check)', () => {
    const definition = JSON.parse(JSON.stringify(SURVEY)) as FormDefinition;
    definition.tabs[0]!.sections[0]!.fields[1]!.visibleWhen = { field: 'nope' };
    expect(questionnaireProblems({ title: '调查', definition })).toEqual([
      '字段 reason 的显示条件引用了不存在的字段 nope',
    ]);
  });

  it('asks for levels when the audience is by member level, and an end after the start', () => {
    expect(
      questionnaireProblems({
        title: '调查',
        definition: SURVEY,
        audience: 'memberLevel',
        memberLevels: [],
        startTime: '2026-12-02T00:00:00Z',
        endTime: '2026-12-01T00:00:00Z',
      }),
    ).toEqual([QUESTIONNAIRE_MESSAGES.levelsRequired, QUESTIONNAIRE_MESSAGES.endBeforeStart]);
  });
});

describe('launch, stop and answering', () => {
  const now = new Date('2026-11-27T08:00:00Z');
  const later = new Date('2026-12-27T08:00:00Z');
  const earlier = new Date('2026-10-27T08:00:00Z');

  it('launches drafts and stopped questionnaires, stops running ones', () => {
    expect(questionnaireRefusal({ status: QUESTIONNAIRE_STATUS.draft, endTime: later }, 'launch', now)).toBeUndefined();
    expect(questionnaireRefusal({ status: QUESTIONNAIRE_STATUS.stopped }, 'launch', now)).toBeUndefined();
    expect(questionnaireRefusal({ status: QUESTIONNAIRE_STATUS.running }, 'launch', now)).toBe(
      '只有草稿或已停止的问卷可以发布',
    );
    expect(questionnaireRefusal({ status: QUESTIONNAIRE_STATUS.draft, endTime: earlier }, 'launch', now)).toBe(
      QUESTIONNAIRE_MESSAGES.launchEnded,
    );
    expect(questionnaireRefusal({ status: QUESTIONNAIRE_STATUS.running }, 'stop', now)).toBeUndefined();
    expect(questionnaireRefusal({ status: QUESTIONNAIRE_STATUS.draft }, 'stop', now)).toBe('只有进行中的问卷可以停止');
    expect(questionnaireRefusal({ status: QUESTIONNAIRE_STATUS.running }, 'edit', now)).toBe(
      QUESTIONNAIRE_MESSAGES.editNotAllowed,
    );
  });

  it('refuses answers when stopped or ended, and a second change when not editable', () => {
    expect(answeringRefusal({ status: QUESTIONNAIRE_STATUS.stopped }, now)).toBe('问卷已停止，不能再提交');
    expect(answeringRefusal({ status: QUESTIONNAIRE_STATUS.running, endTime: earlier }, now)).toBe(
      '问卷已结束，不能再提交',
    );
    expect(answeringRefusal({ status: QUESTIONNAIRE_STATUS.running, startTime: later }, now)).toBe('问卷尚未开始');
    expect(answeringRefusal({ status: QUESTIONNAIRE_STATUS.running, endTime: later }, now)).toBeUndefined();
    const open = { status: QUESTIONNAIRE_STATUS.running, endTime: later, editableUntilEnd: false };
    expect(answerEditRefusal(open, { submitted: true }, now)).toBe('问卷已提交，不能修改');
    expect(answerEditRefusal(open, { submitted: false }, now)).toBeUndefined();
    expect(answerEditRefusal({ ...open, editableUntilEnd: true }, { submitted: true }, now)).toBeUndefined();
  });
});

describe('answers through formErrors', () => {
  it('asks for the other text, the shown question, every matrix row and a score in range', () => {
    const errors = formErrors(SURVEY, { channel: 'other', score: 6, grid: { training: 'good' } });
    expect(errors.map((e) => [e.path, e.message])).toEqual([
      ['channel', '请注明其他内容'],
      ['score', '请选择有效的评分'],
      ['grid', '请为每一行选择一项'],
    ]);
    const web = formErrors(SURVEY, { channel: 'web', score: 4, grid: { training: 'good', awards: 'bad' } });
    expect(web.map((e) => [e.path, e.message])).toEqual([['reason', '此为必填项']]);
    expect(formErrors(SURVEY, { channel: 'x', score: 4, grid: {} }).map((e) => e.message)).toEqual([
      '请选择有效的选项',
      '此为必填项',
    ]);
  });
});

describe('statistics (worked example)', () => {
  // Four answers of an audience of ten:
  //   channel: web, wechat, wechat, other ("朋友介绍")   → web 1 (25%), wechat 2 (50%), other 1 (25%)
  //   score:   5, 4, 4, (none)                         → answered 3, average 13 / 3 = 4.33; 4: 2 (66.7%), 5: 1 (33.3%)
  //   grid.training: good, good, bad, good             → good 3 (75%), bad 1 (25%)
  //   staff:   100, 50 (two answered)                  → average 75
  //   reason:  "网站更方便" (only the web answer)
  const answers = [
    { channel: 'web', reason: '网站更方便', score: 5, grid: { training: 'good', awards: 'good' }, staff: '100' },
    { channel: 'wechat', score: 4, grid: { training: 'good', awards: 'bad' }, staff: '50' },
    { channel: 'wechat', score: 4, grid: { training: 'bad' } },
    { channel: 'other', channel_other: '朋友介绍', grid: { training: 'good' } },
  ];
  const stats = questionnaireStatistics(SURVEY, answers, 10);
  const q = (key: string) => stats.questions.find((x) => x.key === key);

  it('counts answers and the answer rate', () => {
    expect(stats.answers).toBe(4);
    expect(stats.answerRate).toBe(40);
    expect(questionnaireStatistics(SURVEY, answers, null).answerRate).toBeNull();
  });

  it('counts options with percentages and lists the other texts', () => {
    expect(q('channel')?.options.map((o) => [o.value, o.count, o.percent])).toEqual([
      ['web', 1, 25],
      ['wechat', 2, 50],
      ['other', 1, 25],
    ]);
    expect(q('channel')?.texts).toEqual(['朋友介绍']);
    expect(q('reason')?.texts).toEqual(['网站更方便']);
  });

  it('averages ratings and numbers', () => {
    expect(q('score')?.answered).toBe(3);
    expect(q('score')?.average).toBe(4.33);
    expect(q('score')?.options.map((o) => o.count)).toEqual([0, 0, 0, 2, 1]);
    expect(q('score')?.options[3]?.percent).toBe(66.7);
    expect(q('staff')?.average).toBe(75);
  });

  it('counts each matrix row on its own', () => {
    const training = q('grid')?.rows[0];
    expect(training?.options.map((o) => [o.count, o.percent])).toEqual([
      [3, 75],
      [1, 25],
    ]);
    expect(q('grid')?.rows[1]?.answered).toBe(2);
  });
});
