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
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { VerifyMemberCertificateDocument } from '../../generated/graphql';
import { chineseDate } from './CertificatePreview';

const STATUS: Record<string, 'success' | 'warning' | 'error' | 'info'> = {
  VALID: 'success',
  NOT_YET_VALID: 'info',
  EXPIRED: 'warning',
  REVOKED: 'error',
  UNKNOWN: 'warning',
};

/**
 * 会员证书核验 (/cmsPages/memberCertificate?code=…, open to everyone; the QR code of each certificate leads
 * here). Shows clearly whether the certificate is valid, not yet valid, expired, revoked (with the date) or
 * unknown, and only what the certificate itself shows.
 */
export function CertificateVerifyPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const [typed, setTyped] = useState(code);
  const { data, loading } = useQuery(VerifyMemberCertificateDocument, {
    variables: { code },
    skip: !code,
    fetchPolicy: 'network-only',
  });
  const result = data?.verifyMemberCertificate;
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
              <FormattedMessage id="certificate.verify.title" />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id="certificate.verify.description" />
            </Text>
          </Stack>
          {!code && (
            <form onSubmit={submit} aria-label={t('certificate.verify.title')}>
              <HStack gap="3">
                <Input
                  value={typed}
                  onChange={(e) => setTyped(e.currentTarget.value)}
                  aria-label={t('certificate.verify.code')}
                  placeholder={t('certificate.verify.code')}
                  maxLength={40}
                />
                <Button type="submit">
                  <FormattedMessage id="certificate.verify.submit" />
                </Button>
              </HStack>
            </form>
          )}
          {code && loading && <Spinner aria-label={t('common.loading')} />}
          {result && (
            <Card.Root>
              <Card.Body>
                <Stack gap="5">
                  <Alert.Root status={STATUS[result.state] ?? 'warning'} variant="surface" role="status">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title fontSize="lg">
                        <FormattedMessage id={`certificate.state.${result.state}`} />
                      </Alert.Title>
                      <Alert.Description>
                        {result.state === 'REVOKED' && result.revokedOn
                          ? t('certificate.verify.revokedOn', { date: chineseDate(result.revokedOn) })
                          : t(`certificate.verify.explain.${result.state}`)}
                      </Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                  {result.state !== 'UNKNOWN' && (
                    <DataList.Root orientation="horizontal" size="md">
                      {(
                        [
                          ['certificate.field.number', result.number],
                          ['certificate.field.unitName', result.unitName],
                          ['certificate.field.memberLevel', result.memberLevelName],
                          [
                            'certificate.field.validity',
                            result.validFrom && result.validTo
                              ? `${chineseDate(result.validFrom)} — ${chineseDate(result.validTo)}`
                              : null,
                          ],
                          ['certificate.field.issueDate', result.issueDate ? chineseDate(result.issueDate) : null],
                          ['certificate.field.issuer', result.issuer],
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
