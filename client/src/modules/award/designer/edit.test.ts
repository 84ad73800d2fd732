import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@zhuxie/domain/forms/definition';
import { moveField, renameTab, requiredMessage, setBound, setRequired, updateField } from './edit';

const definition: FormDefinition = {
  key: 'demo',
  version: 1,
  title: { zh: '示例' },
  tabs: [
    {
      key: 'basic',
      label: { zh: '基本信息' },
      sections: [
        {
          key: 'main',
          fields: [
            { key: 'a', label: { zh: '甲' }, type: 'text', rules: { required: true } },
            { key: 'b', label: { zh: '乙' }, type: 'number' },
            { key: 'c', label: { zh: '丙' }, type: 'upload', accept: 'image/*' },
            {
              key: 'g',
              label: { zh: '单位' },
              type: 'group',
              fields: [
                { key: 'x', label: { zh: '子一' }, type: 'text' },
                { key: 'y', label: { zh: '子二' }, type: 'people', rules: { max: { value: 1 } } },
              ],
            },
          ],
        },
      ],
    },
  ],
};
const keys = (d: FormDefinition) => d.tabs[0]!.sections[0]!.fields.map((f) => f.key);
const subKeys = (d: FormDefinition) => {
  const group = d.tabs[0]!.sections[0]!.fields[3]!;
  return group.type === 'group' ? group.fields.map((f) => f.key) : [];
};

describe('designer edits', () => {
  it('move a field within its section and never past an end, leaving the original untouched', () => {
    expect(keys(moveField(definition, { tab: 0, section: 0, index: 1 }, -1))).toEqual(['b', 'a', 'c', 'g']);
    expect(keys(moveField(definition, { tab: 0, section: 0, index: 1 }, 1))).toEqual(['a', 'c', 'b', 'g']);
    expect(moveField(definition, { tab: 0, section: 0, index: 0 }, -1)).toBe(definition);
    expect(keys(definition)).toEqual(['a', 'b', 'c', 'g']);
    // A sub-field of a repeatable group moves within its group.
    expect(subKeys(moveField(definition, { tab: 0, section: 0, index: 3, sub: 1 }, -1))).toEqual(['y', 'x']);
    expect(moveField(definition, { tab: 0, section: 0, index: 3, sub: 1 }, 1)).toBe(definition);
  });

  it('change labels and tabs on a copy', () => {
    const next = updateField(definition, { tab: 0, section: 0, index: 0 }, (f) => {
      f.label = { zh: '甲项', en: 'A' };
    });
    expect(next.tabs[0]!.sections[0]!.fields[0]!.label).toEqual({ zh: '甲项', en: 'A' });
    expect(definition.tabs[0]!.sections[0]!.fields[0]!.label).toEqual({ zh: '甲' });
    expect(renameTab(definition, 0, { zh: '概况' }).tabs[0]!.label).toEqual({ zh: '概况' });
    const sub = updateField(definition, { tab: 0, section: 0, index: 3, sub: 1 }, (f) => {
      f.rules = setBound(f.rules, 'max', '2', '限2人');
    });
    const group = sub.tabs[0]!.sections[0]!.fields[3]!;
    expect(group.type === 'group' && group.fields[1]!.rules).toEqual({ max: { value: 2, message: '限2人' } });
  });

  it('set the required rule with or without its own message, and bounds from inputs', () => {
    expect(setRequired(undefined, true, ' 请填写 ')).toEqual({ required: { message: '请填写' } });
    expect(setRequired({ max: { value: 3 } }, true, '')).toEqual({ max: { value: 3 }, required: true });
    expect(setRequired({ required: true, max: { value: 3 } }, false)).toEqual({ max: { value: 3 } });
    expect(requiredMessage({ required: { message: '请填写' } })).toBe('请填写');
    expect(requiredMessage({ required: true })).toBe('');
    expect(setBound(undefined, 'max', '20', '最多20个')).toEqual({ max: { value: 20, message: '最多20个' } });
    expect(setBound({ max: { value: 20 }, required: true }, 'max', '')).toEqual({ required: true });
    expect(setBound(undefined, 'min', 'x')).toEqual({});
  });
});
