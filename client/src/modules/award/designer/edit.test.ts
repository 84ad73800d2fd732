import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@zhuxie/domain/forms/definition';
import {
  ADDABLE_TYPES,
  addTab,
  removeTab,
  conditionValues,
  setCondition,
  addField,
  keysOf,
  moveField,
  newField,
  removeField,
  renameTab,
  requiredMessage,
  setBound,
  setRequired,
  updateField,
} from './edit';

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

describe('adding and removing fields', () => {
  it('adds a field of each type with a free key at the end of the section, and removes it again', () => {
    let current = definition;
    const keys: string[] = [];
    for (const type of ADDABLE_TYPES) {
      const added = addField(current, 0, 0, type, '新字段');
      current = added.definition;
      keys.push(added.key);
    }
    expect(keys).toEqual(ADDABLE_TYPES.map((_, i) => `extra${i + 1}`));
    const fields = current.tabs[0]!.sections[0]!.fields;
    expect(fields.map((f) => f.type).slice(-ADDABLE_TYPES.length)).toEqual([...ADDABLE_TYPES]);
    expect(fields.find((f) => f.key === 'extra12')).toMatchObject({ accept: 'image/*,.pdf' });
    expect(fields.find((f) => f.type === 'money')).toMatchObject({ unit: '万元' });
    // The original is untouched; a removal leaves the other fields in order.
    expect(definition.tabs[0]!.sections[0]!.fields).toHaveLength(4);
    const removed = removeField(current, { tab: 0, section: 0, index: 4 });
    expect(removed.tabs[0]!.sections[0]!.fields.map((f) => f.key).slice(0, 6)).toEqual([
      'a',
      'b',
      'c',
      'g',
      'extra2',
      'extra3',
    ]);
    // A key taken by a group's sub-field is not reused.
    expect(newField('text', keysOf({ ...definition, tabs: [] }), 'x').key).toBe('extra1');
    expect(keysOf(definition)).toEqual(new Set(['a', 'b', 'c', 'g', 'x', 'y']));
  });

  it('removes a sub-field of a group', () => {
    const removed = removeField(definition, { tab: 0, section: 0, index: 3, sub: 0 });
    const group = removed.tabs[0]!.sections[0]!.fields[3]!;
    expect(group.type === 'group' && group.fields.map((f) => f.key)).toEqual(['y']);
  });
});

describe('display conditions', () => {
  it('sets a condition on another field with or without values, and removes it', () => {
    const field = { key: 'n', label: { zh: '说明' }, type: 'text' } as const;
    const edited = { ...field } as Parameters<typeof setCondition>[0];
    setCondition(edited, 'b', '1，2、 3');
    expect(edited.visibleWhen).toEqual({ field: 'b', in: ['1', '2', '3'] });
    expect(conditionValues(edited)).toBe('1、2、3');
    setCondition(edited, 'b', ' ');
    expect(edited.visibleWhen).toEqual({ field: 'b' });
    setCondition(edited, '', '1');
    expect(edited.visibleWhen).toBeUndefined();
  });
});

describe('tabs', () => {
  it('adds a tab with a free key and one empty section, and removes it again', () => {
    const added = addTab(addTab(definition, '安全'), '环保');
    expect(added.tabs.map((t) => t.key)).toEqual(['basic', 'tab1', 'tab2']);
    expect(added.tabs[1]).toEqual({ key: 'tab1', label: { zh: '安全' }, sections: [{ key: 'main', fields: [] }] });
    expect(removeTab(added, 1).tabs.map((t) => t.key)).toEqual(['basic', 'tab2']);
    expect(definition.tabs).toHaveLength(1);
  });
});
