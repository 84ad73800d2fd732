import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { ChangeRequestPage } from './ChangeRequestPage';

const unit = {
  __typename: 'MemberUnit',
  id: 'u1',
  version: 3,
  name: '示例建筑工程有限公司',
  creditCode: '91210100MA0Y0000AR',
  address: '沈阳市',
  regionCode: '210102',
  regionName: '和平区',
  legalRepresentative: '王建国',
  contactName: '会员联系人',
  contactMobile: '13800000001',
  email: null,
  qualifications: '一级',
  posts: ['4'],
  memberLevel: '2',
  joinDate: '2020-05-12',
  status: 1,
  userId: 'me',
  createTime: '2026-01-01T00:00:00.000Z',
  people: [],
};
const values = (v: Record<string, unknown>) => ({
  __typename: 'MemberChangeValues',
  contactName: null,
  contactMobile: null,
  email: null,
  address: null,
  legalRepresentative: null,
  qualifications: null,
  posts: null,
  ...v,
});

function server() {
  const sent: Record<string, unknown>[] = [];
  const graphql = operationLink({
    MyMemberUnitDetail: () => ({ data: { myMemberUnit: unit } }),
    MyOpenMemberChange: () => ({ data: { myOpenMemberChange: null } }),
    BizDictionary: () => ({ data: { bizDictionary: [] } }),
    SubmitMemberChange: (variables) => {
      sent.push(variables.input as Record<string, unknown>);
      return {
        data: {
          submitMemberChange: {
            __typename: 'MemberChangeRequest',
            id: 'c1',
            version: 1,
            unitId: 'u1',
            unitName: unit.name,
            kind: 'contacts',
            flowStatus: 1,
            changedFields: ['contactMobile'],
            remark: null,
            applicantName: '会员',
            appliedTime: null,
            createTime: '2026-11-23T01:00:00.000Z',
            updateTime: '2026-11-23T01:00:00.000Z',
            flowInstanceId: 'f1',
            attachments: [],
            before: values({ contactName: '会员联系人', contactMobile: '13800000001' }),
            after: values({ contactName: '会员联系人', contactMobile: '13912345678' }),
          },
        },
      };
    },
  });
  return { graphql, sent };
}

describe('ChangeRequestPage', () => {
  it("starts from the current values, refuses an empty change and a bad mobile, marks the change and sends only the kind's fields", {
    timeout: 30_000,
  }, async () => {
    signInForTest();
    const { graphql, sent } = server();
    renderRoutes([{ path: '/cmsPages/changeContacts', element: <ChangeRequestPage kind="contacts" /> }], {
      link: graphql.link,
      path: '/cmsPages/changeContacts',
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: '联系人变更' });
    const mobile = within(form).getByRole('textbox', { name: '新联系人手机' });
    expect((mobile as HTMLInputElement).value).toBe('13800000001');

    await user.click(within(form).getByRole('button', { name: '保存并送审' }));
    expect(await within(form).findByText('变更内容与当前信息一致，请修改后再提交')).toBeTruthy();

    await user.clear(mobile);
    await user.type(mobile, '1391234');
    await user.click(within(form).getByRole('button', { name: '保存并送审' }));
    expect(await within(form).findByText('手机号码长度不为11位')).toBeTruthy();
    expect(graphql.named('SubmitMemberChange')).toHaveLength(0);

    await user.clear(mobile);
    await user.type(mobile, '13912345678');
    const diff = within(form).getByRole('table', { name: '变更对比' });
    expect(within(diff).getAllByText('已变更')).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: '保存并送审' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      kind: 'contacts',
      contactName: '会员联系人',
      contactMobile: '13912345678',
      email: null,
      address: '沈阳市',
      legalRepresentative: '王建国',
      andSubmit: true,
      attachments: [],
    });
    expect(sent[0]).not.toHaveProperty('qualifications');
    expect(sent[0]).not.toHaveProperty('id');
  });
});
