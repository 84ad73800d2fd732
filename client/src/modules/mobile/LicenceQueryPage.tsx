import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { VerifyOutcome } from '../../engine/verify/VerifyPage';
import { MobileExpertCardDocument, VerifyMemberCertificateDocument } from '../../generated/graphql';
import { certificateOutcome } from '../certificate/CertificateVerifyPage';
import { ScanButton } from '../event/ScanButton';
import { kindOf, LICENCE_KINDS, type LicenceKind, readScanned } from './licence';
import { QueryState, Rows, Section } from './parts';

const EXPERT_TONE: Record<string, VerifyOutcome['tone']> = { VALID: 'success', EXPIRED: 'warning', UNKNOWN: 'warning' };

/** The outcome of a check as a card: the state in words, then what the paper shows. */
function OutcomeCard({ outcome, title }: { outcome: VerifyOutcome; title: string }) {
  return (
    <Section title={title}>
      <Stack gap="3">
        <Alert.Root status={outcome.tone} variant="surface" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{outcome.title}</Alert.Title>
            <Alert.Description>{outcome.description}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        {outcome.fields && <Rows label={title} rows={outcome.fields.map(([label, value]) => [label, value])} />}
      </Stack>
    </Section>
  );
}

function CertificateResult({ code }: { code: string }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(VerifyMemberCertificateDocument, {
    variables: { code },
    fetchPolicy: 'network-only',
  });
  if (!data) return <QueryState loading={loading} error={error} />;
  return (
    <OutcomeCard
      title={intl.formatMessage({ id: 'mobile.licence.certificate' })}
      outcome={certificateOutcome(intl, data.verifyMemberCertificate)}
    />
  );
}

function ExpertResult({ cardCode }: { cardCode: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { data, loading, error } = useQuery(MobileExpertCardDocument, {
    variables: { cardCode },
    fetchPolicy: 'network-only',
  });
  if (!data) return <QueryState loading={loading} error={error} />;
  const card = data.verifyExpertCard;
  const outcome: VerifyOutcome = {
    tone: EXPERT_TONE[card.state] ?? 'warning',
    title: t(`mobile.licence.expert.${card.state}`),
    description: t(`mobile.licence.expert.explain.${card.state}`),
    fields:
      card.state === 'UNKNOWN'
        ? undefined
        : [
            [t('mobile.licence.expert.cardCode'), card.cardCode],
            [t('mobile.licence.expert.name'), card.name],
            [t('mobile.licence.expert.unit'), card.unitName],
            [t('mobile.licence.expert.jobTitle'), card.jobTitle],
            [t('mobile.licence.expert.discipline'), card.disciplineName],
            [t('mobile.licence.expert.validTo'), card.expirationDate ?? t('mobile.licence.expert.noEnd')],
          ],
  };
  return <OutcomeCard title={t('mobile.licence.expertCard')} outcome={outcome} />;
}

/**
 * 证书查询 (/mobile/licence-query): checks a member certificate (its number or verification code) or an expert card
 * (its number), typed or read from the QR code with the camera; shows whether it holds and what it shows. The
 * address keeps the check (`?kind=…&code=…`), so the back button returns to the previous one.
 */
export function LicenceQueryPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const code = params.get('code')?.trim() ?? '';
  const [typed, setTyped] = useState(code);
  const [scanProblem, setScanProblem] = useState(false);
  const check = (next: LicenceKind, value: string) => {
    setParams({ kind: next, ...(value ? { code: value } : {}) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setScanProblem(false);
    if (typed.trim()) check(kind, typed.trim());
  };
  const scanned = (text: string) => {
    const read = readScanned(text, kind);
    setScanProblem(!read);
    if (!read) return;
    setTyped(read.code);
    check(read.kind, read.code);
  };
  return (
    <Stack gap="3">
      <Group attached w="full" role="group" aria-label={t('mobile.licence.kind')}>
        {LICENCE_KINDS.map((k) => (
          <Button
            key={k}
            flex="1"
            variant={k === kind ? 'solid' : 'outline'}
            aria-pressed={k === kind}
            onClick={() => {
              if (k === kind) return;
              setTyped('');
              setScanProblem(false);
              check(k, '');
            }}
          >
            <FormattedMessage id={k === 'expert' ? 'mobile.licence.expertCard' : 'mobile.licence.certificate'} />
          </Button>
        ))}
      </Group>
      <form onSubmit={submit} aria-label={t('route.mobile.licence-query')}>
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id={`mobile.licence.hint.${kind}`} />
          </Text>
          <HStack gap="2">
            <Input
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              aria-label={t(`mobile.licence.number.${kind}`)}
              placeholder={t(`mobile.licence.number.${kind}`)}
              maxLength={40}
              bg="bg"
              minW="0"
            />
            <Button type="submit" flexShrink={0}>
              <FormattedMessage id="mobile.licence.check" />
            </Button>
          </HStack>
          <HStack gap="2">
            <ScanButton onCode={scanned} />
          </HStack>
        </Stack>
      </form>
      {scanProblem && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="mobile.licence.notALicence" />
          </Alert.Title>
        </Alert.Root>
      )}
      {code && kind === 'certificate' && <CertificateResult code={code} />}
      {code && kind === 'expert' && <ExpertResult cardCode={code} />}
    </Stack>
  );
}
