import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, operationLink } from '../../test/graphql';
import { renderWithApp } from '../../test/render';
import { signInForTest } from '../../test/session';
import { FlowModelEditor, type FlowModelEditorState } from './FlowModelEditor';

const step = (title: string, approverKind: string, approvers: string[]) => ({
  __typename: 'FlowStep',
  title,
  approverKind,
  approvers,
  buttonApproval: true,
  buttonApprovalTitle: '通过',
  buttonReject: true,
  buttonRejectTitle: '驳回',
  buttonCancel: true,
  buttonCancelTitle: '作废',
  buttonReset: false,
  buttonResetTitle: '重置',
});

const leaveModel = {
  __typename: 'FlowModel',
  id: 'm-2',
  modelKey: 'leave',
  name: '请假流程',
  modelVersion: 2,
  isLatest: true,
  status: 1,
  remark: null,
  createTime: '2026-11-01T02:00:00.000Z',
  updateTime: '2026-11-01T02:00:00.000Z',
  version: 1,
  steps: [step('部门负责人审批', 'role', ['approver'])],
};

const USERS = [
  { __typename: 'User', id: 'u-1', account: 'zhangsan', realName: '张三' },
  { __typename: 'User', id: 'u-2', account: 'lisi', realName: '李四' },
];

function renderEditor(
  state: FlowModelEditorState,
  save?: (variables: Record<string, unknown>) => ReturnType<typeof apiError>,
) {
  const graphql = operationLink({
    FlowBusinessTypes: () => ({ data: { flowBusinessTypes: ['entry_application', 'leave'] } }),
    FlowModelVersions: (v) => ({
      data: {
        flowModelVersions:
          v.modelKey === 'leave' ? [leaveModel, { ...leaveModel, id: 'm-1', modelVersion: 1, isLatest: false }] : [],
      },
    }),
    FlowApproverRoles: () => ({
      data: {
        roleTree: [
          { __typename: 'Role', id: 'r-1', parentId: null, roleName: '管理员', roleAlias: 'administrator' },
          { __typename: 'Role', id: 'r-2', parentId: null, roleName: '审批人', roleAlias: 'approver' },
        ],
      },
    }),
    FlowApproverUsers: (v) => {
      const name = (v.filter as { realName?: string } | undefined)?.realName;
      const records = name ? USERS.filter((u) => u.realName.includes(name)) : USERS;
      return { data: { users: { __typename: 'UserPage', records, total: records.length } } };
    },
    FlowApproverDepts: () => ({
      data: { deptTree: [{ __typename: 'Dept', id: 'd-1', parentId: null, deptName: '协会总部' }] },
    }),
    SaveFlowModel: (v) => save?.(v) ?? { data: { saveFlowModel: { ...leaveModel, id: 'm-3', modelVersion: 3 } } },
  });
  const onSaved = vi.fn();
  renderWithApp(<FlowModelEditor state={state} onClose={vi.fn()} onSaved={onSaved} />, { link: graphql.link });
  return { ...graphql, onSaved };
}

const stepGroup = (n: number) => screen.getByRole('group', { name: `第 ${n} 步` });
const stepTitles = () => screen.getAllByLabelText(/^步骤名称/).map((input) => (input as HTMLInputElement).value);

