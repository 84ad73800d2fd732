import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A label over its value in the read-only (detail) rendering; an empty value shows as —. */
export function ReadOnlyItem({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="div" whiteSpace="pre-wrap" wordBreak="break-word">
        {value === '' || value === null || value === undefined ? '—' : value}
      </Text>
    </Stack>
  );
}
