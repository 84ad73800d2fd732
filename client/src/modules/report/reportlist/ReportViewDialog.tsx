import { useQuery } from '@apollo/client/react';
import { Dialog, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogError, DialogFrame, DialogLoading } from '../../../engine/crud';
import { ReportFileDataDocument } from '../../../generated/graphql';

/** Renders one report definition (its built-in kind over the user's tenant) as a table. */
export function ReportViewDialog({ report, onClose }: { report: { id: string; name: string }; onClose(): void }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(ReportFileDataDocument, {
    variables: { id: report.id },
    fetchPolicy: 'network-only',
  });
  const result = data?.reportFileData;
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
          <Table.ScrollArea borderWidth="1px" rounded="md" maxH="60vh">
            <Table.Root
              size="sm"
              stickyHeader
              aria-label={intl.formatMessage({ id: 'report.view.tableLabel' }, { name: report.name })}
            >
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