describe('FlowModelEditor', () => {
  it('adds, moves and removes steps, keeping each step with its own values', async () => {
    signInForTest();
    const user = userEvent.setup();
    renderEditor({ mode: 'create' });
    expect(await screen.findByRole('dialog', { name: '新增流程模型' })).toBeTruthy();
    await user.type(within(stepGroup(1)).getByLabelText(/^步骤名称/), '初审');
    await user.click(screen.getByRole('button', { name: '添加步骤' }));
    await user.click(screen.getByRole('button', { name: '添加步骤' }));
    await user.type(within(stepGroup(2)).getByLabelText(/^步骤名称/), '复审');
    await user.type(within(stepGroup(3)).getByLabelText(/^步骤名称/), '终审');
    expect(stepTitles()).toEqual(['初审', '复审', '终审']);

    // The first step cannot go up nor the last one down.
    expect((screen.getByRole('button', { name: '上移第 1 步' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '下移第 3 步' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '下移第 1 步' }));
    expect(stepTitles()).toEqual(['复审', '初审', '终审']);
    await user.click(screen.getByRole('button', { name: '上移第 3 步' }));
    expect(stepTitles()).toEqual(['复审', '终审', '初审']);
    await user.click(screen.getByRole('button', { name: '删除第 2 步' }));
    expect(stepTitles()).toEqual(['复审', '初审']);
    expect(screen.queryByRole('group', { name: '第 3 步' })).toBeNull();
  });

  it('switching the approver kind clears the approvers chosen for the other kind', async () => {
    signInForTest();
    const user = userEvent.setup();
    renderEditor({ mode: 'create' });
    const first = await screen.findByRole('group', { name: '第 1 步' });
    // A new step starts with roles.
    await user.click(await within(first).findByRole('checkbox', { name: '审批人（approver）' }));
    expect((within(first).getByRole('checkbox', { name: '审批人（approver）' }) as HTMLInputElement).checked).toBe(
      true,
    );

    await user.selectOptions(within(first).getByLabelText(/^审批人类型/), 'user');
    await user.click(await within(first).findByRole('checkbox', { name: '李四（lisi）' }));
    expect(within(first).getByRole('list', { name: '已选第 1 步审批人' }).textContent).toContain('李四（lisi）');

    await user.selectOptions(within(first).getByLabelText(/^审批人类型/), 'role');
    expect(
      ((await within(first).findByRole('checkbox', { name: '审批人（approver）' })) as HTMLInputElement).checked,
    ).toBe(false);
    await user.selectOptions(within(first).getByLabelText(/^审批人类型/), 'user');
    await within(first).findByRole('checkbox', { name: '李四（lisi）' });
    expect(within(first).queryByRole('list', { name: '已选第 1 步审批人' })).toBeNull();
  });

  it('refuses to save without a business type, name, step title or approvers, and sends nothing', async () => {
    signInForTest();
    const user = userEvent.setup();
    const { named } = renderEditor({ mode: 'create' });
    await screen.findByRole('group', { name: '第 1 步' });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择业务类型', { ignore: 'option' })).toBeTruthy();
    expect(screen.getByText('请输入流程名称')).toBeTruthy();
    expect(screen.getByText('请输入步骤名称')).toBeTruthy();
    expect(screen.getByText('请选择审批人')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '删除第 1 步' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('流程模型至少需要一个审批步骤')).toBeTruthy();
    expect(named('SaveFlowModel')).toHaveLength(0);
  });

  it('creates a model: business type, name, remark, steps with users, a rule and buttons, in order', async () => {
    signInForTest();
    const user = userEvent.setup();
    const { named, onSaved } = renderEditor({ mode: 'create' });
    const dialog = await screen.findByRole('dialog', { name: '新增流程模型' });
    const typeSelect = within(dialog).getByLabelText(/^业务类型/);
    await waitFor(() => expect(within(typeSelect).getByRole('option', { name: '请假（leave）' })).toBeTruthy());
    await user.selectOptions(typeSelect, 'leave');
    expect(await within(dialog).findByText('保存后将生成版本 V3；运行中的流程仍按原版本执行。')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^流程名称/), ' 请假流程（新） ');
    await user.type(within(dialog).getByLabelText(/^备注/), '两级审批');

    const first = stepGroup(1);
    await user.type(within(first).getByLabelText(/^步骤名称/), '部门审批');
    await user.selectOptions(within(first).getByLabelText(/^审批人类型/), 'user');
    await user.type(within(first).getByLabelText('搜索第 1 步审批人'), '张');
    await waitFor(() => expect(within(first).queryByRole('checkbox', { name: '李四（lisi）' })).toBeNull());
    await user.click(within(first).getByRole('checkbox', { name: '张三（zhangsan）' }));
    await user.click(within(first).getByRole('checkbox', { name: '作废' }));
    await user.clear(within(first).getByLabelText('通过按钮名称'));
    await user.type(within(first).getByLabelText('通过按钮名称'), '同意');

    await user.click(screen.getByRole('button', { name: '添加步骤' }));
    const second = stepGroup(2);
    await user.type(within(second).getByLabelText(/^步骤名称/), '推荐单位审核');
    await user.selectOptions(within(second).getByLabelText(/^审批人类型/), 'rule');
    await user.selectOptions(within(second).getByLabelText('第 2 步审批人'), 'recommend_unit');
    await user.click(within(second).getByRole('checkbox', { name: '驳回' }));
    await user.click(within(second).getByRole('checkbox', { name: '重置' }));

    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功，已生成版本 V3')).toBeTruthy();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(named('SaveFlowModel')[0]!.variables).toEqual({
      input: {
        modelKey: 'leave',
        name: '请假流程（新）',
        remark: '两级审批',
        steps: [
          {
            title: '部门审批',
            approverKind: 'user',
            approvers: ['u-1'],
            buttonApproval: true,
            buttonApprovalTitle: '同意',
            buttonReject: true,
            buttonRejectTitle: '驳回',
            buttonCancel: true,
            buttonCancelTitle: '作废',
            buttonReset: false,
            buttonResetTitle: '重置',
          },
          {
            title: '推荐单位审核',
            approverKind: 'rule',
            approvers: ['recommend_unit'],
            buttonApproval: true,
            buttonApprovalTitle: '通过',
            buttonReject: false,
            buttonRejectTitle: '驳回',
            buttonCancel: false,
            buttonCancelTitle: '作废',
            buttonReset: true,
            buttonResetTitle: '重置',
          },
        ],
      },
    });
  });

  it('edits a model: the business type is fixed, the steps are loaded, and server field errors land on their step', async () => {
    signInForTest();
    const user = userEvent.setup();
    const { named, onSaved } = renderEditor({ mode: 'edit', model: leaveModel }, (v) => {
      const steps = (v.input as { steps: unknown[] }).steps;
      return steps.length === 2
        ? apiError('第2步的审批规则无效', 'BAD_USER_INPUT', [{ field: 'steps.1.approvers', message: '审批规则无效' }])
        : apiError('x');
    });
    const dialog = await screen.findByRole('dialog', { name: '编辑流程模型' });
    expect((within(dialog).getByLabelText(/^业务类型/) as HTMLInputElement).readOnly).toBe(true);
    expect((within(dialog).getByLabelText(/^业务类型/) as HTMLInputElement).value).toBe('请假（leave）');
    expect((within(dialog).getByLabelText(/^流程名称/) as HTMLInputElement).value).toBe('请假流程');
    expect(stepTitles()).toEqual(['部门负责人审批']);
    expect(await within(dialog).findByText('保存后将生成版本 V3；运行中的流程仍按原版本执行。')).toBeTruthy();
    await waitFor(() =>
      expect(
        (within(stepGroup(1)).getByRole('checkbox', { name: '审批人（approver）' }) as HTMLInputElement).checked,
      ).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: '添加步骤' }));
    await user.type(within(stepGroup(2)).getByLabelText(/^步骤名称/), '秘书长审批');
    await user.selectOptions(within(stepGroup(2)).getByLabelText(/^审批人类型/), 'dept');
    await user.click(await within(stepGroup(2)).findByRole('checkbox', { name: '协会总部' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await within(stepGroup(2)).findByText('审批规则无效')).toBeTruthy();
    expect(within(stepGroup(1)).queryByText('审批规则无效')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    const sent = named('SaveFlowModel')[0]!.variables as {
      input: { modelKey: string; steps: Array<{ approverKind: string; approvers: string[]; buttonCancel: boolean }> };
    };
    expect(sent.input.modelKey).toBe('leave');
    expect(sent.input.steps.map((s) => [s.approverKind, s.approvers, s.buttonCancel])).toEqual([
      ['role', ['approver'], true],
      ['dept', ['d-1'], false],
    ]);
  });
});
