import { describe, expect, it } from 'vitest';
import { attachmentName } from './downloadCode';
import { checkRows, emptyRow, type FieldRow, propertyOfColumn, rowOf, valueOf } from './fieldRows';

const row = (over: Partial<FieldRow>): FieldRow => ({
  ...emptyRow(),
  name: 'unitName',
  column: 'unit_name',
  label: '单位名称',
  ...over,
});

describe('field rows of the code form', () => {
  it('turns rows into the API input and back', () => {
    const value = valueOf(row({ length: '100', required: true, searchable: true }));
    expect(value).toEqual({
      name: 'unitName',
      column: 'unit_name',
      type: 'string',
      label: '单位名称',
      required: true,
      length: 100,
      searchable: true,
      showInList: true,
    });
    expect(valueOf(row({ type: 'int', length: '' })).length).toBeNull();
    const back = rowOf({ ...value, type: 'int', length: null });
    expect(back).toMatchObject({ name: 'unitName', type: 'int', length: '', required: true });
  });

  it('derives the property of a column', () => {
    expect(propertyOfColumn('unit_name')).toBe('unitName');
    expect(propertyOfColumn('xydm')).toBe('xydm');
    expect(propertyOfColumn('member_level_2')).toBe('memberLevel2');
  });

  it('reports the problems the server would refuse, per row and cell', () => {
    const ok = row({});
    const badName = row({ name: 'Unit Name', column: 'bad_name' });
    const repeated = row({ column: 'unit_name' });
    const empty = row({ name: '', column: '', label: ' ' });
    const badLength = row({ name: 'code', column: 'code', length: '5000' });
    const problems = checkRows([ok, badName, repeated, empty, badLength]);
    expect(problems.has(ok.key)).toBe(false);
    expect(problems.get(badName.key)).toEqual({ name: 'tool.code.field.nameInvalid' });
    expect(problems.get(repeated.key)).toEqual({
      name: 'tool.code.field.nameRepeated',
      column: 'tool.code.field.columnRepeated',
    });
    expect(problems.get(empty.key)).toEqual({
      name: 'tool.code.field.nameRequired',
      column: 'tool.code.field.columnRequired',
      label: 'tool.code.field.labelRequired',
    });
    expect(problems.get(badLength.key)).toEqual({ length: 'tool.code.field.lengthInvalid' });
  });

  it('reads the download name of a Content-Disposition header', () => {
    expect(attachmentName('attachment; filename="member-unit.zip"', 'x.zip')).toBe('member-unit.zip');
    expect(attachmentName(null, 'x.zip')).toBe('x.zip');
  });
});
