import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The server's (or a form's) refusal above a form's buttons; nothing when there is none. */
export function ProblemAlert({ message }: { message?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
