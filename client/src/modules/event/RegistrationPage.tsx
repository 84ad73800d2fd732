import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, Container, DataList, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { EVENT_MESSAGES } from '@zhuxie/domain/event/event-rules';
import { MOBILE_MESSAGES, mobileError } from '@zhuxie/domain/rules/mobile';
import { readApiProblem } from '../../engine/apollo/errors';
import { formatYuan } from '../../engine/format/money';
import { PublicEventDocument, RegisterForEventDocument } from '../../generated/graphql';
import { OpenPageFooter, OpenPageHeader } from './OpenPageBrand';
import { QrCode } from '../certificate/QrCode';
import { shortTime } from './eventFormat';
import { EventOptionFields, RegistrantFields } from './EventOptionFields';
import { openRefusal, registrationInput } from './registration';

type Values = { name: string; mobile: string; unit: string; post: string };
const BLANK: Values = { name: '', mobile: '', unit: '', post: '' };

/**
 * 活动报名 (/activity-registration?id=…, open; /activity-wx?id=… the same in a phone-width layout): the event, the
 * form with the custom options of the business dictionary event_register_custom_options, then the sign-in number
 * and its QR code.
 */
export function RegistrationPage({ mobile = false }: { mobile?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const { data, loading, error, refetch } = useQuery(PublicEventDocument, {
    variables: { id },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const [values, setValues] = useState<Values>(BLANK);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [register, { loading: saving, data: done }] = useMutation(RegisterForEventDocument);
  const event = data?.publicEvent;
  const receipt = done?.registerForEvent;
  // The same rules as the server (SPEC: clear messages for a full, closed or not released event); the server decides.
  const closed = event && !receipt ? openRefusal(event, new Date()) : undefined;

  const set = (name: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    // The mobile number is checked while typing, once it is long enough or holds something else than digits.
    const typed = value.trim();
    const live =
      name !== 'mobile' || !typed
        ? ''
        : /\D/.test(typed)
          ? MOBILE_MESSAGES.format
          : typed.length >= 11
            ? (mobileError(typed) ?? '')
            : '';
    setErrors((e) => ({ ...e, [name]: live }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem('');
    const found: Record<string, string> = {};
    if (!values.name.trim()) found.name = EVENT_MESSAGES.nameRequired;
    const m = mobileError(values.mobile);
    if (m) found.mobile = m;
    if (!values.unit.trim()) found.unit = EVENT_MESSAGES.unitRequired;
    setErrors(found);
    if (Object.keys(found).length || !event) return;
    try {
      await register({ variables: { input: registrationInput(event.id, values, answers) } });
      // 已报名 n/100 follows the registration just made.
      void refetch();
    } catch (err) {
      const p = readApiProblem(err);
      if (!p) return;
      if (Object.keys(p.fields).length && !p.fields.answers) setErrors(p.fields as Record<string, string>);
      else setProblem(p.message);
    }
  };

  return (
    <Box as="main" minH="100vh" bg="bg.subtle" py={mobile ? '4' : { base: '6', md: '12' }}>
      <Container maxW={mobile ? 'md' : '2xl'} px={mobile ? '3' : undefined}>
        <Stack gap="5">
          <OpenPageHeader />
          <Heading as="h1" size={mobile ? 'lg' : 'xl'} fontWeight="semibold">
            {event?.title ?? t('event.register.title')}
          </Heading>
          {!id && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id="event.register.noEvent" />
              </Alert.Title>
            </Alert.Root>
          )}
          {loading && <Spinner aria-label={t('common.loading')} />}
          {error && !event && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{readApiProblem(error)?.message ?? t('event.register.noEvent')}</Alert.Title>
            </Alert.Root>
          )}
          {event && (
            <Card.Root>
              <Card.Body>
                <DataList.Root orientation={mobile ? 'vertical' : 'horizontal'} size="sm">
                  <DataList.Item>
                    <DataList.ItemLabel>
                      <FormattedMessage id="event.field.venue" />
                    </DataList.ItemLabel>
                    <DataList.ItemValue>{event.venue}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>
                      <FormattedMessage id="event.register.time" />
                    </DataList.ItemLabel>
                    <DataList.ItemValue>
                      {shortTime(event.startTime)} ~ {shortTime(event.endTime)}
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>
                      <FormattedMessage id="event.field.registrationDeadline" />
                    </DataList.ItemLabel>
                    <DataList.ItemValue>{shortTime(event.registrationDeadline ?? event.endTime)}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>
                      <FormattedMessage id="event.field.fee" />
                    </DataList.ItemLabel>
                    <DataList.ItemValue>
                      {Number(event.fee) > 0 ? formatYuan(intl, event.fee) : t('event.register.free')}
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>
                      <FormattedMessage id="event.register.places" />
                    </DataList.ItemLabel>
                    <DataList.ItemValue>
                      {event.capacity
                        ? t('event.register.placesOf', { registered: event.registered, capacity: event.capacity })
                        : t('event.unlimited')}
                    </DataList.ItemValue>
                  </DataList.Item>
                </DataList.Root>
                {event.agenda && (
                  <Stack gap="1" mt="4">
                    <Text fontWeight="medium">
                      <FormattedMessage id="event.field.agenda" />
                    </Text>
                    <Text whiteSpace="pre-wrap" fontSize="sm">
                      {event.agenda}
                    </Text>
                  </Stack>
                )}
                {event.description && (
                  <Text mt="3" whiteSpace="pre-wrap" fontSize="sm" color="fg.muted">
                    {event.description}
                  </Text>
                )}
              </Card.Body>
            </Card.Root>
          )}
          {event && receipt && (
            <Card.Root>
              <Card.Body>
                <Stack gap="3" align="center" textAlign="center">
                  <Alert.Root status="success" variant="surface" role="status">
                    <Alert.Indicator />
                    <Alert.Title>
                      <FormattedMessage id="event.register.done" values={{ name: receipt.name }} />
                    </Alert.Title>
                  </Alert.Root>
                  <Text>
                    <FormattedMessage id="event.register.number" />
                  </Text>
                  <Text fontSize="4xl" fontWeight="bold" letterSpacing="widest" data-testid="sign-in-number">
                    {receipt.signInNumber}
                  </Text>
                  <Box w="40" h="40">
                    <QrCode
                      value={receipt.signInNumber}
                      label={t('event.register.qr', { number: receipt.signInNumber })}
                    />
                  </Box>
                  <Text fontSize="sm" color="fg.muted">
                    <FormattedMessage id="event.register.keep" />
                  </Text>
                </Stack>
              </Card.Body>
            </Card.Root>
          )}
          {closed && (
            <Alert.Root status="warning" variant="surface">
              <Alert.Indicator />
              <Alert.Title>{closed}</Alert.Title>
            </Alert.Root>
          )}
          {event && !receipt && !closed && (
            <Card.Root>
              <Card.Body>
                <form onSubmit={submit} noValidate aria-label={t('event.register.title')}>
                  <Stack gap="4">
                    {problem && (
                      <Alert.Root status="error" role="alert">
                        <Alert.Indicator />
                        <Alert.Title>{problem}</Alert.Title>
                      </Alert.Root>
                    )}
                    <RegistrantFields values={values} errorOf={(field) => errors[field] || undefined} onChange={set} />
                    <EventOptionFields
                      options={event.options}
                      answers={answers}
                      onChange={(key, value) => setAnswers((a) => ({ ...a, [key]: value }))}
                    />
                    <Button
                      type="submit"
                      loading={saving}
                      size={mobile ? 'lg' : 'md'}
                      w={mobile ? 'full' : undefined}
                      alignSelf={mobile ? undefined : 'flex-start'}
                    >
                      <FormattedMessage id="event.register.submit" />
                    </Button>
                  </Stack>
                </form>
              </Card.Body>
            </Card.Root>
          )}
          <OpenPageFooter />
        </Stack>
      </Container>
    </Box>
  );
}
