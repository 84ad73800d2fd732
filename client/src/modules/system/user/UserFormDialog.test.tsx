import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, operationLink } from '../../../test/graphql';
import { renderWithApp } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import type { RecordDialogState } from '../../../engine/crud';
import { UserFormDialog } from './UserFormDialog';

const OPTIONS = {
  UserDeptOptions: () => ({
    data: {
      deptTree: [
        { __typename: 'Dept', id: 'hq', parentId: null, deptName: '协会总部' },
        { __typename: 'Dept', id: 'office', parentId: 'hq', deptName: '办公室' },
      ],
    },
  }),
  UserRoleOptions: () => ({
    data: {
      roleTree: [
        { __typename: 'Role', id: 'admin', parentId: null, roleName: '管理员', roleAlias: 'administrator' },
        { __typename: 'Role', id: 'approver', parentId: null, roleName: '审批人', roleAlias: 'approver' },
      ],
    },
  }),
  UserPostOptions: () => ({
    data: {
      posts: {
        __typename: 'PostPage',
        records: [{ __typename: 'Post', id: 'p1', postName: '秘书长', postCode: 'secretary' }],
      },
    },
  }),
};

const existing = {
  __typename: 'User',
  id: 'u-9',
  account: 'zhangsan',
  realName: '张三',
  phone: '13800000000',
  email: null,
  deptId: 'office',
  roleIds: ['approver'],
  postIds: [],
  status: 1,
  createTime: '2024-01-05T02:00:00.000Z',
  updateTime: '2024-01-05T02:00:00.000Z',
  version: 3,
};

function renderDialog(
  state: RecordDialogState,
  submit?: (variables: Record<string, unknown>) => ReturnType<typeof apiError>,
) {
  const graphql = operationLink({
    ...OPTIONS,
    User: () => ({ data: { user: existing } }),
    SubmitUser: (variables) => submit?.(variables) ?? { data: { submitUser: { ...existing, id: 'u-new' } } },
  });
  const onSaved = vi.fn();
  renderWithApp(<UserFormDialog state={state} onClose={vi.fn()} onSaved={onSaved} />, { link: graphql.link });
  return { ...graphql, onSaved };
}

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: '保存' }));

