import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type Column,
  CrudList,
  DialogFrame,
  downloadFile,
  pagedListProps,
  restUrl,
  saveBlob,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { formatDateTime } from '../../engine/format/date';
import { LegacyImportRunPageDocument, type LegacyImportRunPageQuery } from '../../generated/graphql';

type Run = LegacyImportRunPageQuery['legacyImportRuns']['records'][number];

const STATUS_PALETTE: Record<string, string> = {
  completed: 'green',
  running: 'blue',
  interrupted: 'orange',
  failed: 'red',
};

async function download(url: string, fallbackName: string, failed: string): Promise<void> {
  try {
    const file = await downloadFile(url, fallbackName);
    saveBlob(file.blob, file.fileName);
  } catch (error) {
    notify('error', { text: (error instanceof Error && error.message) || failed });
  }
}

const downloadReport = (run: Run, csv: boolean, failed: string) =>
  download(
    restUrl(`/legacy-import/run/${run.id}/report`, csv ? { format: 'csv' } : {}),
    csv ? 'refused.csv' : 'report.json',
    failed,
  );

/** 旧系统导入: the runs of `npm run import:legacy` (when, who, counts) with their reports to download. */
export function LegacyImportPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const list = useListState({});
  const [viewing, setViewing] = useState<Run | null>(null);
  const query = usePagedQuery(LegacyImportRunPageDocument, {
    list,
    filter: undefined,
    select: (data) => data.legacyImportRuns,
  });

  const columns = useMemo<Array<Column<Run>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'startedAt', header: t('legacyImport.startedAt'), value: (r) => formatDateTime(r.startedAt), width: '40' },
      {
        key: 'status',
        header: t('legacyImport.status'),
        value: (r) => t(`legacyImport.status.${r.status}`),
        render: (r) => (
          <>
            <Badge variant="subtle" colorPalette={STATUS_PALETTE[r.status] ?? 'gray'}>
              {t(`legacyImport.status.${r.status}`)}
            </Badge>
            {r.dryRun && (
              <Badge ml="1" variant="outline">
                {t('legacyImport.dryRun')}
              </Badge>
            )}
          </>
        ),
        width: '36',
      },
      { key: 'operator', header: t('legacyImport.operator'), value: (r) => r.operator, truncate: true, width: '24' },
      { key: 'source', header: t('legacyImport.source'), value: (r) => r.source, truncate: true, minWidth: '48' },
      { key: 'read', header: t('legacyImport.read'), value: (r) => String(r.readCount), align: 'end', width: '20' },
      {
        key: 'created',
        header: t('legacyImport.created'),
        value: (r) => String(r.createdCount),
        align: 'end',
        width: '20',
      },
      {
        key: 'updated',
        header: t('legacyImport.updated'),
        value: (r) => String(r.updatedCount),
        align: 'end',
        width: '20',
      },
      {
        key: 'unchanged',
        header: t('legacyImport.unchanged'),
        value: (r) => String(r.unchangedCount),
        align: 'end',
        width: '20',
      },
      {
        key: 'refused',
        header: t('legacyImport.refused'),
        value: (r) => String(r.refusedCount),
        render: (r) => (
          <Text
            as="span"
            color={r.refusedCount > 0 ? 'red.600' : undefined}
            _dark={{ color: r.refusedCount > 0 ? 'red.300' : undefined }}
          >
            {r.refusedCount}
          </Text>
        ),
        align: 'end',
        width: '20',
      },
      { key: 'rate', header: t('legacyImport.rate'), value: (r) => `${r.rowsPerSecond}`, align: 'end', width: '20' },
      {
        key: 'duration',
        header: t('legacyImport.duration'),
        value: (r) => `${(r.durationMs / 1000).toFixed(1)}`,
        align: 'end',
        width: '20',
      },
    ];
  }, [intl]);

  const failed = t('legacyImport.downloadFailed');
  return (
    <>
      <CrudList
        caption={t('legacyImport.listTitle')}
        list={list}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => formatDateTime(r.startedAt)}
        onView={(r) => setViewing(r)}
        actionsWidth="64"
        toolbar={
          <Button
            size="sm"
            variant="outline"
            onClick={() => void download(restUrl('/legacy-import/template'), 'template.xlsx', failed)}
          >
            <FileSpreadsheet />
            <FormattedMessage id="legacyImport.template" />
          </Button>
        }
        rowActions={(r) => (
          <>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              aria-label={`${t('legacyImport.report')} ${formatDateTime(r.startedAt)}`}
              onClick={() => void downloadReport(r, false, failed)}
            >
              <Download />
              <FormattedMessage id="legacyImport.report" />
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              aria-label={`${t('legacyImport.refusedRows')} ${formatDateTime(r.startedAt)}`}
              onClick={() => void downloadReport(r, true, failed)}
            >
              <FileSpreadsheet />
              <FormattedMessage id="legacyImport.refusedRows" />
            </Button>
          </>
        )}
      />
      <DialogFrame
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={t('legacyImport.detailTitle')}
        size="lg"
      >
        {viewing && (
          <>
            <Text mb="2" fontSize="sm">
              {t('legacyImport.summary', {
                time: formatDateTime(viewing.startedAt),
                operator: viewing.operator,
                source: viewing.source,
              })}
            </Text>
            {viewing.error && (
              <Text mb="2" fontSize="sm" color="red.600" _dark={{ color: 'red.300' }}>
                {viewing.error}
              </Text>
            )}
            <Table.ScrollArea>
              <Table.Root size="sm" aria-label={t('legacyImport.tables')}>
                <Table.Header>
                  <Table.Row>
                    {['table', 'target', 'read', 'created', 'updated', 'unchanged', 'refused'].map((k) => (
                      <Table.ColumnHeader key={k} textAlign={k === 'table' || k === 'target' ? 'start' : 'end'}>
                        {t(`legacyImport.${k}`)}
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {viewing.tables.map((row) => (
                    <Table.Row key={row.table}>
                      <Table.Cell>{row.table}</Table.Cell>
                      <Table.Cell>{row.target}</Table.Cell>
                      <Table.Cell textAlign="end">{row.read}</Table.Cell>
                      <Table.Cell textAlign="end">{row.created}</Table.Cell>
                      <Table.Cell textAlign="end">{row.updated}</Table.Cell>
                      <Table.Cell textAlign="end">{row.unchanged}</Table.Cell>
                      <Table.Cell textAlign="end">{row.refused}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </>
        )}
      </DialogFrame>
    </>
  );
}
