import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderWithApp } from '../../test/render';
import { FormFooter, RecordDialog, type RecordDialogState } from './RecordDialog';

function Harness({
  state,
  review,
  onSave,
  onSaveAndSubmit,
  saving,
}: {
  state: RecordDialogState;
  review?: boolean;
  onSave(): void;
  onSaveAndSubmit?(): void;
  saving?: boolean | 'save' | 'submit';
}) {
  return (
    <RecordDialog
      state={state}
      onClose={() => undefined}
      titles={{ create: '新增申请', edit: '编辑申请', view: '查看申请' }}
      review={review}
    >
      {(s) => (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          <FormFooter
            readOnly={s.mode === 'view'}
            saving={saving}
            onClose={() => undefined}
            onSaveAndSubmit={review ? onSaveAndSubmit : undefined}
          />
        </form>
      )}
    </RecordDialog>
  );
}

describe('RecordDialog and FormFooter: the generic dialog and its 送审 variant', () => {
  it('plain: titled by mode, 取消 and 保存 only', async () => {
    renderWithApp(<Harness state={{ mode: 'create' }} onSave={vi.fn()} />, { link: operationLink({}).link });
    expect(await screen.findByRole('dialog', { name: '新增申请' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存并送审' })).toBeNull();
  });

  it('送审 variant: titled 送审, 保存 submits the form, 保存并送审 calls its own handler', async () => {
    const onSave = vi.fn();
    const onSaveAndSubmit = vi.fn();
    renderWithApp(
      <Harness state={{ mode: 'edit', id: 'a1' }} review onSave={onSave} onSaveAndSubmit={onSaveAndSubmit} />,
      { link: operationLink({}).link },
    );
    expect(await screen.findByRole('dialog', { name: '送审' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '保存并送审' }));
    expect(onSaveAndSubmit).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('送审 variant while 保存并送审 runs: every button but close is disabled; viewing keeps the plain title', async () => {
    const { unmount } = renderWithApp(
      <Harness state={{ mode: 'create' }} review saving="submit" onSave={vi.fn()} onSaveAndSubmit={vi.fn()} />,
      { link: operationLink({}).link },
    );
    await screen.findByRole('dialog', { name: '送审' });
    expect((screen.getByRole('button', { name: '取消' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    renderWithApp(<Harness state={{ mode: 'view', id: 'a1' }} review onSave={vi.fn()} onSaveAndSubmit={vi.fn()} />, {
      link: operationLink({}).link,
    });
    expect(await screen.findByRole('dialog', { name: '查看申请' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存并送审' })).toBeNull();
  });
});
