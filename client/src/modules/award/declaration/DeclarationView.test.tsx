import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AWARD_TYPES, awardTypeOf } from '@zhuxie/domain/award/award-types';
import en from '../../../i18n/en.json';
import zhCN from '../../../i18n/zh-CN.json';
import { operationLink } from '../../../test/graphql';
import { renderWithApp } from '../../../test/render';
import { DeclarationView, declarationFieldsOf } from './DeclarationView';
import { errorsFor, fieldError, scrollToFirstError, withoutField } from './errors';
import { PeopleInput } from './PeopleInput';
import { DECLARATION_LABELS, fieldLabelId, groupLabelId, messageId, roleLabelId, slotLabelId } from './labels';
import { type ApplicationContent, DECLARATION_FIELDS, DECLARATION_MESSAGES, PARTICIPANT_GROUPS } from './rules';

const centuryCup = awardTypeOf('century_cup')!.form!;
const qualityStructure = awardTypeOf('quality_structure')!.form!;
const zh = zhCN as Record<string, string>;
const english = en as Record<string, string>;

const content: ApplicationContent = {
  values: {
    proName: '沈阳文化中心',
    sbDate: '2026-11-20',
    askForWork: 'c1',
    budget: '1234.50',
    jzyTop10: '一、二、三、四、五、六',
    jszbAndShxy: '指标良好',
  },
  participants: {
    contractor: [{ companyId: 'c1', buildingNumber: '-', people: { xmjl_people: '张三', zly_people: '李四、王五' } }],
    jointContractors: [{ companyId: 'c2', buildingNumber: '2号楼', people: { xmjl_people: '赵六' } }],
  },
  materials: {
    gongchengzhaopian: [{ name: 'front.jpg', url: '/files/000000/front.jpg' }],
    shenbaobiao: [{ name: '申报表.pdf', url: '/files/000000/sb.pdf' }],
  },
};
const companies = [
  { id: 'c1', companyName: '辽宁建工集团' },
  { id: 'c2', companyName: '沈阳一建' },
];
const item = (label: string) => screen.getByText(label, { selector: 'p' }).nextElementSibling?.textContent;

describe('DeclarationView', () => {
  it('renders a whole application read-only: labelled values, participants per group, materials as links', () => {
    renderWithApp(<DeclarationView form={centuryCup} content={content} companies={companies} />, {
      link: operationLink({}).link,
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(
      screen.queryAllByRole('button').filter((b) => !/^(查看图片|预览) /.test(b.getAttribute('aria-label') ?? '')),
    ).toEqual([]); // only file viewers
    expect(item('工程名称')).toBe('沈阳文化中心');
    expect(item('承建单位')).toBe('辽宁建工集团');
    expect(item('工程造价预算（万元）')).toBe('1234.50');
    expect(item('建筑业十项新技术应用')).toBe('一、二、三、四、五、六');
    expect(item('决算（万元）')).toBe('—');
    expect(within(screen.getByRole('group', { name: '承建单位' })).getByText('李四、王五')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '联合承建单位 1' })).getByText('沈阳一建')).toBeTruthy();
    expect(screen.getByRole('link', { name: '申报表.pdf' }).getAttribute('href')).toBe('/files/000000/sb.pdf');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '基本信息',
      '技术内容',
      '参建单位及人员',
      '申报材料',
    ]);
  });

  it('speaks English with the English catalogue, and takes a value renderer', () => {
    renderWithApp(
      <DeclarationView
        form={centuryCup}
        content={content}
        renderValue={(field, value) => (field === 'sbDate' ? `on ${String(value)}` : undefined)}
      />,
      { link: operationLink({}).link, locale: 'en' },
    );
    expect(item('Project name')).toBe('沈阳文化中心');
    expect(item('Application date')).toBe('on 2026-11-20');
    expect(screen.getByRole('heading', { name: 'Contractor', level: 3 })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Contractor' })).getByText('Project manager')).toBeTruthy();
  });

  it('shows the fields of each variant, plus any other field that holds a value', () => {
    expect(declarationFieldsOf(centuryCup).basic).toHaveLength(28);
    expect(declarationFieldsOf(centuryCup).text).toEqual([
      'jzyTop10',
      'jszbAndShxy',
      'kjcxAndlvsjzAndZnjz',
      'xkjAndGyAndClAndSb',
      'xxgyhfsjz',
    ]);
    expect(declarationFieldsOf(qualityStructure, { region: '沈阳', xxgyhfsjz: '有' })).toEqual({
      basic: ['proName', 'mainApplicant', 'contactPerson', 'contactPN', 'sbDate', 'referee', 'region'],
      text: ['jszbAndShxy', 'xxgyhfsjz'],
    });
  });
});

describe('declaration labels and catalogue keys', () => {
  it('label every field of the declaration form, in both languages, with the Chinese label as the source text', () => {
    expect(Object.keys(DECLARATION_LABELS).sort()).toEqual([...DECLARATION_FIELDS].sort());
    for (const field of DECLARATION_FIELDS) {
      expect([field, zh[fieldLabelId(field)]]).toEqual([field, DECLARATION_LABELS[field]]);
      expect(english[fieldLabelId(field)]).toBeTruthy();
    }
  });

  it('have keys for every group, role, material slot and rule message, equal to the rules’ Chinese texts', () => {
    for (const group of PARTICIPANT_GROUPS) {
      expect(zh[groupLabelId(group.key)]).toBe(group.label);
      for (const role of group.roles)
        expect([role.field, zh[roleLabelId(role.field)]]).toEqual([role.field, role.label]);
    }
    for (const type of AWARD_TYPES)
      for (const slot of type.form?.materials ?? []) expect(zh[slotLabelId(slot.key)]).toBe(slot.label);
    for (const [key, text] of Object.entries(DECLARATION_MESSAGES))
      expect(zh[messageId(key as keyof typeof DECLARATION_MESSAGES)]).toBe(text);
  });
});

describe('error helpers', () => {
  const errors = [
    { field: 'proName', message: '请输入工程名' },
    { field: 'contractor.0.xmjl_people', message: '超过了限制人数！' },
    { field: 'contractor.1.xmjl_people', message: '总人数不能超过6人！' },
  ];
  it('find, scope and drop field errors', () => {
    expect(fieldError(errors, 'proName')).toBe('请输入工程名');
    expect(fieldError(errors, 'sbDate')).toBeUndefined();
    expect(errorsFor(errors, 'contractor.0')).toEqual([{ field: 'xmjl_people', message: '超过了限制人数！' }]);
    expect(withoutField(errors, 'proName').map((e) => e.field)).toEqual([
      'contractor.0.xmjl_people',
      'contractor.1.xmjl_people',
    ]);
    expect(withoutField(errors, 'contractor').map((e) => e.field)).toEqual(['proName']);
    expect(withoutField(errors, 'contractor.1').map((e) => e.field)).toEqual(['proName', 'contractor.0.xmjl_people']);
  });

  it('scrollToFirstError focuses the first invalid input', async () => {
    const view = renderWithApp(
      <>
        <PeopleInput label="项目负责人" value="张三" onChange={() => undefined} />
        <PeopleInput label="项目经理" value="张三,李四" onChange={() => undefined} />
        <PeopleInput label="质量员" value="1" onChange={() => undefined} />
      </>,
      { link: operationLink({}).link },
    );
    await vi.waitFor(() => expect(scrollToFirstError(view.container)).toBe(true));
    expect(document.activeElement).toBe(screen.getByLabelText('项目经理'));
    view.unmount();
    expect(scrollToFirstError(document)).toBe(false);
  });
});
