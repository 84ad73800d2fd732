import { Badge } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../../engine/auth';
import {
  activeFilter,
  type Column,
  CrudList,
  pagedListProps,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../../engine/crud';
import { formatDateTime } from '../../../engine/format/date';
import {
  ErrorLogDocument,
  type ErrorLogFieldsFragment,
  type ErrorLogQuery,
  ErrorLogPageDocument,
} from '../../../generated/graphql';
import { type LogField, LogDetailDialog } from './LogDetailDialog';
import { dateSearchFields, logQueryFilter, tenantSearchFields } from './search';

const EMPTY_FILTER = {
  message: '',
  source: '',
  requestUri: '',
  createBy: '',
  tenantId: '',
  createTimeFrom: '',
  createTimeTo: '',
};

/** 错误日志: errors uploaded from browsers' local error logs and unexpected server errors; read-only. */
export function ErrorLogPage() {
  const intl = useIntl();
  const session = useSession();
  const list = useListState(EMPTY_FILTER);
  const [viewing, setViewing] = useState<string | null>(null);
  const query = usePagedQuery(ErrorLogPageDocument, {
    list,
    filter: logQueryFilter(activeFilter(list.filter)),
    select: (data) => data.errorLogs,
  });

  const t = (id: string) => intl.formatMessage({ id });
  const source = (value: string) =>
    value === 'client' || value === 'server' ? t(`monitor.log.error.source.${value}`) : value;
  const searchFields: SearchField[] = [
    { name: 'message', label: t('monitor.log.error.message') },
    {
      name: 'source',
      label: t('monitor.log.error.source'),
      options: ['client', 'server'].map((value) => ({ value, label: source(value) })),
    },
    { name: 'requestUri', label: t('monitor.log.error.url') },
    { name: 'createBy', label: t('monitor.log.createBy') },
    ...dateSearchFields(t('monitor.log.createTimeFrom'), t('monitor.log.createTimeTo')),
    ...tenantSearchFields(session, t('monitor.log.tenantId')),
  ];

  const columns = useMemo<Array<Column<ErrorLogFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    const source = (value: string) =>
      value === 'client' || value === 'server' ? t(`monitor.log.error.source.${value}`) : value;
    return [
      {
        key: 'createTime',
        header: t('monitor.log.createTime'),
        value: (r) => formatDateTime(r.createTime),
        width: '44',
      },
      {
        key: 'source',
        header: t('monitor.log.error.source'),
        value: (r) => source(r.source),
        render: (r) => (
          <Badge variant="subtle" colorPalette={r.source === 'server' ? 'red' : 'orange'}>
            {source(r.source)}
          </Badge>
        ),
        width: '24',
      },
      { key: 'kind', header: t('monitor.log.error.kind'), value: (r) => r.kind, truncate: true, width: '32' },
      {
        key: 'message',
        header: t('monitor.log.error.message'),
        value: (r) => r.message,
        truncate: true,
        minWidth: '64',
      },
      { key: 'url', header: t('monitor.log.error.url'), value: (r) => r.url, truncate: true, width: '56' },
      { key: 'account', header: t('monitor.log.createBy'), value: (r) => r.account, truncate: true, width: '28' },
    ];
  }, [intl]);

  const fields = useMemo<Array<LogField<ErrorLogQuery['errorLog']>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'source', label: t('monitor.log.error.source'), value: (r) => r.source },
      { key: 'kind', label: t('monitor.log.error.kind'), value: (r) => r.kind },
      { key: 'message', label: t('monitor.log.error.message'), value: (r) => r.message },
      { key: 'method', label: t('monitor.log.method'), value: (r) => r.method },
      { key: 'url', label: t('monitor.log.error.url'), value: (r) => r.url },
      { key: 'account', label: t('monitor.log.createBy'), value: (r) => r.account },
      { key: 'userId', label: t('monitor.log.userId'), value: (r) => r.userId },
      { key: 'tenantId', label: t('monitor.log.tenantId'), value: (r) => r.tenantId },
      { key: 'ip', label: t('monitor.log.remoteIp'), value: (r) => r.ip },
      { key: 'userAgent', label: t('monitor.log.userAgent'), value: (r) => r.userAgent },
      { key: 'requestId', label: t('monitor.log.requestId'), value: (r) => r.requestId },
      { key: 'serverHost', label: t('monitor.log.serverHost'), value: (r) => r.serverHost },
      { key: 'clientTime', label: t('monitor.log.error.clientTime'), value: (r) => r.clientTime, kind: 'time' },
      { key: 'createTime', label: t('monitor.log.createTime'), value: (r) => r.createTime, kind: 'time' },
      { key: 'stack', label: t('monitor.log.error.stack'), value: (r) => r.stack, kind: 'code' },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('monitor.log.error.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.message}
        onView={(r) => setViewing(r.id)}
        actionsWidth="24"
      />
      <LogDetailDialog
        id={viewing}
        onClose={() => setViewing(null)}
        title={t('monitor.log.error.detailTitle')}
        document={ErrorLogDocument}
        select={(data) => data.errorLog}
        fields={fields}
      />
    </>
  );
}
