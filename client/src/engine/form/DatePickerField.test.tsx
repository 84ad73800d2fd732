import { ApolloLink } from '@apollo/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { DateInput } from './DateInput';
import { FormField } from './FormField';

const link = new ApolloLink(() => {
  throw new Error('no request expected');
});

function Harness({
  initial = '',
  mode = 'date' as 'date' | 'datetime',
  onValue,
}: {
  initial?: string;
  mode?: 'date' | 'datetime';
  onValue?(v: string): void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <FormField label="开始日期">
      <DateInput
        mode={mode}
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
    </FormField>
  );
}

describe('DateInput (date picker)', () => {
  it('is a labelled text input showing yyyy 年 MM 月 dd 日 in Chinese; a typed date is taken on leaving the field', async () => {
    const seen: string[] = [];
    renderWithApp(<Harness initial="2026-03-09 00:00:00" onValue={(v) => seen.push(v)} />, { link });
    const input = screen.getByLabelText('开始日期') as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.value).toBe('2026 年 03 月 09 日');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026/11/3' } });
    fireEvent.blur(input);
    await waitFor(() => expect(seen.at(-1)).toBe('2026-11-03 00:00:00'));
    expect(input.value).toBe('2026 年 11 月 03 日');
    expect(screen.getByRole('button', { name: '打开日历' })).toBeTruthy();
  });

  it('shows yyyy-MM-dd and English labels in English', () => {
    renderWithApp(<Harness initial="2026-03-09 00:00:00" />, { link, locale: 'en' });
    expect((screen.getByLabelText('开始日期') as HTMLInputElement).value).toBe('2026-03-09');
    expect(screen.getByRole('button', { name: 'Open calendar' })).toBeTruthy();
  });

  it('takes the time beside the date in datetime mode', async () => {
    const seen: string[] = [];
    renderWithApp(<Harness mode="datetime" initial="2026-12-01 09:00:00" onValue={(v) => seen.push(v)} />, { link });
    expect((screen.getByRole('textbox', { name: '开始日期' }) as HTMLInputElement).value).toBe('2026 年 12 月 01 日');
    const time = screen.getByLabelText('时间') as HTMLInputElement;
    expect(time.value).toBe('09:00');
    fireEvent.change(time, { target: { value: '14:30' } });
    await waitFor(() => expect(seen.at(-1)).toBe('2026-12-01 14:30:00'));
    expect(screen.getByRole('group', { name: '开始日期' })).toBeTruthy();
  });
});
