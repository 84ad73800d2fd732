import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderWithApp } from '../../test/render';
import { signInForTest } from '../../test/session';
import { DictLabel, DictSelect } from './DictSelect';

const item = (
  typename: 'Dict' | 'DictBiz',
  code: string,
  key: string,
  label: string,
  sort: number,
  english: string | null = null,
) => ({
  __typename: typename,
  id: `${code}-${key}`,
  parentId: `${code}-root`,
  code,
  dictKey: key,
  dictValue: label,
  dictValueEn: english,
  sort,
  isSealed: 0,
  remark: null,
  version: 1,
});

function server() {
  return operationLink({
    Dictionary: (variables) => ({
      data: {
        dictionary:
          variables.code === 'open_flag'
            ? [item('Dict', 'open_flag', '1', '开启', 1, 'Open'), item('Dict', 'open_flag', '0', '关闭', 2)]
            : [],
      },
    }),
    BizDictionary: (variables) => ({
      data: {
        bizDictionary:
          variables.code === 'recommend_unit'
            ? [item('DictBiz', 'recommend_unit', 'shenyang', '沈阳市建筑业协会', 1)]
            : [],
      },
    }),
  });
}

function Chooser({
  code,
  biz,
  initial = '',
  emptyLabel = '全部',
}: {
  code: string;
  biz?: boolean;
  initial?: string;
  emptyLabel?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DictSelect code={code} biz={biz} value={value} onChange={setValue} emptyLabel={emptyLabel} aria-label="选择" />
      <output aria-label="当前值">{value}</output>
      <span data-testid="label">
        <DictLabel code={code} biz={biz} value={value} />
      </span>
    </>
  );
}

describe('DictSelect and DictLabel', () => {
  it('offer the items of a system dictionary in order, answer the key and show its label; one request per dictionary', {
    timeout: 30_000,
  }, async () => {
    signInForTest();
    const graphql = server();
    renderWithApp(<Chooser code="open_flag" />, { link: graphql.link });
    const select = screen.getByLabelText('选择') as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.textContent)).toEqual(['全部', '开启', '关闭']));
    await userEvent.setup().selectOptions(select, '关闭');
    expect(screen.getByLabelText('当前值').textContent).toBe('0');
    expect(screen.getByTestId('label').textContent).toBe('关闭');
    // The select and the label share one cached answer.
    expect(graphql.named('Dictionary')).toHaveLength(1);
    expect(graphql.named('Dictionary')[0]!.variables).toEqual({ code: 'open_flag' });
    expect(graphql.named('BizDictionary')).toHaveLength(0);
  });

  it('read the business dictionary with biz, and keep a key the dictionary lacks', { timeout: 30_000 }, async () => {
    signInForTest();
    const graphql = server();
    renderWithApp(<Chooser code="recommend_unit" biz initial="gone" />, { link: graphql.link });
    const select = screen.getByLabelText('选择') as HTMLSelectElement;
    await waitFor(() =>
      expect([...select.options].map((o) => o.textContent)).toEqual(['全部', '沈阳市建筑业协会', 'gone']),
    );
    expect(select.value).toBe('gone');
    expect(screen.getByTestId('label').textContent).toBe('gone');
    expect(graphql.named('Dictionary')).toHaveLength(0);
  });

  it('show the English labels in English mode, and the Chinese label of an item without one', {
    timeout: 30_000,
  }, async () => {
    signInForTest();
    const graphql = server();
    renderWithApp(<Chooser code="open_flag" initial="1" emptyLabel="All" />, { link: graphql.link, locale: 'en' });
    const select = screen.getByLabelText('选择') as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.textContent)).toEqual(['All', 'Open', '关闭']));
    expect(screen.getByTestId('label').textContent).toBe('Open');
    await userEvent.setup().selectOptions(select, '关闭');
    expect(screen.getByTestId('label').textContent).toBe('关闭');
  });
});
