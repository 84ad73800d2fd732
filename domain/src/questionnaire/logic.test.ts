import { describe, expect, it } from 'vitest';
import { END_PAGE, type FormDefinition } from '../forms/definition.js';
import { answerPath, logicalAnswer, pageLogicProblems, shownDefinition } from './logic.js';
import { questionnaireProblems } from './questionnaire-rules.js';

const yesNo = [
  { value: 'yes', label: { zh: '是' } },
  { value: 'no', label: { zh: '否' } },
];

/**
 * Page 1: member? (required) and, shown when member = yes, the level (required), then: not a member → end;
 * page 2 (members): events attended (required); page 3: comments (required), with a show-when on the level.
 */
const LOGIC: FormDefinition = {
  key: 'logic',
  version: 1,
  title: { zh: '逻辑' },
  tabs: [
    {
      key: 'page1',
      label: { zh: '第1页' },
      sections: [
        {
          key: 's1',
          fields: [
            { key: 'member', type: 'options', label: { zh: '是否会员' }, rules: { required: true }, options: yesNo },
            {
              key: 'level',
              type: 'options',
              label: { zh: '会员等级' },
              rules: { required: true },
              visibleWhen: { field: 'member', in: ['yes'] },
              options: [
                { value: 'a', label: { zh: '理事' } },
                { value: 'b', label: { zh: '会员' } },
              ],
            },
          ],
        },
      ],
      jumps: [
        { when: { field: 'member', in: ['no'] }, to: END_PAGE },
        { when: { field: 'level', in: ['a'] }, to: 'page3' },
      ],
    },
    {
      key: 'page2',
      label: { zh: '第2页' },
      sections: [
        {
          key: 's2',
          fields: [{ key: 'events', type: 'number', label: { zh: '参加活动次数' }, rules: { required: true } }],
        },
      ],
    },
    {
      key: 'page3',
      label: { zh: '第3页' },
      sections: [
        {
          key: 's3',
          fields: [
            {
              key: 'council',
              type: 'text',
              label: { zh: '对理事会的建议' },
              rules: { required: true },
              visibleWhen: { field: 'level', in: ['a'] },
            },
          ],
        },
      ],
    },
  ],
};

describe('questionnaire logic', () => {
  it('visits every page and shows only unconditioned questions before any answer', () => {
    const path = answerPath(LOGIC, {});
    expect(path.pages).toEqual(['page1', 'page2', 'page3']);
    expect([...path.shown]).toEqual(['member', 'events']);
  });

  it('ends after page 1 for a non-member: later questions are not required and their answers are dropped', () => {
    const values = { member: 'no', level: 'a', events: 3, council: '建议' };
    expect(answerPath(LOGIC, values).pages).toEqual(['page1']);
    const r = logicalAnswer(LOGIC, values);
    expect(r.values).toEqual({ member: 'no' });
    expect(r.errors).toEqual([]);
  });

  it('skips page 2 for a council member and asks the council question', () => {
    const values = { member: 'yes', level: 'a', events: 3 };
    expect(answerPath(LOGIC, values).pages).toEqual(['page1', 'page3']);
    const r = logicalAnswer(LOGIC, values);
    expect(r.values).toEqual({ member: 'yes', level: 'a' });
    expect(r.errors.map((e) => e.path)).toEqual(['council']);
  });

  it('goes through page 2 for an ordinary member and requires the shown questions', () => {
    const r = logicalAnswer(LOGIC, { member: 'yes', level: 'b', council: '不该留下' });
    expect(r.values).toEqual({ member: 'yes', level: 'b' });
    expect(r.errors.map((e) => e.path)).toEqual(['events']);
    expect(shownDefinition(LOGIC, { member: 'yes', level: 'b' }).tabs.map((t) => t.key)).toEqual(['page1', 'page2']);
  });

  it('a condition on a hidden question does not hold (chains hide together)', () => {
    // level answered 'a' but member is 'no' → level hidden → council hidden, even though the raw level is 'a'.
    const def: FormDefinition = { ...LOGIC, tabs: LOGIC.tabs.map((t) => ({ ...t, jumps: undefined })) };
    expect([...answerPath(def, { member: 'no', level: 'a' }).shown]).toEqual(['member', 'events']);
    expect(logicalAnswer(def, { member: 'yes', level: 'a' }).errors.map((e) => e.path)).toEqual(['events', 'council']);
  });

  it('keeps the 其他 text of a shown question and checks it only in submit mode', () => {
    const def: FormDefinition = {
      key: 'o',
      version: 1,
      title: { zh: 'o' },
      tabs: [
        {
          key: 'page1',
          label: { zh: '第1页' },
          sections: [
            {
              key: 's',
              fields: [
                {
                  key: 'q1',
                  type: 'options',
                  label: { zh: '渠道' },
                  options: [...yesNo, { value: 'other', label: { zh: '其他' }, other: true }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(logicalAnswer(def, { q1: 'other', q1_other: '展会' }).values).toEqual({ q1: 'other', q1_other: '展会' });
    expect(logicalAnswer(def, { q1: 'other' }, 'draft').errors).toEqual([]);
  });

  it('refuses jumps backwards or on later questions, in the editor and on the server', () => {
    const bad: FormDefinition = {
      ...LOGIC,
      tabs: LOGIC.tabs.map((t, i) =>
        i === 1 ? { ...t, jumps: [{ when: { field: 'council', in: ['x'] }, to: 'page1' }] } : t,
      ),
    };
    expect(pageLogicProblems(bad)).toEqual([
      '第2页的跳转条件引用了不在本页或之前的题目',
      '第2页只能跳转到后面的页或结束',
    ]);
    expect(pageLogicProblems(LOGIC)).toEqual([]);
    expect(questionnaireProblems({ title: 't', definition: bad })).toContain('第2页只能跳转到后面的页或结束');
    // A jump that the data somehow holds backwards still only goes forward (no loop).
    expect(answerPath(bad, { council: 'x' }).pages).toEqual(['page1', 'page2', 'page3']);
  });
});
