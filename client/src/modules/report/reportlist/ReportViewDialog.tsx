import { useQuery } from '@apollo/client/react';
import { Dialog, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Chart } from '../../../engine/chart';
import { DialogError, DialogFrame, DialogLoading } from '../../../engine/crud';
import { ReportFileDataDocument } from '../../../generated/graphql';
import { reportChart } from './reportChart';

/** Renders one report definition (its built-in kind over the user's tenant) as a chart over a table of the same numbers. */
export function ReportViewDialog({ report, onClose }: { report: { id: string; name: string }; onClose(): void }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(ReportFileDataDocument, {
    variables: { id: report.id },
    fetchPolicy: 'network-only',
  });
  const result = data?.reportFileData;
  const tableId = useId();
  const chart = result ? reportChart(result) : null;
  const tableLabel = intl.formatMessage({ id: 'report.view.tableLabel' }, { name: report.name });
  return (
    <DialogFrame open onClose={onClose} title={report.name} size="lg" divider>
      {loading && !result ? (
        <DialogLoading />
      ) : error && !result ? (
        <DialogError error={error} onClose={onClose} />
      ) : result ? (
        <Dialog.Body py="5">
          <Text textStyle="sm" color="fg.muted" mb="3">
            {result.title}
          </Text>
          {chart && result && (
            <Chart
              {...chart}
              title={result.title}
              categoryHeader={result.columns[0]?.label ?? ''}
              height={Math.max(140, chart.categories.length * (chart.series.length > 1 ? 36 : 28) + 60)}
              tableId={tableId}
            />
          )}
          <Table.ScrollArea borderWidth="1px" rounded="md" maxH="60vh">
            <Table.Root id={tableId} size="sm" stickyHeader aria-label={tableLabel}>
              <Table.Header>
                <Table.Row>
                  {result.columns.map((c) => (
                    <Table.ColumnHeader key={c.key}>{c.label}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {result.rows.length === 0 && (
                  <Table.Row>
                    <Table.Cell colSpan={result.columns.length} textAlign="center" color="fg.muted">
                      <FormattedMessage id="common.noData" />
                    </Table.Cell>
                  </Table.Row>
                )}
                {result.rows.map((row, i) => (
                  <Table.Row key={i}>
                    {row.map((cell, j) => (
                      <Table.Cell key={j}>{cell}</Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Dialog.Body>
      ) : null}
    </DialogFrame>
  );
}
