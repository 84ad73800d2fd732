import { useQuery } from '@apollo/client/react';
import { Box, Dialog, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DialogError, DialogFrame, DialogLoading } from '../../../engine/crud';
import { GeneratedCodeFilesDocument } from '../../../generated/graphql';

/** 预览: the files a definition generates, one at a time (the same files the zip holds). */
export function CodePreviewDialog({
  definition,
  onClose,
}: {
  definition: { id: string; codeName: string };
  onClose(): void;
}) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(GeneratedCodeFilesDocument, {
    variables: { id: definition.id },
    fetchPolicy: 'network-only',
  });
  const files = data?.generatedCodeFiles ?? [];
  const [path, setPath] = useState<string>();
  const shown = files.find((f) => f.path === path) ?? files[0];
  return (
    <DialogFrame
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'tool.code.preview.title' }, { name: definition.codeName })}
      size="xl"
      divider
    >
      {loading && !data ? (
        <DialogLoading />
      ) : error && !data ? (
        <DialogError error={error} onClose={onClose} />
      ) : (
        <Dialog.Body py="5">
          <Stack gap="3">
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                aria-label={intl.formatMessage({ id: 'tool.code.preview.file' })}
                value={shown?.path ?? ''}
                onChange={(event) => setPath(event.currentTarget.value)}
              >
                {files.map((f) => (
                  <option key={f.path} value={f.path}>
                    {f.path}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Box
              as="pre"
              aria-label={intl.formatMessage({ id: 'tool.code.preview.content' })}
              fontFamily="mono"
              fontSize="xs"
              bg="bg.muted"
              p="3"
              rounded="md"
              maxH="60vh"
              overflow="auto"
              whiteSpace="pre"
            >
              {shown?.content}
            </Box>
          </Stack>
        </Dialog.Body>
      )}
    </DialogFrame>
  );
}
