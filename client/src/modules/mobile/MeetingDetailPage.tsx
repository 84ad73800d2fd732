import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Card, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { readApiProblem } from '../../engine/apollo/errors';
import {
  MobileMeetingDocument,
  MobileMeetingsDocument,
  type MobileMeetingQuery,
  RegisterForEventDocument,
} from '../../generated/graphql';
import { QrCode } from '../certificate/QrCode';
import { EventOptionFields, RegistrantFields } from '../event/EventOptionFields';
import { registrationInput } from '../event/registration';
import { shortTime } from '../event/eventFormat';
import { meetingView, prefill, type RegistrationValues, registrationErrors } from './meeting';
import { mapSearchUrl } from './nav';
import { QueryState, Rows, Section, useYuan } from './parts';

type Meeting = NonNullable<MobileMeetingQuery['publicEvent']>;
type Mine = MobileMeetingQuery['myEventRegistrations'][number];

/**
 * 会议详情 (/mobile/meeting-detail?id=): the event with its venue (and a map link), agenda and description; the
 * user's sign-in number with its QR code for check-in and the accommodation once registered, else the registration
 * form (filled from the account) while registration is open.
 */
export function MeetingDetailPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const yuan = useYuan();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const { data, loading, error, refetch } = useQuery(MobileMeetingDocument, {
    variables: { id },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  const event = data?.publicEvent;
  const mine = data?.myEventRegistrations[0];
  if (!id)
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="event.register.noEvent" />
        </Alert.Title>
      </Alert.Root>
    );
  if (!event) return <QueryState loading={loading} error={error} />;
  const view = meetingView(event, Boolean(mine), new Date());
  return (
    <Stack gap="3">
      <Card.Root size="sm">
        <Card.Body gap="3">
          <Stack direction="row" justify="space-between" align="start" gap="2">
            <Text as="h2" fontSize="lg" fontWeight="semibold" wordBreak="break-word">
              {event.title}
            </Text>
            <Badge colorPalette={event.status === 1 ? 'blue' : 'orange'} variant="subtle" flexShrink={0}>
              {t(`event.type.${event.type}`)}
            </Badge>
          </Stack>
          <Rows
            label={t('mobile.meeting.about')}
            rows={[
              [t('event.register.time'), `${shortTime(event.startTime)} ~ ${shortTime(event.endTime)}`],
              [
                t('event.field.venue'),
                <Stack key="venue" gap="1" align="start">
                  <Text>{event.venue}</Text>
                  <Link
                    href={mapSearchUrl(event.venue)}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="blue.600"
                    fontSize="sm"
                  >
                    <FormattedMessage id="mobile.meeting.map" />
                    <ExternalLink size={12} aria-hidden />
                  </Link>
                </Stack>,
              ],
              [t('event.field.registrationDeadline'), shortTime(event.registrationDeadline ?? event.endTime)],
              [t('mobile.meeting.fee'), Number(event.fee) > 0 ? yuan(event.fee) : t('event.register.free')],
              [
                t('event.register.places'),
                event.capacity
                  ? t('event.register.placesOf', { registered: event.registered, capacity: event.capacity })
                  : t('event.unlimited'),
              ],
            ]}
          />
        </Card.Body>
      </Card.Root>
      {mine && <MyRegistration mine={mine} cancelled={event.status === 2} />}
      {view.kind === 'form' && (
        <RegistrationForm event={event} profile={data.myProfile} onDone={() => void refetch()} />
      )}
      {view.kind === 'closed' && (
        <Alert.Root status="warning" variant="surface">
          <Alert.Indicator />
          <Alert.Title>{view.reason}</Alert.Title>
        </Alert.Root>
      )}
      <Section title={t('event.field.agenda')}>
        <Text whiteSpace="pre-wrap" fontSize="sm" wordBreak="break-word">
          {event.agenda || t('mobile.meeting.noAgenda')}
        </Text>
      </Section>
      {event.description && (
        <Section title={t('event.field.description')}>
          <Text whiteSpace="pre-wrap" fontSize="sm" color="fg.muted" wordBreak="break-word">
            {event.description}
          </Text>
        </Section>
      )}
    </Stack>
  );
}

