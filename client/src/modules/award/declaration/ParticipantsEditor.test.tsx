import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { awardTypeOf } from '@zhuxie/domain/award/award-types';
import { participantErrors } from '@zhuxie/domain/award/declaration-rules';
import { operationLink } from '../../../test/graphql';
import { renderWithApp } from '../../../test/render';
import { ParticipantsEditor } from './ParticipantsEditor';
import { type FieldError, PARTICIPANT_GROUPS, type Participants } from './rules';

const centuryCup = awardTypeOf('century_cup')!.form!;
const qualityStructure = awardTypeOf('quality_structure')!.form!;
const companies = [
  { id: 'c1', companyName: '辽宁建工集团' },
  { id: 'c2', companyName: '沈阳一建' },
];

function Harness({
  initial = {},
  errors,
  readOnly,
  form = centuryCup,
  changes = [],
}: {
  initial?: Participants;
  errors?: FieldError[];
  readOnly?: boolean;
  form?: typeof centuryCup;
  changes?: { value: Participants; field: string }[];
}) {
  const [value, setValue] = useState(initial);
  return (
    <ParticipantsEditor
      form={form}
      value={value}
      errors={errors}
      companies={companies}
      readOnly={readOnly}
      onChange={(next, field) => {
        changes.push({ value: next, field });
        setValue(next);
      }}
    />
  );
}

const render = (ui: React.ReactElement) => renderWithApp(ui, { link: operationLink({}).link });
const unit = (name: string) => within(screen.getByRole('group', { name }));

describe('ParticipantsEditor', () => {
  it('shows one section per group of the form, in its order, each single group with exactly one unit', () => {
    render(<Harness />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '建设单位',
      '承建单位',
      '总承包单位人员表',
      '联合承建单位',
      '参建单位',
      '监理单位',
      '使用单位',
    ]);
    const contractor = unit('承建单位');
    expect(contractor.getByRole('combobox', { name: '单位名称' })).toBeTruthy();
    expect((contractor.getByLabelText('楼号') as HTMLInputElement).placeholder).toBe('-');
    expect(contractor.getByLabelText('项目经理（限1人）')).toBeTruthy();
    expect(contractor.getByLabelText('质量员')).toBeTruthy();
    expect(screen.getByText('暂无联合承建单位')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '联合承建单位 1' })).toBeNull();
  });

  it('the quality structure form has its four groups only', () => {
    render(<Harness form={qualityStructure} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '建设单位',
      '承建单位',
      '总承包单位人员表',
      '监理单位',
    ]);
  });

  it('fills a unit: company, building number and people, and names the changed field', () => {
    const changes: { value: Participants; field: string }[] = [];
    render(<Harness changes={changes} />);
    fireEvent.change(unit('承建单位').getByRole('combobox', { name: '单位名称' }), { target: { value: 'c1' } });
    fireEvent.change(unit('承建单位').getByLabelText('楼号'), { target: { value: '3号楼' } });
    fireEvent.change(unit('承建单位').getByLabelText('项目经理（限1人）'), { target: { value: '张三' } });
    expect(changes.map((c) => c.field)).toEqual([
      'contractor.0.companyId',
      'contractor.0.buildingNumber',
      'contractor.0.xmjl_people',
    ]);
    expect(changes.at(-1)!.value.contractor).toEqual([
      { companyId: 'c1', buildingNumber: '3号楼', people: { xmjl_people: '张三' } },
    ]);
  });

  it('shows the single-role limit while typing and under the right unit', () => {
    render(<Harness />);
    const manager = unit('承建单位').getByLabelText('项目经理（限1人）');
    fireEvent.change(manager, { target: { value: '张三、李四' } });
    expect(unit('承建单位').getByText('超过了限制人数！')).toBeTruthy();
    expect(manager.getAttribute('aria-invalid')).toBe('true');
    expect(unit('总承包单位人员表').queryByText('超过了限制人数！')).toBeNull();
  });

  it('adds and removes joint contractors, keeping the others', () => {
    const changes: { value: Participants; field: string }[] = [];
    render(<Harness changes={changes} />);
    fireEvent.click(screen.getByRole('button', { name: '添加联合承建单位' }));
    fireEvent.click(screen.getByRole('button', { name: '添加联合承建单位' }));
    expect(screen.queryByText('暂无联合承建单位')).toBeNull();
    fireEvent.change(unit('联合承建单位 1').getByLabelText('项目经理（限1人）'), { target: { value: '王五' } });
    fireEvent.change(unit('联合承建单位 2').getByLabelText('项目经理（限1人）'), { target: { value: '赵六' } });
    expect(changes.at(-1)!.value.jointContractors).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: '删除 联合承建单位 1' }));
    expect(changes.at(-1)!.field).toBe('jointContractors');
    expect(changes.at(-1)!.value.jointContractors).toEqual([{ buildingNumber: '', people: { xmjl_people: '赵六' } }]);
    expect((unit('联合承建单位 1').getByLabelText('项目经理（限1人）') as HTMLInputElement).value).toBe('赵六');
    expect(screen.queryByRole('group', { name: '联合承建单位 2' })).toBeNull();
  });

  it('puts the errors of participantErrors under their inputs', () => {
    const group = PARTICIPANT_GROUPS.find((g) => g.key === 'jointContractors')!;
    const initial: Participants = {
      jointContractors: [{ people: { xmjl_people: '张三' } }, { people: { xmjl_people: '李四' } }],
    };
    const errors = [
      ...participantErrors(group, [{ people: {} }, { people: { xmjl_people: '李四、王五' } }]),
      { field: 'jointContractors.0.companyId', message: '当前单位会费已欠缴' },
    ];
    expect(errors.map((e) => e.field)).toEqual(['jointContractors.1.xmjl_people', 'jointContractors.0.companyId']);
    render(<Harness initial={initial} errors={errors} />);
    expect(unit('联合承建单位 2').getByText('超过了限制人数！')).toBeTruthy();
    expect(unit('联合承建单位 1').getByText('当前单位会费已欠缴')).toBeTruthy();
    expect(unit('联合承建单位 1').getByRole('combobox', { name: '单位名称' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('read-only shows companies, building numbers and people as text, with no inputs', () => {
    render(
      <Harness
        readOnly
        initial={{
          contractor: [{ companyId: 'c2', buildingNumber: '', people: { xmjl_people: '张三' } }],
          jointContractors: [{ companyId: 'c1', buildingNumber: '2号楼', people: {} }],
        }}
      />,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(unit('承建单位').getByText('沈阳一建')).toBeTruthy();
    expect(unit('承建单位').getByText('-')).toBeTruthy();
    expect(unit('承建单位').getByText('张三')).toBeTruthy();
    expect(unit('联合承建单位 1').getByText('辽宁建工集团')).toBeTruthy();
    expect(unit('联合承建单位 1').getByText('2号楼')).toBeTruthy();
  });
});
