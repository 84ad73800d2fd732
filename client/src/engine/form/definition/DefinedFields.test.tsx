import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormDefinition, FormValues } from '@zhuxie/domain/forms/definition';
import { formErrors } from '@zhuxie/domain/forms/evaluate';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../../test/graphql';
import { renderWithApp } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { DefinedSections, type DefinedFormOptions } from './DefinedFields';

const DEFINITION: FormDefinition = {
  key: 'sample',
  version: 1,
  title: { zh: '样例' },
  tabs: [
    {
      key: 'main',
      label: { zh: '主要' },
      sections: [
        {
          key: 'a',
          label: { zh: '项目', en: 'Project' },
          fields: [
            {
              key: 'name',
              type: 'text',
              label: { zh: '名称', en: 'Name' },
              rules: { required: { message: '请填写名称' } },
            },
            { key: 'kind', type: 'choice', dict: 'kind', label: { zh: '类别' } },
            { key: 'cost', type: 'money', unit: '万元', label: { zh: '造价' } },
            { key: 'period', type: 'dateRange', label: { zh: '工期' } },
            { key: 'leader', type: 'people', label: { zh: '负责人' } },
            { key: 'copy', type: 'derived', from: 'name', label: { zh: '名称副本' } },
            { key: 'note', type: 'longText', label: { zh: '说明' }, visibleWhen: { field: 'kind', in: ['b'] } },
          ],
        },
        {
          key: 'b',
          fields: [
            {
              key: 'units',
              type: 'group',
              label: { zh: '参建单位' },
              rules: { required: { message: '至少一个单位' } },
              fields: [
                { key: 'unit', type: 'text', label: { zh: '单位' }, rules: { required: { message: '请填写单位' } } },
              ],
            },
            {
              key: 'photos',
              type: 'upload',
              accept: 'image/*',
              label: { zh: '照片' },
              rules: { required: { message: '请上传照片' } },
            },
          ],
        },
      ],
    },
  ],
};

function server() {
  return operationLink({
    BizDictionary: () => ({
      data: {
        bizDictionary: ['a', 'b'].map((key, i) => ({
          __typename: 'DictBiz',
          id: `kind-${key}`,
          parentId: 'kind-root',
          code: 'kind',
          dictKey: key,
          dictValue: key === 'a' ? '房建' : '市政',
          dictValueEn: null,
          sort: i,
          isSealed: 0,
          remark: null,
          version: 1,
        })),
      },
    }),
  });
}

function Form({
  options,
  readOnly,
  initial = {},
}: {
  options?: DefinedFormOptions;
  readOnly?: boolean;
  initial?: FormValues;
}) {
  const [values, setValues] = useState<FormValues>(initial);
  const [checked, setChecked] = useState(false);
  const errors = checked ? formErrors(DEFINITION, values) : [];
  return (
    <>
      <DefinedSections
        sections={DEFINITION.tabs[0]!.sections}
        values={values}
        onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        errorOf={(path) => errors.find((e) => e.path === path)?.message}
        readOnly={readOnly}
        options={options}
      />
      <button type="button" onClick={() => setChecked(true)}>
        check
      </button>
      <output aria-label="values">{JSON.stringify(values)}</output>
    </>
  );
}

const values = () => JSON.parse(screen.getByLabelText('values').textContent ?? '{}') as FormValues;

describe('DefinedSections (the form engine renderer)', () => {
  it('draws every field by its type with its label, required marker and the evaluator messages by path', {
    timeout: 30_000,
  }, async () => {
    signInForTest();
    const user = userEvent.setup();
    renderWithApp(<Form />, { link: server().link });
    await user.type(screen.getByRole('textbox', { name: /^名称(?!副本)/ }), '科技馆');
    // A derived field copies its source, read-only.
    expect((screen.getByRole('textbox', { name: '名称副本' }) as HTMLInputElement).value).toBe('科技馆');
    // The hidden field shows when its condition holds.
    expect(screen.queryByRole('textbox', { name: '说明' })).toBeNull();
    const kind = screen.getByRole('combobox', { name: '类别' }) as HTMLSelectElement;
    await waitFor(() => expect([...kind.options].map((o) => o.textContent)).toContain('市政'));
    await user.selectOptions(kind, '市政');
    expect(screen.getByRole('textbox', { name: '说明' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: '负责人' }), '张三、李四');
    expect(screen.getByText('多人以、分隔')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'check' }));
    expect(screen.getByText('至少一个单位')).toBeTruthy();
    expect(screen.getByText('请上传照片')).toBeTruthy();
    // A group row: its sub-fields by path, removed again.
    await user.click(screen.getByRole('button', { name: '添加一行' }));
    expect(await screen.findByText('请填写单位')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /单位/ }), '一建');
    expect(values()).toMatchObject({ name: '科技馆', kind: 'b', leader: '张三、李四', units: [{ unit: '一建' }] });
    expect(screen.queryByText('请填写单位')).toBeNull();
    await user.click(screen.getByRole('button', { name: '删除第 1 行' }));
    expect(values().units).toEqual([]);
  });

  it('shows English labels in English, the caller’s label when the definition has none, and custom renderers', {
    timeout: 30_000,
  }, async () => {
    signInForTest();
    renderWithApp(
      <Form
        options={{
          label: (f) => (f.key === 'cost' ? 'Cost' : undefined),
          byType: { people: (p) => <span data-testid="custom">{p.label}</span> },
        }}
      />,
      { link: server().link, locale: 'en' },
    );
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeTruthy();
    expect(screen.getByText('Project')).toBeTruthy();
    expect(screen.getByText('Cost')).toBeTruthy();
    // Without an English label nor the caller's: the Chinese one.
    expect(screen.getByText('工期')).toBeTruthy();
    expect(screen.getByTestId('custom').textContent).toBe('负责人');
  });

  it('shows values read-only: dictionary labels, ranges, money with its unit, files', { timeout: 30_000 }, async () => {
    signInForTest();
    renderWithApp(
      <Form
        readOnly
        initial={{
          name: '科技馆',
          kind: 'a',
          cost: '12.50',
          period: ['2026-01-01', '2026-06-30'],
          photos: [{ name: 'a.pdf', url: '/files/a.pdf' }],
        }}
      />,
      { link: server().link },
    );
    expect(await screen.findByText('房建')).toBeTruthy();
    expect(screen.getByText('12.50 万元')).toBeTruthy();
    expect(screen.getByText('2026-01-01 至 2026-06-30')).toBeTruthy();
    const photos = screen.getByRole('region', { name: '照片' });
    expect(within(photos).getByText('a.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '添加一行' })).toBeNull();
  });
});
