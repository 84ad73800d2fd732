import { Badge, Code } from '@chakra-ui/react';
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
  ApiLogDocument,
  type ApiLogFieldsFragment,
  type ApiLogQuery,
  ApiLogPageDocument,
} from '../../../generated/graphql';
import { formatDuration } from './format';
import { type LogField, LogDetailDialog } from './LogDetailDialog';
import { dateSearchFields, logQueryFilter, tenantSearchFields } from './search';

const EMPTY_FILTER = {
  title: '',
  serviceId: '',
  requestUri: '',
  createBy: '',
  result: '',
  tenantId: '',
  createTimeFrom: '',
  createTimeTo: '',
};

/** 接口日志: the calls that changed data (GraphQL mutations, REST submits), newest first; read-only. */
export function ApiLogPage() {
  const intl = useIntl();
  const session = useSession();
  const list = useListState(EMPTY_FILTER);
  const [viewing, setViewing] = useState<string | null>(null);
  const query = usePagedQuery(ApiLogPageDocument, {
    list,
    filter: logQueryFilter(activeFilter(list.filter)),
    select: (data) => data.apiLogs,
  });

  const t = (id: string) => intl.formatMessage({ id });
  const searchFields: SearchField[] = [
    { name: 'title', label: t('monitor.log.api.title') },
    { name: 'requestUri', label: t('monitor.log.requestUri') },
    { name: 'createBy', label: t('monitor.log.createBy') },
    { name: 'serviceId', label: t('monitor.log.serviceId') },
    {
      name: 'result',
      label: t('monitor.log.api.result'),
      options: [
        { value: 'ok', label: t('monitor.log.api.result.ok') },
        ...['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'INTERNAL_SERVER_ERROR'].map(
          (code) => ({ value: code, label: code }),
        ),
      ],
    },
    ...dateSearchFields(t('monitor.log.createTimeFrom'), t('monitor.log.createTimeTo')),
    ...tenantSearchFields(session, t('monitor.log.tenantId')),
  ];

  const columns = useMemo<Array<Column<ApiLogFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      {
        key: 'createTime',
        header: t('monitor.log.createTime'),
        value: (r) => formatDateTime(r.createTime),
        width: '44',
      },
      { key: 'title', header: t('monitor.log.api.title'), value: (r) => r.title, truncate: true, width: '56' },
      {
        key: 'method',
        header: t('monitor.log.method'),
        value: (r) => r.method,
        render: (r) => (
          <Code size="sm" variant="surface" colorPalette="gray">
            {r.method}
          </Code>
        ),
        width: '20',
      },
      {
        key: 'requestUri',
        header: t('monitor.log.requestUri'),
        value: (r) => r.requestUri,
        truncate: true,
        width: '64',
      },
      {
        key: 'result',
        header: t('monitor.log.api.result'),
        value: (r) => (r.result === 'ok' ? t('monitor.log.api.result.ok') : r.result),
        render: (r) => (
          <Badge variant="subtle" colorPalette={r.result === 'ok' ? 'green' : 'red'}>
            {r.result === 'ok' ? t('monitor.log.api.result.ok') : r.result}
          </Badge>
        ),
        width: '36',
      },
      {
        key: 'duration',
        header: t('monitor.log.api.duration'),
        value: (r) => formatDuration(r.duration),
        width: '24',
        align: 'end',
      },
      { key: 'createBy', header: t('monitor.log.createBy'), value: (r) => r.createBy, truncate: true, width: '28' },
      { key: 'remoteIp', header: t('monitor.log.remoteIp'), value: (r) => r.remoteIp, truncate: true, width: '32' },
    ];
  }, [intl]);

  const fields = useMemo<Array<LogField<ApiLogQuery['apiLog']>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'title', label: t('monitor.log.api.title'), value: (r) => r.title },
      {
        key: 'result',
        label: t('monitor.log.api.result'),
        value: (r) => (r.result === 'ok' ? t('monitor.log.api.result.ok') : r.result),
      },
      { key: 'method', label: t('monitor.log.method'), value: (r) => r.method },
      { key: 'requestUri', label: t('monitor.log.requestUri'), value: (r) => r.requestUri },
      { key: 'serviceId', label: t('monitor.log.serviceId'), value: (r) => r.serviceId },
      { key: 'duration', label: t('monitor.log.api.duration'), value: (r) => formatDuration(r.duration) },
      { key: 'createBy', label: t('monitor.log.createBy'), value: (r) => r.createBy },
      { key: 'userId', label: t('monitor.log.userId'), value: (r) => r.userId },
      { key: 'tenantId', label: t('monitor.log.tenantId'), value: (r) => r.tenantId },
      { key: 'remoteIp', label: t('monitor.log.remoteIp'), value: (r) => r.remoteIp },
      { key: 'userAgent', label: t('monitor.log.userAgent'), value: (r) => r.userAgent },
      { key: 'requestId', label: t('monitor.log.requestId'), value: (r) => r.requestId },
      { key: 'serverHost', label: t('monitor.log.serverHost'), value: (r) => r.serverHost },
      { key: 'createTime', label: t('monitor.log.createTime'), value: (r) => r.createTime, kind: 'time' },
      { key: 'params', label: t('monitor.log.api.params'), value: (r) => r.params, kind: 'json' },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('monitor.log.api.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.title}
        onView={(r) => setViewing(r.id)}
        actionsWidth="24"
      />
      <LogDetailDialog
        id={viewing}
        onClose={() => setViewing(null)}
        title={t('monitor.log.api.detailTitle')}
        document={ApiLogDocument}
        select={(data) => data.apiLog}
        fields={fields}
      />
    </>
  );
}
