import { useMutation } from '@apollo/client/react';
import { Badge, Button } from '@chakra-ui/react';
import { BarChart3 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  type ReportFileFieldsFragment,
  RemoveReportFilesDocument,
  ReportFilePageDocument,
} from '../../../generated/graphql';
import { REPORT_KINDS, ReportFormDialog } from './ReportFormDialog';
import { ReportViewDialog } from './ReportViewDialog';

const EMPTY_FILTER = { name: '', kind: '' };

/** 报表管理: report definitions of the built-in kinds; 查看报表 renders one. */
export function ReportPage() {
  const intl = useIntl();
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const [viewing, setViewing] = useState<ReportFileFieldsFragment | null>(null);
  const query = usePagedQuery(ReportFilePageDocument, {
    list,
    filter: activeFilter(list.filter),
    select: (data) => data.reportFiles,
  });
  const [removeReports] = useMutation(RemoveReportFilesDocument, {
    update: (cache) => evictList(cache, 'reportFiles'),
  });

  const t = (id: string) => intl.formatMessage({ id });
  const searchFields: SearchField[] = [
    { name: 'name', label: t('report.list.name') },
    {
      name: 'kind',
      label: t('report.list.kind'),
      options: REPORT_KINDS.map((value) => ({ value, label: t(`report.kind.${value}`) })),
    },
  ];

  const columns = useMemo<Array<Column<ReportFileFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'name', header: t('report.list.name'), value: (r) => r.name, truncate: true, width: '56' },
      {
        key: 'kind',
        header: t('report.list.kind'),
        value: (r) => t(`report.kind.${r.kind}`),
        render: (r) => <Badge variant="subtle">{t(`report.kind.${r.kind}`)}</Badge>,
        width: '40',
      },
      { key: 'content', header: t('report.list.content'), value: (r) => r.content, truncate: true, width: '48' },
      { key: 'remark', header: t('report.list.remark'), value: (r) => r.remark, truncate: true, width: '56' },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('report.list.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.name}
        create={{ code: 'report_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'report_delete', run: (ids) => removeReports({ variables: { input: { ids } } }) }}
        edit={{ code: 'report_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        rowActions={(r) => (
          <Button
            size="xs"
            variant="ghost"
            onClick={() => setViewing(r)}
            aria-label={intl.formatMessage({ id: 'report.view.rowLabel' }, { name: r.name })}
          >
            <BarChart3 />
            <FormattedMessage id="report.view.button" />
          </Button>
        )}
        actionsWidth="72"
      />
      <ReportFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
      {viewing && <ReportViewDialog report={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
