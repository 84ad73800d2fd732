import { Alert, Card, DataList, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../engine/apollo/errors';

/** Label and value rows of a card (labels on the left; long values wrap). */
export function Rows({ label, rows }: { label?: string; rows: Array<[string, ReactNode]> }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label={label} gap="2">
      {rows.map(([name, value]) => (
        <DataList.Item key={name}>
          <DataList.ItemLabel minW="20" flexShrink={0}>
            {name}
          </DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word" minW="0">
            {value == null || value === '' ? '—' : value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** A titled card of a mobile page. */
export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card.Root size="sm" as="section" aria-label={title}>
      <Card.Header>
        <Stack direction="row" justify="space-between" align="center" gap="2">
          <Card.Title as="h2" fontSize="md">
            {title}
          </Card.Title>
          {action}
        </Stack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** Loading, an error, or nothing: the states of a page's query. */
export function QueryState({ loading, error }: { loading: boolean; error?: unknown }) {
  const intl = useIntl();
  if (error)
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{readApiProblem(error)?.message ?? intl.formatMessage({ id: 'mobile.loadFailed' })}</Alert.Title>
      </Alert.Root>
    );
  if (loading)
    return (
      <Stack align="center" py="10">
        <Spinner aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </Stack>
    );
  return null;
}

/** The line shown when a list has nothing. */
export function Empty({ id }: { id: string }) {
  return (
    <Text color="fg.muted" textAlign="center" py="6">
      <FormattedMessage id={id} />
    </Text>
  );
}

/** An amount of money in yuan, in the user's language. */
export { useYuan } from '../../engine/format/money';
