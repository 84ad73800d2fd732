import { ApolloLink } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { print } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ParamFormDialog } from './ParamFormDialog';

type Reply = ApolloLink.Result;

/** A terminating link that records every operation and answers with the given reply. */
function recordingLink(reply: Reply) {
  const operations: ApolloLink.Operation[] = [];
  const link = new ApolloLink((operation) => {
    operations.push(operation);
    return of(reply);
  });
  return { link, operations };
}

const saved = {
  __typename: 'Param',
  id: 'p-1',
  paramName: '站点名称',
  paramKey: 'site.name',
  paramValue: '建筑业协会',
  remark: null,
  createTime: '2024-01-05T02:00:00.000Z',
  updateTime: '2024-01-05T02:00:00.000Z',
  version: 1,
};

function renderCreateDialog(reply: Reply) {
  const recorder = recordingLink(reply);
  const onSaved = vi.fn();
  renderWithApp(<ParamFormDialog state={{ mode: 'create' }} onClose={vi.fn()} onSaved={onSaved} />, {
    link: recorder.link,
  });
  return { ...recorder, onSaved };
}

describe('ParamFormDialog', () => {
  it('shows every required message when submitted empty and sends nothing', async () => {
    const user = userEvent.setup();
    const { operations, onSaved } = renderCreateDialog({ data: { submitParam: saved } });

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('新增参数');
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('请输入参数名称')).toBeTruthy();
    expect(screen.getByText('请输入参数键名')).toBeTruthy();
    expect(screen.getByText('请输入参数键值')).toBeTruthy();
    expect(operations).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('treats whitespace-only values as empty and clears a message once the field is filled', async () => {
    const user = userEvent.setup();
    const { operations } = renderCreateDialog({ data: { submitParam: saved } });

    await user.type(await screen.findByLabelText(/参数名称/), '   ');
    await user.type(screen.getByLabelText(/参数键名/), 'site.name');
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('请输入参数名称')).toBeTruthy();
    expect(screen.queryByText('请输入参数键名')).toBeNull();
    expect(screen.getByText('请输入参数键值')).toBeTruthy();

    await user.type(screen.getByLabelText(/参数键值/), '建筑业协会');
    expect(screen.queryByText('请输入参数键值')).toBeNull();
    expect(operations).toHaveLength(0);
  });

  it('creates the parameter, announces 新增成功 and reports the save', async () => {
    const user = userEvent.setup();
    const { operations, onSaved } = renderCreateDialog({ data: { submitParam: saved } });

    await user.type(await screen.findByLabelText(/参数名称/), '站点名称');
    await user.type(screen.getByLabelText(/参数键名/), 'site.name');
    await user.type(screen.getByLabelText(/参数键值/), '建筑业协会');
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('新增成功')).toBeTruthy();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(operations).toHaveLength(1);
    expect(print(operations[0]!.query)).toContain('submitParam');
    expect(operations[0]!.variables).toEqual({
      input: { paramName: '站点名称', paramKey: 'site.name', paramValue: '建筑业协会', remark: null },
    });
  });

  it('shows the server message of a field under that field (duplicate key)', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderCreateDialog({
      errors: [
        {
          message: '参数键名已存在',
          extensions: { code: 'DUPLICATE', fields: [{ field: 'paramKey', message: '参数键名已存在' }] },
        },
      ],
    });

    await user.type(await screen.findByLabelText(/参数名称/), '站点名称');
    await user.type(screen.getByLabelText(/参数键名/), 'site.name');
    await user.type(screen.getByLabelText(/参数键值/), '建筑业协会');
    await user.click(screen.getByRole('button', { name: '保存' }));

    const message = await screen.findByText('参数键名已存在');
    const keyInput = screen.getByLabelText(/参数键名/);
    expect(keyInput.getAttribute('aria-invalid')).toBe('true');
    // The message sits in the key's field (not under another one).
    expect(message.closest('[data-scope="field"][data-part="root"]')).toBe(
      keyInput.closest('[data-scope="field"][data-part="root"]'),
    );
    expect(screen.getByLabelText(/参数名称/).getAttribute('aria-invalid')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
