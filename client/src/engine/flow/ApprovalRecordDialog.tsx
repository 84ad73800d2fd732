import { Badge, Button, Dialog, Stack, Table, Text } from '@chakra-ui/react';
import { History } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogFrame } from '../crud/DialogFrame';
import { formatDateTime } from '../format/date';
import { FlowStatusBadge } from './FlowStatusBadge';

export interface ApprovalRecord {
  id: string;
  approvalConfigTitle: string;
  approvalStatus: number;
  approvalOpinion?: string | null;
  createByName: string;
  createDateTime: string;
  /** When its author corrected the opinion (empty: never), and the first text. */
  editTime?: string | null;
  originalOpinion?: string | null;
}

/** Extra buttons per record (a business module's own actions, such as correcting an opinion). */
export type ApprovalRecordActions = (log: ApprovalRecord) => ReactNode;

/** The approval-record dialog (SPEC sections 2 and 3): who did what, when, with which opinion; codes 1 to 5 labelled. */
export function ApprovalRecordDialog({
  open,
  onClose,
  logs,
  actions,
}: {
  open: boolean;
  onClose(): void;
  logs: readonly ApprovalRecord[];
  actions?: ApprovalRecordActions;
}) {
  const intl = useIntl();
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'flow.record.title' })}
      size="lg"
      divider
    >
      <Dialog.Body>
        {logs.length === 0 ? (
          <Text color="fg.muted">
            <FormattedMessage id="common.noData" />
          </Text>
        ) : (
          <Table.Root size="sm" variant="line">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <FormattedMessage id="flow.record.step" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="flow.record.result" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="flow.panel.opinion" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="flow.record.by" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="flow.record.time" />
                </Table.ColumnHeader>
                {actions && (
                  <Table.ColumnHeader>
                    <FormattedMessage id="common.actions" />
                  </Table.ColumnHeader>
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {logs.map((log) => (
                <Table.Row key={log.id}>
                  <Table.Cell>{log.approvalConfigTitle}</Table.Cell>
                  <Table.Cell>
                    {log.approvalStatus >= 1 && log.approvalStatus <= 5 ? (
                      <FlowStatusBadge status={log.approvalStatus} />
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>
                    {log.approvalOpinion || '—'}
                    {log.editTime && (
                      <Badge
                        ml="2"
                        variant="outline"
                        title={intl.formatMessage(
                          { id: 'flow.record.original' },
                          { text: log.originalOpinion || '—', time: formatDateTime(log.editTime) },
                        )}
                      >
                        <FormattedMessage id="flow.record.edited" />
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>{log.createByName}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(log.createDateTime)}</Table.Cell>
                  {actions && <Table.Cell>{actions(log)}</Table.Cell>}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Stack direction="row">
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id="common.close" />
          </Button>
        </Stack>
      </Dialog.Footer>
    </DialogFrame>
  );
}

/** 审批记录 button opening the dialog. */
export function ApprovalRecordButton({
  logs,
  actions,
}: {
  logs: readonly ApprovalRecord[];
  actions?: ApprovalRecordActions;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="ghost" onClick={() => setOpen(true)}>
        <History aria-hidden />
        <FormattedMessage id="flow.record.title" />
      </Button>
      <ApprovalRecordDialog open={open} onClose={() => setOpen(false)} logs={logs} actions={actions} />
    </>
  );
}
