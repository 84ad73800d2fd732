import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { readApiProblem } from '../apollo/errors';
import { notify } from '../feedback/toaster';
import { useConfirm } from './confirm';

/**
 * The delete flow of every list (SPEC section 8): nothing chosen warns 请选择至少一条数据; otherwise ask
 * 确定将选择数据删除?, remove, then announce 删除成功 (or the server's message). Answers whether rows were removed.
 */
export function useRemoveAction(
  remove: (ids: string[]) => Promise<unknown>,
  onRemoved?: (ids: string[]) => void,
): (ids: string[]) => Promise<boolean> {
  const intl = useIntl();
  const confirm = useConfirm();
  return useCallback(
    async (ids: string[]) => {
      if (ids.length === 0) {
        notify('warning', { id: 'common.selectAtLeastOne' });
        return false;
      }
      if (!(await confirm({ message: intl.formatMessage({ id: 'common.deleteConfirm' }) }))) return false;
      try {
        await remove(ids);
      } catch (failure) {
        const problem = readApiProblem(failure);
        if (problem) notify('error', { text: problem.message });
        return false;
      }
      notify('success', { id: 'common.deleteSuccess' });
      onRemoved?.(ids);
      return true;
    },
    [confirm, intl, remove, onRemoved],
  );
}
