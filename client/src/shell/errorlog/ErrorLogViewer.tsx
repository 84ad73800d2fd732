import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Collapsible, Dialog, EmptyState, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { Bug, ChevronRight, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../engine/apollo/errors';
import { ConfirmDialog } from '../../engine/crud/ConfirmDialog';
import { DialogFrame } from '../../engine/crud/DialogFrame';
import { notify } from '../../engine/feedback/toaster';
import { formatDateTime } from '../../engine/format/date';
import { ReportClientErrorsDocument } from '../../generated/graphql';
import { clearErrorLog, type ErrorKind, type ErrorLogEntry, removeErrors, useErrorLog } from './store';

const KIND_PALETTE: Record<ErrorKind, string> = { error: 'red', unhandledrejection: 'orange', render: 'purple' };

function EntryItem({ entry }: { entry: ErrorLogEntry }) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderColor="border" rounded="l2" p="3" bg="bg.panel">
      <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
        <Badge colorPalette={KIND_PALETTE[entry.kind]} variant="subtle">
          <FormattedMessage id={`shell.errorLog.kind.${entry.kind}`} />
        </Badge>
        <time dateTime={entry.time}>{formatDateTime(entry.time)}</time>
        <Text as="span" truncate maxW="full" title={entry.url}>
          {entry.url}
        </Text>
      </HStack>
      <Text mt="2" fontSize="sm" fontWeight="medium" wordBreak="break-word">
        {entry.message}
      </Text>
      {entry.stack && (
        <Collapsible.Root mt="1">
          <Collapsible.Trigger asChild>
            <Button
              size="2xs"
              variant="plain"
              colorPalette="gray"
              px="0"
              color="fg.muted"
              css={{ '&[data-state=open] svg': { transform: 'rotate(90deg)' } }}
            >
              <ChevronRight />
              <FormattedMessage id="shell.errorLog.stack" />
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Box
              as="pre"
              mt="1"
              p="2"
              bg="bg.muted"
              rounded="l1"
              fontSize="xs"
              whiteSpace="pre-wrap"
              wordBreak="break-all"
              maxH="60"
              overflowY="auto"
            >
              {entry.stack}
            </Box>
          </Collapsible.Content>
        </Collapsible.Root>
      )}
    </Box>
  );
}

/** The local error log: the entries, newest first; upload them to the server or clear them (each confirmed). */
export function ErrorLogViewer({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  const entries = useErrorLog();
  const [report, { loading }] = useMutation(ReportClientErrorsDocument);
  // The question being asked. The confirmation is mounted only while asked: a dialog that exists while this modal
  // opens would be hidden from assistive technology (and role queries) by it.
  const [question, setQuestion] = useState<'upload' | 'clear' | null>(null);

  const upload = async () => {
    const batch = entries;
    try {
      const { data } = await report({
        variables: {
          input: {
            errors: batch.map(({ kind, message, stack, url, time, userAgent }) => ({
              kind,
              message,
              stack,
              url,
              time,
              userAgent,
            })),
          },
        },
      });
      removeErrors(batch.map((entry) => entry.id));
      notify('success', { id: 'shell.errorLog.uploaded', values: { count: data?.reportClientErrors ?? batch.length } });
    } catch (error) {
      // Network failures are announced by the Apollo links; answers of the API are shown here.
      const problem = readApiProblem(error);
      if (problem) notify('error', { text: problem.message });
    } finally {
      setQuestion(null);
    }
  };

  const clear = () => {
    clearErrorLog();
    setQuestion(null);
    notify('success', { id: 'shell.errorLog.cleared' });
  };

  return (
    <DialogFrame open={open} onClose={onClose} size="lg" title={<FormattedMessage id="shell.errorLog.title" />} divider>
      <Dialog.Body pt="4">
        {entries.length === 0 ? (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <Bug />
              </EmptyState.Indicator>
              <EmptyState.Title>
                <FormattedMessage id="shell.errorLog.empty" />
              </EmptyState.Title>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="shell.errorLog.summary" values={{ count: entries.length }} />
            </Text>
            <Stack
              as="ul"
              gap="2"
              aria-label={intl.formatMessage({ id: 'shell.errorLog.title' })}
              maxH="60vh"
              overflowY="auto"
              m="0"
              p="0"
            >
              {entries.map((entry) => (
                <EntryItem key={entry.id} entry={entry} />
              ))}
            </Stack>
          </Stack>
        )}
      </Dialog.Body>
      {question && (
        <ConfirmDialog
          open
          busy={loading}
          danger={question === 'clear'}
          message={
            question === 'upload'
              ? intl.formatMessage({ id: 'shell.errorLog.uploadConfirm' }, { count: entries.length })
              : intl.formatMessage({ id: 'shell.errorLog.clearConfirm' })
          }
          onConfirm={() => (question === 'upload' ? void upload() : clear())}
          onCancel={() => !loading && setQuestion(null)}
        />
      )}
      <Dialog.Footer>
        <Button
          variant="outline"
          colorPalette="red"
          onClick={() => setQuestion('clear')}
          disabled={entries.length === 0 || loading}
        >
          <Icon as={Trash2} aria-hidden />
          <FormattedMessage id="shell.errorLog.clear" />
        </Button>
        <Button onClick={() => setQuestion('upload')} disabled={entries.length === 0} loading={loading}>
          <Icon as={Upload} aria-hidden />
          <FormattedMessage id="shell.errorLog.upload" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
