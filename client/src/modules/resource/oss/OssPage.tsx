import { useMutation } from '@apollo/client/react';
import { Code } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import {
  activeFilter,
  type Column,
  CrudList,
  pagedListProps,
  type RecordDialogState,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../../engine/crud';
import {
  EnableOssConfigDocument,
  type OssConfigFieldsFragment,
  OssConfigPageDocument,
  RemoveOssConfigsDocument,
} from '../../../generated/graphql';
import { EnableButton, OpenBadge } from '../ConfigStatus';
import { OssFormDialog } from './OssFormDialog';

const EMPTY_FILTER = { ossCode: '' };

/** 对象存储: storage configurations (local folder or S3-compatible), one enabled at a time; the bucket is not listed. */
export function OssPage() {
  const intl = useIntl();
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const query = usePagedQuery(OssConfigPageDocument, {
    list,
    filter: activeFilter(list.filter),
    select: (data) => data.ossConfigs,
  });
  const [remove] = useMutation(RemoveOssConfigsDocument, { update: (cache) => evictList(cache, 'ossConfigs') });
  const [enable] = useMutation(EnableOssConfigDocument, { update: (cache) => evictList(cache, 'ossConfigs') });

  const t = (id: string) => intl.formatMessage({ id });
  const searchFields: SearchField[] = [{ name: 'ossCode', label: t('resource.oss.ossCode') }];

  const columns = useMemo<Array<Column<OssConfigFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'ossCode', header: t('resource.oss.ossCode'), value: (r) => r.ossCode, truncate: true, width: '40' },
      {
        key: 'category',
        header: t('resource.oss.category'),
        value: (r) => t(`resource.oss.category.${r.category}`),
        width: '36',
      },
      { key: 'endpoint', header: t('resource.oss.endpoint'), value: (r) => r.endpoint, truncate: true, width: '56' },
      { key: 'region', header: t('resource.oss.region'), value: (r) => r.region, width: '28' },
      {
        key: 'secretKey',
        header: t('resource.oss.secretKey'),
        value: (r) => r.secretKeyMasked,
        render: (r) => (r.secretKeyMasked ? <Code size="sm">{r.secretKeyMasked}</Code> : null),
        width: '32',
      },
      {
        key: 'status',
        header: t('resource.oss.status'),
        value: (r) => t(`resource.oss.status.${r.status === 1 ? 1 : 0}`),
        render: (r) => <OpenBadge status={r.status} prefix="resource.oss" />,
        width: '20',
        align: 'center',
      },
      { key: 'remark', header: t('resource.oss.remark'), value: (r) => r.remark, truncate: true, width: '40' },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('resource.oss.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.ossCode}
        create={{ code: 'oss_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'oss_delete', run: (ids) => remove({ variables: { input: { ids } } }) }}
        edit={{ code: 'oss_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        rowActions={(r) => (
          <EnableButton
            code="oss_enable"
            prefix="resource.oss"
            name={r.ossCode}
            enabled={r.status === 1}
            run={() => enable({ variables: { id: r.id } })}
          />
        )}
        actionsWidth="72"
      />
      <OssFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
    </>
  );
}