/** The user's registration: the sign-in number and its QR code, the check-in, and the accommodation. */
function MyRegistration({ mine, cancelled }: { mine: Mine; cancelled: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const r = mine.registration;
  const hasStay = Boolean(r.hotel || r.roomType || r.checkInDate || r.checkOutDate || r.sharingWith);
  return (
    <>
      <Section title={t('mobile.meeting.myRegistration')}>
        <Stack gap="2" align="center" textAlign="center">
          {cancelled && (
            <Alert.Root status="warning" variant="surface">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id="mobile.meeting.cancelledNotice" />
              </Alert.Title>
            </Alert.Root>
          )}
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="event.register.number" />
          </Text>
          <Text fontSize="4xl" fontWeight="bold" letterSpacing="widest" data-testid="sign-in-number">
            {r.signInNumber}
          </Text>
          <Box w="44" h="44">
            <QrCode value={r.signInNumber} label={t('event.register.qr', { number: r.signInNumber })} />
          </Box>
          <Badge colorPalette={r.checkInTime ? 'green' : 'gray'} variant="subtle">
            {r.checkInTime
              ? t('mobile.meeting.checkedInAt', { time: shortTime(r.checkInTime) })
              : t('mobile.meeting.notCheckedIn')}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="event.register.keep" />
          </Text>
        </Stack>
        <Box mt="3">
          <Rows
            label={t('mobile.meeting.myRegistration')}
            rows={[
              [t('event.reg.name'), r.name],
              [t('event.reg.mobile'), r.mobile],
              [t('event.reg.unit'), r.unit],
              [t('event.reg.post'), r.post],
            ]}
          />
        </Box>
      </Section>
      <Section title={t('mobile.meeting.accommodation')}>
        {hasStay ? (
          <Rows
            label={t('mobile.meeting.accommodation')}
            rows={[
              [t('event.acc.hotel'), r.hotel],
              [t('event.acc.roomType'), r.roomType],
              [t('event.acc.checkInDate'), r.checkInDate],
              [t('event.acc.checkOutDate'), r.checkOutDate],
              [t('event.acc.sharingWith'), r.sharingWith],
            ]}
          />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="mobile.meeting.noAccommodation" />
          </Text>
        )}
      </Section>
    </>
  );
}

/** Registering from the phone: the open registration's mutation, with the account's details filled in. */
function RegistrationForm({
  event,
  profile,
  onDone,
}: {
  event: Meeting;
  profile: MobileMeetingQuery['myProfile'];
  onDone(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState<RegistrationValues>(() => prefill(profile));
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [register, { loading }] = useMutation(RegisterForEventDocument, {
    refetchQueries: [MobileMeetingsDocument],
  });
  const ruleErrors = checked ? registrationErrors(values) : {};
  const errorOf = (field: keyof RegistrationValues) => {
    const rule = ruleErrors[field];
    if (rule) return 'id' in rule ? t(rule.id) : rule.text;
    return serverErrors[field] || undefined;
  };
  const set = (field: keyof RegistrationValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: '' }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    setProblem('');
    if (Object.keys(registrationErrors(values)).length) return;
    try {
      await register({ variables: { input: registrationInput(event.id, values, answers) } });
      onDone();
    } catch (err) {
      const p = readApiProblem(err);
      if (p && Object.keys(p.fields).length && !p.fields.answers) setServerErrors(p.fields as Record<string, string>);
      else setProblem(p?.message ?? t('mobile.loadFailed'));
    }
  };
  return (
    <Section title={t('event.register.title')}>
      <form onSubmit={submit} noValidate aria-label={t('event.register.title')}>
        <Stack gap="3">
          {problem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{problem}</Alert.Title>
            </Alert.Root>
          )}
          <RegistrantFields values={values} errorOf={errorOf} onChange={(field, value) => set(field)(value)} />
          <EventOptionFields
            options={event.options}
            answers={answers}
            onChange={(key, value) => setAnswers((a) => ({ ...a, [key]: value }))}
          />
          <Button type="submit" colorPalette="blue" size="lg" w="full" loading={loading}>
            <FormattedMessage id="event.register.submit" />
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
