import { describe, expect, it } from 'vitest';
import { definitionOf, kindOf, moved, newQuestion, questionOf, withSaneConditions } from './editorModel';

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
});
