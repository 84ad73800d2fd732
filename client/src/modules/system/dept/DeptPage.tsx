import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import { Can } from '../../../engine/auth';
import { type Column, CrudList, type RecordDialogState, type SearchField, useListState } from '../../../engine/crud';
import { type DeptFieldsFragment, DeptTreeDocument, RemoveDeptsDocument } from '../../../generated/graphql';
import { DeptFormDialog } from './DeptFormDialog';

const EMPTY_FILTER = { deptName: '' };

/** 机构管理: the department tree; search, create (also under a department), edit, view and delete. */
export function DeptPage() {
  const intl = useIntl();
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const { data, loading, error, refetch } = useQuery(DeptTreeDocument, { notifyOnNetworkStatusChange: true });
  const [removeDepts] = useMutation(RemoveDeptsDocument, {
    update: (cache) => {
      evictList(cache, 'deptTree');
      evictList(cache, 'depts');
    },
  });

  const t = (id: string) => intl.formatMessage({ id });
  const searchFields: SearchField[] = [{ name: 'deptName', label: t('system.dept.deptName') }];

  const columns = useMemo<Array<Column<DeptFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'deptName', header: t('system.dept.deptName'), value: (r) => r.deptName, truncate: true, width: '64' },
      { key: 'fullName', header: t('system.dept.fullName'), value: (r) => r.fullName, truncate: true, width: '72' },
      {
        key: 'loginType',
        header: t('system.dept.loginType'),
        value: (r) => t(`system.dept.loginType.${r.loginType}`),
        render: (r) => (
          <Badge variant="subtle" colorPalette={r.loginType === 'account' ? 'purple' : 'blue'}>
            {t(`system.dept.loginType.${r.loginType}`)}
          </Badge>
        ),
        width: '32',
      },
      { key: 'sort', header: t('system.dept.sort'), value: (r) => String(r.sort), width: '20', align: 'center' },
    ];
  }, [intl]);

  const rows = data?.deptTree ?? [];
  return (
    <>
      <CrudList
        caption={t('system.dept.listTitle')}
        list={list}
        searchFields={searchFields}
        rows={rows}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.deptName}
        tree={{ parentId: (r) => r.parentId }}
        loading={loading && !data}
        refreshing={loading && Boolean(data)}
        error={error}
        onRefresh={() => void refetch()}
        create={{ code: 'dept_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'dept_delete', run: (ids) => removeDepts({ variables: { input: { ids } } }) }}
        edit={{ code: 'dept_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        rowActions={(r) => (
          <Can codes={['dept_add']}>
            <Button size="xs" variant="ghost" onClick={() => setDialog({ mode: 'create', preset: { parentId: r.id } })}>
              <Plus />
              <FormattedMessage id="common.addChild" />
            </Button>
          </Can>
        )}
        actionsWidth="72"
      />
      <DeptFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
    </>
  );
}