describe('UserFormDialog', () => {
  it('new user: every required message when submitted empty, and nothing is sent', async () => {
    signInForTest();
    const user = userEvent.setup();
    const graphql = renderDialog({ mode: 'create' });
    expect(await screen.findByRole('dialog', { name: '新增用户' })).toBeTruthy();
    await save(user);

    expect(await screen.findByText('请输入登录账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByText('请再次输入密码')).toBeTruthy();
    expect(screen.getByText('请选择所属角色')).toBeTruthy();
    expect(field(/^登录账号/).getAttribute('aria-invalid')).toBe('true');
    expect(graphql.named('SubmitUser')).toHaveLength(0);
  });

  it('checks the account, password length and confirmation, and the mobile number', async () => {
    signInForTest();
    const user = userEvent.setup();
    const graphql = renderDialog({ mode: 'create' });
    await user.type(await screen.findByLabelText(/^登录账号/), '张 三');
    await user.type(field(/^密码/), 'short');
    await user.type(field(/^确认密码/), 'different');
    await user.type(field(/^手机号码/), '1380000');
    await save(user);

    expect(await screen.findByText('账号只能包含字母、数字、下划线、点和横线，长度 2 到 64 位')).toBeTruthy();
    expect(screen.getByText('密码长度不能少于8位')).toBeTruthy();
    expect(screen.getByText('两次密码输入不一致')).toBeTruthy();
    expect(screen.getByText('手机号码长度不为11位')).toBeTruthy();

    await user.clear(field(/^手机号码/));
    await user.type(field(/^手机号码/), '12345678901');
    await save(user);
    expect(await screen.findByText('手机号码格式不正确')).toBeTruthy();
    expect(graphql.named('SubmitUser')).toHaveLength(0);
  });

  it('creates the user with password, department, roles and posts, and announces 新增成功', async () => {
    signInForTest();
    const user = userEvent.setup();
    const { named, onSaved } = renderDialog({ mode: 'create' });
    await user.type(await screen.findByLabelText(/^登录账号/), 'lisi');
    await user.type(field(/^用户姓名/), '李四');
    await user.type(field(/^密码/), 'Secret#2026');
    await user.type(field(/^确认密码/), 'Secret#2026');
    await user.type(field(/^手机号码/), '13912345678');
    await waitFor(() =>
      expect(within(field(/^所属机构/) as unknown as HTMLElement).getByRole('option', { name: /办公室/ })).toBeTruthy(),
    );
    await user.selectOptions(field(/^所属机构/), 'office');
    await user.click(screen.getByRole('checkbox', { name: '审批人' }));
    await user.click(screen.getByRole('checkbox', { name: '秘书长' }));
    await save(user);

    expect(await screen.findByText('新增成功')).toBeTruthy();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(named('SubmitUser')[0]!.variables).toEqual({
      input: {
        password: 'Secret#2026',
        account: 'lisi',
        realName: '李四',
        phone: '13912345678',
        email: null,
        deptId: 'office',
        roleIds: ['approver'],
        postIds: ['p1'],
        status: 1,
      },
    });
  });

  it('edits a user read fresh from the server: sends id and version, never a password, and announces 更新成功', async () => {
    signInForTest();
    const user = userEvent.setup();
    const { named, onSaved } = renderDialog({ mode: 'edit', id: 'u-9' });
    expect(await screen.findByRole('dialog', { name: '编辑用户' })).toBeTruthy();
    await waitFor(() => expect(field(/^登录账号/).value).toBe('zhangsan'));
    expect(named('User')[0]!.variables).toEqual({ id: 'u-9' });
    expect(screen.queryByLabelText(/^密码/)).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: '审批人' }) as HTMLInputElement).checked).toBe(true),
    );

    await user.click(screen.getByRole('checkbox', { name: '管理员' }));
    await user.selectOptions(field(/^状态/), '0');
    await save(user);
    expect(await screen.findByText('更新成功')).toBeTruthy();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(named('SubmitUser')[0]!.variables).toEqual({
      input: {
        id: 'u-9',
        version: 3,
        account: 'zhangsan',
        realName: '张三',
        phone: '13800000000',
        email: null,
        deptId: 'office',
        roleIds: ['admin', 'approver'],
        postIds: [],
        status: 0,
      },
    });
  });

  it('shows a server message about a field under that field (账号已存在)', async () => {
    signInForTest();
    const user = userEvent.setup();
    const { onSaved } = renderDialog({ mode: 'create' }, () =>
      apiError('账号已存在', 'DUPLICATE', [{ field: 'account', message: '账号已存在' }]),
    );
    await user.type(await screen.findByLabelText(/^登录账号/), 'admin');
    await user.type(field(/^密码/), 'Secret#2026');
    await user.type(field(/^确认密码/), 'Secret#2026');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '管理员' })).toBeTruthy());
    await user.click(screen.getByRole('checkbox', { name: '管理员' }));
    await save(user);

    const message = await screen.findByText('账号已存在');
    const account = field(/^登录账号/);
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(message.closest('[data-scope="field"][data-part="root"]')).toBe(
      account.closest('[data-scope="field"][data-part="root"]'),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a refusal about no field of the form (a stale version) becomes a notice and the form stays', async () => {
    signInForTest();
    const user = userEvent.setup();
    const { onSaved } = renderDialog({ mode: 'edit', id: 'u-9' }, () =>
      apiError('数据已被他人修改，请刷新后重试', 'STALE'),
    );
    await waitFor(() => expect(field(/^登录账号/).value).toBe('zhangsan'));
    await save(user);
    expect(await screen.findByText('数据已被他人修改，请刷新后重试')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '编辑用户' })).toBeTruthy();
  });

  it('does not ask for departments, roles or posts the user may not read', async () => {
    signInForTest({ permissions: ['user', 'user_add'] });
    const graphql = renderDialog({ mode: 'create' });
    expect(await screen.findByText('暂无可选角色')).toBeTruthy();
    expect(screen.getByText('暂无可选岗位')).toBeTruthy();
    expect(graphql.operations.map((o) => o.operationName)).toEqual([]);
  });
});
