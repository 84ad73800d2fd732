import { useQuery } from '@apollo/client/react';
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
import { formatMoney } from '@zhuxie/domain/rules/money';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { readApiProblem } from '../../engine/apollo/errors';
import { VerifyReceiptDocument } from '../../generated/graphql';

const STATUS: Record<string, 'success' | 'error' | 'warning'> = {
  VALID: 'success',
  VOIDED: 'error',
  UNKNOWN: 'warning',
};

/**
 * 收据核验 (/cmsPages/receiptVerify?code=…, open to everyone; the QR code of each receipt leads here). Shows
 * clearly whether the receipt is valid, voided (with the date) or unknown, and only what the receipt itself shows.
 */
export function ReceiptVerifyPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const [typed, setTyped] = useState(code);
  const { data, loading, error } = useQuery(VerifyReceiptDocument, {
    variables: { code },
    skip: !code,
    fetchPolicy: 'network-only',
  });
  const result = data?.verifyReceipt;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) setParams({ code: typed.trim() });
  };
  return (
    <Box as="main" minH="100vh" bg="bg.subtle" py={{ base: '6', md: '12' }}>
      <Container maxW="2xl">
        <Stack gap="6">
          <Stack gap="1">
            <Heading as="h1" size="xl" fontWeight="semibold">
              <FormattedMessage id="dues.verify.title" />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id="dues.verify.description" />
            </Text>
          </Stack>
          {!code && (
            <form onSubmit={submit} aria-label={t('dues.verify.title')}>
              <HStack gap="3">
                <Input
                  value={typed}
                  onChange={(e) => setTyped(e.currentTarget.value)}
                  aria-label={t('dues.verify.code')}
                  placeholder={t('dues.verify.code')}
                  maxLength={40}
                />
                <Button type="submit">
                  <FormattedMessage id="dues.verify.submit" />
                </Button>
              </HStack>
            </form>
          )}
          {code && loading && <Spinner aria-label={t('common.loading')} />}
          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{readApiProblem(error)?.message ?? error.message}</Alert.Title>
            </Alert.Root>
          )}
          {result && (
            <Card.Root>
              <Card.Body>
                <Stack gap="5">
                  <Alert.Root status={STATUS[result.state] ?? 'warning'} variant="surface" role="status">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title fontSize="lg">
                        <FormattedMessage id={`dues.verify.state.${result.state}`} />
                      </Alert.Title>
                      <Alert.Description>
                        {result.state === 'VOIDED' && result.voidedOn
                          ? t('dues.verify.voidedOn', { date: result.voidedOn })
                          : t(`dues.verify.explain.${result.state}`)}
                      </Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                  {result.state !== 'UNKNOWN' && (
                    <DataList.Root orientation="horizontal" size="md">
                      {(
                        [
                          ['dues.field.receiptNo', result.receiptNo],
                          ['dues.verify.payer', result.unitName],
                          ['dues.field.subject', result.subject],
                          ['dues.field.year', result.periodYear == null ? null : String(result.periodYear)],
                          [
                            'dues.field.amount',
                            result.amount ? `¥${formatMoney(result.amount, { thousands: true })}` : null,
                          ],
                          ['dues.verify.issueDate', result.issueDate],
                        ] as const
                      ).map(([id, value]) => (
                        <DataList.Item key={id}>
                          <DataList.ItemLabel>{t(id)}</DataList.ItemLabel>
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
