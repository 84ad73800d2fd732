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
  UsualLogDocument,
  type UsualLogFieldsFragment,
  type UsualLogQuery,
  UsualLogPageDocument,
} from '../../../generated/graphql';
import { type LogField, LogDetailDialog } from './LogDetailDialog';
import { dateSearchFields, logQueryFilter, tenantSearchFields } from './search';

const EMPTY_FILTER = {
  logId: '',
  logData: '',
  createBy: '',
  logLevel: '',
  tenantId: '',
  createTimeFrom: '',
  createTimeTo: '',
};
const LEVEL_COLOURS: Record<string, string> = { info: 'blue', warn: 'orange', error: 'red' };

/** 通用日志: business events the services recorded (registration review, role grants, password resets ...); read-only. */
export function UsualLogPage() {
  const intl = useIntl();
  const session = useSession();
  const list = useListState(EMPTY_FILTER);
  const [viewing, setViewing] = useState<string | null>(null);
  const query = usePagedQuery(UsualLogPageDocument, {
    list,
    filter: logQueryFilter(activeFilter(list.filter)),
    select: (data) => data.usualLogs,
  });

  const t = (id: string) => intl.formatMessage({ id });
  const level = (value: string) =>
    ['info', 'warn', 'error'].includes(value) ? t(`monitor.log.usual.level.${value}`) : value;
  const searchFields: SearchField[] = [
    { name: 'logId', label: t('monitor.log.usual.logId') },
    { name: 'logData', label: t('monitor.log.usual.logData') },
    { name: 'createBy', label: t('monitor.log.createBy') },
    {
      name: 'logLevel',
      label: t('monitor.log.usual.logLevel'),
      options: ['info', 'warn', 'error'].map((value) => ({ value, label: level(value) })),
    },
    ...dateSearchFields(t('monitor.log.createTimeFrom'), t('monitor.log.createTimeTo')),
    ...tenantSearchFields(session, t('monitor.log.tenantId')),
  ];

  const columns = useMemo<Array<Column<UsualLogFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    const level = (value: string) =>
      ['info', 'warn', 'error'].includes(value) ? t(`monitor.log.usual.level.${value}`) : value;
    return [
      {
        key: 'createTime',
        header: t('monitor.log.createTime'),
        value: (r) => formatDateTime(r.createTime),
        width: '44',
      },
      {
        key: 'logLevel',
        header: t('monitor.log.usual.logLevel'),
        value: (r) => level(r.logLevel),
        render: (r) => (
          <Badge variant="subtle" colorPalette={LEVEL_COLOURS[r.logLevel] ?? 'gray'}>
            {level(r.logLevel)}
          </Badge>
        ),
        width: '20',
      },
      { key: 'logId', header: t('monitor.log.usual.logId'), value: (r) => r.logId, truncate: true, width: '48' },
      {
        key: 'logData',
        header: t('monitor.log.usual.logData'),
        value: (r) => r.logData,
        truncate: true,
        minWidth: '64',
      },
      { key: 'createBy', header: t('monitor.log.createBy'), value: (r) => r.createBy, truncate: true, width: '28' },
      {
        key: 'requestUri',
        header: t('monitor.log.requestUri'),
        value: (r) => r.requestUri,
        truncate: true,
        width: '56',
      },
    ];
  }, [intl]);

  const fields = useMemo<Array<LogField<UsualLogQuery['usualLog']>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'logId', label: t('monitor.log.usual.logId'), value: (r) => r.logId },
      { key: 'logLevel', label: t('monitor.log.usual.logLevel'), value: (r) => r.logLevel },
      { key: 'createBy', label: t('monitor.log.createBy'), value: (r) => r.createBy },
      { key: 'userId', label: t('monitor.log.userId'), value: (r) => r.userId },
      { key: 'tenantId', label: t('monitor.log.tenantId'), value: (r) => r.tenantId },
      { key: 'method', label: t('monitor.log.method'), value: (r) => r.method },
      { key: 'requestUri', label: t('monitor.log.requestUri'), value: (r) => r.requestUri },
      { key: 'serviceId', label: t('monitor.log.serviceId'), value: (r) => r.serviceId },
      { key: 'remoteIp', label: t('monitor.log.remoteIp'), value: (r) => r.remoteIp },
      { key: 'userAgent', label: t('monitor.log.userAgent'), value: (r) => r.userAgent },
      { key: 'requestId', label: t('monitor.log.requestId'), value: (r) => r.requestId },
      { key: 'serverHost', label: t('monitor.log.serverHost'), value: (r) => r.serverHost },
      { key: 'createTime', label: t('monitor.log.createTime'), value: (r) => r.createTime, kind: 'time' },
      { key: 'logData', label: t('monitor.log.usual.logData'), value: (r) => r.logData, kind: 'json' },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('monitor.log.usual.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.logId}
        onView={(r) => setViewing(r.id)}
        actionsWidth="24"
      />
      <LogDetailDialog
        id={viewing}
        onClose={() => setViewing(null)}
        title={t('monitor.log.usual.detailTitle')}
        document={UsualLogDocument}
        select={(data) => data.usualLog}
        fields={fields}
      />
    </>
  );
}
