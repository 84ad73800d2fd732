import { describe, expect, it } from 'vitest';
import { END_PAGE } from '@zhuxie/domain/forms/definition';
import {
  breaksOf,
  definitionOf,
  kindOf,
  moved,
  newQuestion,
  questionOf,
  withSaneBreaks,
  withSaneConditions,
} from './editorModel';

describe('questionnaire editor model', () => {
  it('numbers new questions and keeps their keys unique', () => {
    const first = newQuestion([]);
    expect(first.key).toBe('q1');
    expect(kindOf(first)).toBe('single');
    const second = newQuestion([first], 'rating');
    expect(second).toMatchObject({ key: 'q2', type: 'rating', scale: 5 });
    expect(newQuestion([second]).key).toBe('q3');
  });

  it('changes a question type keeping its key, title and show-when', () => {
    const q = { ...newQuestion([]), label: { zh: '题目' }, visibleWhen: { field: 'q0', in: ['o1'] } };
    const multiple = questionOf('multiple', q);
    expect(multiple).toMatchObject({ key: 'q1', label: { zh: '题目' }, type: 'options', multiple: true });
    expect(multiple.visibleWhen).toEqual({ field: 'q0', in: ['o1'] });
  });

  it('moves items by one place and not past the ends', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('drops a show-when whose question is removed or moved after it, and trims removed options', () => {
    const q1 = newQuestion([]);
    const q2 = { ...newQuestion([q1], 'text'), visibleWhen: { field: 'q1', in: ['o1', 'o9'] } };
    expect(withSaneConditions([q1, q2])[1]!.visibleWhen).toEqual({ field: 'q1', in: ['o1'] });
    expect(withSaneConditions([q2, q1])[0]!.visibleWhen).toBeUndefined();
    expect(withSaneConditions([q2])[0]!.visibleWhen).toBeUndefined();
  });

  it('builds a one-page definition', () => {
    const d = definitionOf('k', '标题', [newQuestion([])]);
    expect(d.tabs).toHaveLength(1);
    expect(d.tabs[0]!.sections[0]!.fields[0]!.key).toBe('q1');
  });

  it('splits the questions into pages with their jumps and reads them back', () => {
    const q1 = newQuestion([]);
    const q2 = newQuestion([q1], 'text');
    const q3 = newQuestion([q1, q2], 'text');
    const breaks = [{ before: q3.key }, { before: q2.key, jump: { field: q1.key, in: ['o2'], to: q3.key } }];
    const def = definitionOf('k', 't', [q1, q2, q3], breaks);
    expect(def.tabs.map((t) => t.sections[0]!.fields.map((f) => f.key))).toEqual([['q1'], ['q2'], ['q3']]);
    expect(def.tabs[0]!.jumps).toEqual([{ when: { field: 'q1', in: ['o2'] }, to: 'page3' }]);
    expect(def.tabs[1]!.jumps).toBeUndefined();
    expect(breaksOf(def)).toEqual([breaks[1], breaks[0]]);
  });

  it('drops breaks and jumps that no longer make sense', () => {
    const q1 = newQuestion([]);
    const q2 = newQuestion([q1], 'text');
    const q3 = newQuestion([q1, q2], 'text');
    // before the first question, or a question that is gone: dropped.
    expect(withSaneBreaks([q1, q2], [{ before: q1.key }, { before: 'q9' }])).toEqual([]);
    // a jump to a page that is not later, on a text question, or on answers that are gone: dropped.
    expect(
      withSaneBreaks(
        [q1, q2, q3],
        [
          { before: q2.key, jump: { field: q1.key, in: ['o1'], to: q2.key } },
          { before: q3.key, jump: { field: q2.key, in: ['o1'], to: END_PAGE } },
        ],
      ),
    ).toEqual([{ before: q2.key }, { before: q3.key }]);
    expect(
      withSaneBreaks([q1, q2], [{ before: q2.key, jump: { field: q1.key, in: ['o1', 'o7'], to: END_PAGE } }]),
    ).toEqual([{ before: q2.key, jump: { field: q1.key, in: ['o1'], to: END_PAGE } }]);
  });
});
