import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, HStack, Input, Stack, Stat, Text } from '@chakra-ui/react';
import { UserCheck } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { readApiProblem } from '../../engine/apollo/errors';
import { Can } from '../../engine/auth';
import { ExportButton } from '../../engine/crud';
import { CheckInEventRegistrationDocument, EventCheckInStatsDocument } from '../../generated/graphql';
import { EventSelect } from './EventSelect';
import { clock } from './eventFormat';
import { ScanButton } from './ScanButton';

/** How often the live counts refresh (ms). */
export const STATS_POLL_MS = 5000;

type Outcome = { ok: true; name: string; unit: string; number: string; time: string } | { ok: false; message: string };

/** 会议签到 (/meeting/checkIn): choose an event, type the sign-in number, check in; live counts; attendance export. */
export function CheckInPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const eventId = params.get('eventId') ?? '';
  const [number, setNumber] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const stats = useQuery(EventCheckInStatsDocument, {
    variables: { eventId },
    skip: !eventId,
    pollInterval: STATS_POLL_MS,
    fetchPolicy: 'network-only',
  });
  const [checkIn, { loading }] = useMutation(CheckInEventRegistrationDocument);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void checkInNumber(number);
  };
  const checkInNumber = async (value: string) => {
    const typed = value.trim();
    if (!eventId || !typed) {
      setOutcome({ ok: false, message: t(eventId ? 'event.checkin.numberRequired' : 'event.chooseEventHint') });
      return;
    }
    try {
      const r = await checkIn({ variables: { input: { eventId, signInNumber: typed } } });
      const reg = r.data!.checkInEventRegistration;
      setOutcome({ ok: true, name: reg.name, unit: reg.unit, number: reg.signInNumber, time: clock(reg.checkInTime) });
      setNumber('');
      void stats.refetch();
    } catch (err) {
      const problem = readApiProblem(err);
      if (problem) setOutcome({ ok: false, message: problem.message });
    }
    input.current?.focus();
  };

  const s = stats.data?.eventCheckInStats;
  return (
    <Stack gap="5" maxW="3xl">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <EventSelect
          value={eventId}
          onChange={(id) => {
            setOutcome(null);
            setParams(id ? { eventId: id } : {});
          }}
        />
        {eventId && (
          <ExportButton
            code="event_checkin_export"
            path="/lnjzxh-member/eventApply/export"
            query={{ eventId, kind: 'attendance' }}
            fileName={t('event.checkin.exportName')}
          />
        )}
      </HStack>
      {eventId && (
        <HStack gap="4" wrap="wrap" aria-live="polite">
          <Card.Root flex="1" minW="40">
            <Card.Body>
              <Stat.Root>
                <Stat.Label>
                  <FormattedMessage id="event.checkin.registered" />
                </Stat.Label>
                <Stat.ValueText data-testid="stat-registered">{s?.registered ?? '—'}</Stat.ValueText>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
          <Card.Root flex="1" minW="40">
            <Card.Body>
              <Stat.Root>
                <Stat.Label>
                  <FormattedMessage id="event.checkin.checkedIn" />
                </Stat.Label>
                <Stat.ValueText data-testid="stat-checked-in">{s?.checkedIn ?? '—'}</Stat.ValueText>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        </HStack>
      )}
      <Can codes={['event_checkin_sign']}>
        <form onSubmit={submit} noValidate aria-label={t('event.checkin.form')}>
          <HStack gap="3">
            <Input
              ref={input}
              value={number}
              onChange={(e) => setNumber(e.currentTarget.value.replace(/\s/g, ''))}
              aria-label={t('event.checkin.number')}
              placeholder={t('event.checkin.number')}
              inputMode="numeric"
              maxLength={12}
              size="lg"
              disabled={!eventId}
            />
            <Button type="submit" size="lg" loading={loading} disabled={!eventId}>
              <UserCheck />
              <FormattedMessage id="event.checkin.submit" />
            </Button>
            <ScanButton
              disabled={!eventId}
              onCode={(code) => {
                setNumber(code);
                void checkInNumber(code);
              }}
            />
          </HStack>
        </form>
      </Can>
      {outcome && (
        <Alert.Root status={outcome.ok ? 'success' : 'error'} variant="surface">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {outcome.ok ? t('event.checkin.done', { name: outcome.name, time: outcome.time }) : outcome.message}
            </Alert.Title>
            {outcome.ok && (
              <Alert.Description>
                <Text as="span">
                  {outcome.number} · {outcome.unit}
                </Text>
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
