import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { operationLink } from '../../../test/graphql';
import { renderWithApp } from '../../../test/render';
import { PeopleInput } from './PeopleInput';
import { TechnologiesInput } from './TechnologiesInput';

function People(props: { single?: boolean; singleByLength?: boolean; initial?: string; error?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <PeopleInput
      label="项目经理"
      value={value}
      onChange={setValue}
      single={props.single}
      singleByLength={props.singleByLength}
      error={props.error}
    />
  );
}

function Technologies({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <TechnologiesInput value={value} onChange={setValue} error={error} />;
}

const render = (ui: React.ReactElement, locale?: 'zh-CN' | 'en') =>
  renderWithApp(ui, { link: operationLink({}).link, locale });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PeopleInput', () => {
  it("shows the server's people messages while typing, and allows empty", async () => {
    render(<People />);
    const input = screen.getByLabelText('项目经理') as HTMLInputElement;
    expect(screen.getByText('多人请用“、”分隔，最多6人')).toBeTruthy();
    type('项目经理', '张三,李四');
    expect(screen.getByText('只能输入汉字、英文和"、"')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await vi.waitFor(() =>
      expect(input.getAttribute('aria-errormessage')).toBe(screen.getByText('只能输入汉字、英文和"、"').id),
    );
    type('项目经理', '甲、乙、丙、丁、戊、己、庚');
    expect(screen.getByText('总人数不能超过6人！')).toBeTruthy();
    type('项目经理', '甲、乙、丙、丁、戊、Smith');
    expect(screen.queryByText('总人数不能超过6人！')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    type('项目经理', '');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('labels a 限1人 role and refuses a second person', () => {
    render(<People single />);
    const input = screen.getByLabelText('项目经理（限1人）');
    fireEvent.change(input, { target: { value: '张三' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(input, { target: { value: '张三、李四' } });
    expect(screen.getByText('超过了限制人数！')).toBeTruthy();
  });

  it('limits a 限1人 role to 4 characters in the variant that says so', () => {
    render(<People single singleByLength initial="欧阳小明同学" />);
    expect(screen.getByText('超过了限制人数！')).toBeTruthy();
  });

  it('shows an error from outside when the rule has nothing to say, in English too', () => {
    render(<People error="超过了限制人数！" initial="张三" />, 'en');
    expect(screen.getByLabelText('项目经理')).toBeTruthy();
    expect(screen.getByText('Too many people for this role!')).toBeTruthy();
  });
});

describe('TechnologiesInput', () => {
  it('counts the items and shows the count rules while typing', () => {
    render(<Technologies />);
    const label = /^建筑业十项新技术应用/;
    expect(screen.getByText('已填 0 项（6–10 项）')).toBeTruthy();
    expect(screen.queryByText('此为必填项')).toBeNull();
    type(label, '一、二、三');
    expect(screen.getByText('已填 3 项（6–10 项）')).toBeTruthy();
    expect(screen.getByText('不能少于6项！')).toBeTruthy();
    type(label, '一、二、三、四、五、六、');
    expect(screen.getByText('已填 6 项（6–10 项）')).toBeTruthy();
    expect(screen.queryByText('不能少于6项！')).toBeNull();
    type(label, '一、二、三、四、五、六、七、八、九、十、十一');
    expect(screen.getByText('超过了限制个数！')).toBeTruthy();
    type(label, '');
    fireEvent.blur(screen.getByLabelText(label));
    expect(screen.getByText('此为必填项')).toBeTruthy();
  });

  it('shows the required message of a submission before the field was touched', () => {
    render(<Technologies error="此为必填项" />);
    expect(screen.getByLabelText(/^建筑业十项新技术应用/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('此为必填项')).toBeTruthy();
  });
});
