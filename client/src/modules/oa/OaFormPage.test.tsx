import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { OaFormPage } from './OaFormPage';

const person = (id: string, name: string, deptName: string | null = '秘书处') => ({
  __typename: 'OaPerson',
  id,
  name,
  account: id,
  deptName,
});
const category = (key: string, label: string, sort: number) => ({
  __typename: 'DictBiz',
  id: `oa_category-${key}`,
  parentId: 'oa_category-root',
  code: 'oa_category',
  dictKey: key,
  dictValue: label,
  dictValueEn: null,
  sort,
  isSealed: 0,
  remark: null,
  version: 1,
});

function server(submit: (input: Record<string, unknown>) => ReturnType<typeof apiError>) {
  return operationLink({
    OaPickers: () => ({
      data: { oaApprovers: [person('u-a', '甲'), person('u-b', '乙')], oaAssociationPersonnel: [person('u-c', '丙')] },
    }),
    BizDictionary: () => ({ data: { bizDictionary: [category('1', '发文', 1), category('2', '请示', 2)] } }),
    GenerateOaReferenceNumber: () => ({
      data: {
        generateOaReferenceNumber: {
          __typename: 'OaReferenceNumber',
          referenceNumber: '辽建协〔2026〕007号',
          year: 2026,
          seq: 7,
          applicationId: null,
        },
      },
    }),
    SubmitOaApplication: (variables) => submit(variables.input as Record<string, unknown>),
  });
}

const saved = {
  __typename: 'OaApplication',
  id: 'oa-1',
  version: 1,
  title: 't',
  category: '2',
  referenceNumber: '辽建协〔2026〕007号',
  urgency: 2,
  amount: '12800.50',
  applicantName: '张三',
  applicantDeptName: null,
  flowStatus: 1,
  mine: true,
  createTime: '2026-11-23T01:00:00.000Z',
};

describe('OaFormPage', () => {
  it('orders the designated approvers, issues a 文号 and sends everything with 保存并送审', {
    timeout: 30_000,
  }, async () => {
    signInForTest();
    const sent: Record<string, unknown>[] = [];
    const graphql = server((input) => {
      sent.push(input);
      return { data: { submitOaApplication: saved } };
    });
    const { location } = renderRoutes(
      [
        { path: '/work/oa/form', element: <OaFormPage /> },
        { path: '/work/oa/detail/:id', element: <p>详情页</p> },
      ],
      { link: graphql.link, path: '/work/oa/form' },
    );
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: '新增办公审批' });

    // Without approvers, 保存并送审 stops on the form.
    await user.type(within(form).getByLabelText(/^标题/), '关于召开理事会的请示');
    await waitFor(() => expect((within(form).getByLabelText(/^类别/) as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(within(form).getByLabelText(/^类别/), '请示');
    await user.selectOptions(within(form).getByLabelText(/^紧急程度/), '紧急');
    await user.type(within(form).getByLabelText(/^正文/), '拟于下月召开理事会。');
    await user.click(within(form).getByRole('button', { name: '保存并送审' }));
    expect(await within(form).findByText('请选择审批人')).toBeTruthy();
    expect(graphql.named('SubmitOaApplication')).toHaveLength(0);

    const approvers = within(form).getByRole('group', { name: '审批人' });
    const choose = async (label: string) => {
      await user.selectOptions(within(approvers).getByLabelText('选择审批人'), label);
      await user.click(within(approvers).getByRole('button', { name: '添加' }));
    };
    await choose('甲（秘书处）');
    await choose('乙（秘书处）');
    await user.click(within(approvers).getByRole('button', { name: '上移 乙（秘书处）' }));
    const order = within(approvers).getByRole('list', { name: '审批顺序' });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1. 乙（秘书处）', '2. 甲（秘书处）']);
    await user.click(within(form).getByRole('checkbox', { name: '丙（秘书处）' }));

    await user.click(within(form).getByRole('button', { name: '生成文号' }));
    await waitFor(() =>
      expect((within(form).getByLabelText(/^文号/) as HTMLInputElement).value).toBe('辽建协〔2026〕007号'),
    );
    await user.click(within(form).getByRole('button', { name: '保存并送审' }));

    await waitFor(() => expect(location()).toBe('/work/oa/detail/oa-1'));
    expect(sent).toEqual([
      expect.objectContaining({
        title: '关于召开理事会的请示',
        category: '2',
        urgency: 2,
        referenceNumber: '辽建协〔2026〕007号',
        content: '拟于下月召开理事会。',
        approverIds: ['u-b', 'u-a'],
        ccUserIds: ['u-c'],
        attachments: [],
        andSubmit: true,
      }),
    ]);
  });

  it("shows the server's message under the approver field", { timeout: 30_000 }, async () => {
    signInForTest();
    const graphql = server(() =>
      apiError('所选审批人不能审批办公审批', 'BAD_USER_INPUT', [
        { field: 'approverIds', message: '所选审批人不能审批办公审批' },
      ]),
    );
    renderRoutes([{ path: '/work/oa/form', element: <OaFormPage /> }], { link: graphql.link, path: '/work/oa/form' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: '新增办公审批' });
    await user.type(within(form).getByLabelText(/^标题/), '标题');
    await waitFor(() => expect((within(form).getByLabelText(/^类别/) as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(within(form).getByLabelText(/^类别/), '发文');
    await user.type(within(form).getByLabelText(/^正文/), '内容');
    const approvers = within(form).getByRole('group', { name: '审批人' });
    await user.selectOptions(within(approvers).getByLabelText('选择审批人'), '甲（秘书处）');
    await user.click(within(approvers).getByRole('button', { name: '添加' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('所选审批人不能审批办公审批')).toBeTruthy();
  });
});
