import type { TypedDocumentNode } from '@apollo/client';
import { Box, DataList, Dialog } from '@chakra-ui/react';
import { DialogFrame, FormFooter, RecordLoader } from '../../../engine/crud';
import { formatDateTime } from '../../../engine/format/date';
import { prettyJson } from './format';

/** One line of a log's detail: plain text, a time, or a block in monospace (JSON pretty-printed, stack traces). */
export interface LogField<R> {
  key: string;
  label: string;
  value(record: R): string | number | null | undefined;
  kind?: 'text' | 'time' | 'json' | 'code';
}

export interface LogDetailDialogProps<TData, R> {
  /** The log row to show; null keeps the dialog closed. */
  id: string | null;
  onClose(): void;
  title: string;
  document: TypedDocumentNode<TData, { id: string }>;
  select(data: TData): R;
  fields: ReadonlyArray<LogField<R>>;
}

function FieldValue<R>({ field, record }: { field: LogField<R>; record: R }) {
  const raw = field.value(record);
  if (raw === null || raw === undefined || raw === '') return <Box color="fg.subtle">-</Box>;
  if (field.kind === 'time') return <>{formatDateTime(String(raw))}</>;
  if (field.kind === 'json' || field.kind === 'code') {
    return (
      <Box
        as="pre"
        data-testid={`log-${field.key}`}
        fontFamily="mono"
        fontSize="xs"
        whiteSpace="pre-wrap"
        wordBreak="break-all"
        bg="bg.muted"
        borderRadius="md"
        p="3"
        maxH="80"
        overflow="auto"
        width="full"
      >
        {field.kind === 'json' ? prettyJson(String(raw)) : String(raw)}
      </Box>
    );
  }
  return <Box wordBreak="break-all">{String(raw)}</Box>;
}

/** A log row's every field, read fresh from the server, in a read-only dialog. */
export function LogDetailDialog<TData, R>({
  id,
  onClose,
  title,
  document,
  select,
  fields,
}: LogDetailDialogProps<TData, R>) {
  return (
    <DialogFrame open={id !== null} onClose={onClose} title={title} size="xl" divider lazy>
      {id && (
        <RecordLoader document={document} id={id} select={select} onClose={onClose}>
          {(record) => (
            <>
              <Dialog.Body py="5">
                <DataList.Root orientation="horizontal" size="sm" gap="3">
                  {fields.map((field) => (
                    <DataList.Item key={field.key} alignItems="start">
                      <DataList.ItemLabel minWidth="24" flexShrink={0}>
                        {field.label}
                      </DataList.ItemLabel>
                      <DataList.ItemValue minWidth="0" flex="1">
                        <FieldValue field={field} record={record} />
                      </DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
              </Dialog.Body>
              <FormFooter readOnly onClose={onClose} />
            </>
          )}
        </RecordLoader>
      )}
    </DialogFrame>
  );
}
