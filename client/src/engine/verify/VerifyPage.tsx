import {
  Alert,
  Box,
  Button,
  Card,
  Container,
  DataList,
  Heading,
  HStack,
  Input,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

/** What a verification found: its tone, its state in words and, unless unknown, the fields the paper shows. */
export interface VerifyOutcome {
  tone: 'success' | 'warning' | 'error' | 'info';
  title: string;
  description: string;
  /** Label and value of each field (null: shown as —); absent for an unknown code. */
  fields?: ReadonlyArray<readonly [label: string, value: string | null | undefined]>;
}

/** The `code` of the address (`?code=…`, where a printed QR code leads). */
export function useVerifyCode(): string {
  const [params] = useSearchParams();
  return params.get('code')?.trim() ?? '';
}

/**
 * An open verification page (a certificate, a receipt …): heading, a code form when the address has none, then
 * the outcome in a card — whether the paper holds, and only what the paper itself shows.
 */
export function VerifyPage(props: {
  title: string;
  description: string;
  codeLabel: string;
  submitLabel: string;
  loading: boolean;
  /** A failure of the request (rate limited …), in words. */
  error?: string;
  outcome?: VerifyOutcome;
}) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const [typed, setTyped] = useState(code);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) setParams({ code: typed.trim() });
  };
  const { outcome } = props;
  return (
    <Box as="main" minH="100vh" bg="bg.subtle" py={{ base: '6', md: '12' }}>
      <Container maxW="2xl">
        <Stack gap="6">
          <Stack gap="1">
            <Heading as="h1" size="xl" fontWeight="semibold">
              {props.title}
            </Heading>
            <Text color="fg.muted">{props.description}</Text>
          </Stack>
          {!code && (
            <form onSubmit={submit} aria-label={props.title}>
              <HStack gap="3">
                <Input
                  value={typed}
                  onChange={(e) => setTyped(e.currentTarget.value)}
                  aria-label={props.codeLabel}
                  placeholder={props.codeLabel}
                  maxLength={40}
                />
                <Button type="submit">{props.submitLabel}</Button>
              </HStack>
            </form>
          )}
          {code && props.loading && <Spinner aria-label={intl.formatMessage({ id: 'common.loading' })} />}
          {props.error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{props.error}</Alert.Title>
            </Alert.Root>
          )}
          {outcome && (
            <Card.Root>
              <Card.Body>
                <Stack gap="5">
                  <Alert.Root status={outcome.tone} variant="surface" role="status">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title fontSize="lg">{outcome.title}</Alert.Title>
                      <Alert.Description>{outcome.description}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                  {outcome.fields && (
                    <DataList.Root orientation="horizontal" size="md">
                      {outcome.fields.map(([label, value]) => (
                        <DataList.Item key={label}>
                          <DataList.ItemLabel>{label}</DataList.ItemLabel>
                          <DataList.ItemValue>{value ?? '—'}</DataList.ItemValue>
                        </DataList.Item>
                      ))}
                    </DataList.Root>
                  )}
                </Stack>
              </Card.Body>
            </Card.Root>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
