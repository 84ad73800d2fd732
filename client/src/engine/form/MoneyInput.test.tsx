import { ApolloLink } from '@apollo/client';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';

const link = new ApolloLink(() => {
  throw new Error('no request expected');
});
import { money, MoneyInput, type MoneyInputProps } from './MoneyInput';

function Harness(props: Partial<MoneyInputProps> & { initial?: string; onValue?(v: string): void }) {
  const { initial = '', onValue, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <MoneyInput
      aria-label="金额"
      {...rest}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

describe('MoneyInput', () => {
  it('filters typing to an amount and pads to two decimals on blur, with the 元 suffix', () => {
    const seen: string[] = [];
    renderWithApp(<Harness onValue={(v) => seen.push(v)} />, { link });
    const input = screen.getByLabelText('金额') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '12a3.456' } });
    expect(input.value).toBe('123.45');
    fireEvent.blur(input);
    expect(input.value).toBe('123.45');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.blur(input);
    expect(seen.at(-1)).toBe('7.00');
    expect(screen.getByText('元')).toBeTruthy();
  });

  it('shows thousands separators while not editing but hands over plain text', () => {
    const seen: string[] = [];
    renderWithApp(<Harness initial="1234567.5" thousands onValue={(v) => seen.push(v)} suffix="" />, { link });
    const input = screen.getByLabelText('金额') as HTMLInputElement;
    expect(input.value).toBe('1,234,567.50');
    fireEvent.focus(input);
    expect(input.value).toBe('1234567.5');
    fireEvent.blur(input);
    expect(seen.at(-1)).toBe('1234567.50');
    expect(screen.queryByText('元')).toBeNull();
  });

  it('drops a minus sign unless negative amounts are allowed', () => {
    renderWithApp(
      <>
        <Harness aria-label="a" />
        <Harness aria-label="b" negative />
      </>,
      { link },
    );
    const a = screen.getByLabelText('a') as HTMLInputElement;
    const b = screen.getByLabelText('b') as HTMLInputElement;
    fireEvent.focus(a);
    fireEvent.change(a, { target: { value: '-5' } });
    fireEvent.focus(b);
    fireEvent.change(b, { target: { value: '-5' } });
    expect(a.value).toBe('5');
    expect(b.value).toBe('-5');
  });

  it('has a form rule with the server messages', () => {
    expect(money()('1.234')).toBe('金额最多保留2位小数');
    expect(money()('12.30')).toBeUndefined();
  });
});
