import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderWithApp } from '../../test/render';
import { signInForTest } from '../../test/session';
import { ChangeDiff } from './ChangeDiff';
import { changedFields, diffChange } from './changeKinds';

const post = (key: string, label: string) => ({
  __typename: 'DictBiz',
  id: `p${key}`,
  parentId: 'root',
  code: 'member_post',
  dictKey: key,
  dictValue: label,
  dictValueEn: null,
  sort: Number(key),
  isSealed: 0,
  remark: null,
  version: 1,
});
const link = () =>
  operationLink({ BizDictionary: () => ({ data: { bizDictionary: [post('3', '常务理事'), post('4', '理事')] } }) });

describe('diffChange (shared with the server)', () => {
  it('compares trimmed text, treats blank as empty and lists regardless of order', () => {
    const before = {
      contactName: '张三',
      contactMobile: '13800000001',
      email: null,
      address: ' 沈阳 ',
      legalRepresentative: '',
    };
    expect(
      changedFields('contacts', before, { ...before, address: '沈阳', legalRepresentative: null, email: '' }),
    ).toEqual([]);
    expect(changedFields('contacts', before, { ...before, contactName: '李四', email: 'a@b.cn' })).toEqual([
      'contactName',
      'email',
    ]);
    expect(changedFields('posts', { posts: ['4', '3'] }, { posts: ['3', '4', '4'] })).toEqual([]);
    expect(diffChange('posts', { posts: ['4'] }, { posts: [] })).toEqual([
      { field: 'posts', before: ['4'], after: [], changed: true },
    ]);
  });
});

describe('ChangeDiff', () => {
  it('shows before and after side by side and marks only the changed rows', async () => {
    signInForTest();
    renderWithApp(
      <ChangeDiff
        kind="contacts"
        before={{
          contactName: '张三',
          contactMobile: '13800000001',
          email: 'a@b.cn',
          address: null,
          legalRepresentative: '王五',
        }}
        after={{
          contactName: '李四',
          contactMobile: '13800000001',
          email: 'a@b.cn',
          address: '沈阳市',
          legalRepresentative: '王五',
        }}
      />,
      { link: link().link },
    );
    const table = screen.getByRole('table', { name: '变更对比' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['项目', '变更前', '变更后']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const row = (label: string) => rows.find((r) => within(r).getAllByRole('cell')[0]!.textContent!.startsWith(label))!;
    expect(
      within(row('联系人'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['联系人已变更', '张三', '李四']);
    expect(row('联系人').dataset.changed).toBe('true');
    expect(
      within(row('详细地址'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['详细地址已变更', '—', '沈阳市']);
    expect(row('联系人手机').dataset.changed).toBeUndefined();
    expect(within(row('联系人手机')).queryByText('已变更')).toBeNull();
    expect(within(table).getAllByText('已变更')).toHaveLength(2);
  });

  it('shows posts by their dictionary labels', async () => {
    signInForTest();
    renderWithApp(<ChangeDiff kind="posts" before={{ posts: ['4'] }} after={{ posts: ['3', '4'] }} />, {
      link: link().link,
    });
    const table = screen.getByRole('table', { name: '变更对比' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['协会职务已变更', '理事', '常务理事、理事']),
    );
  });
});
