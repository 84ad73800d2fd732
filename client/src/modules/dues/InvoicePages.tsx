import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { readApiProblem } from '../../engine/apollo/errors';
import { OptionSelect } from '../../engine/crud';
import { FormField } from '../../engine/form';
import { formatDateTime } from '../../engine/format/date';
import {
  InvoiceAccessDocument,
  InvoicePortalDocument,
  type InvoicePortalQuery,
  RequestInvoiceDocument,
  SubmitInvoiceUnitDocument,
} from '../../generated/graphql';
import { runAction } from './shared';
import { useYuan } from '../../engine/format/money';

/** The verified access of the open invoice pages lives for the browser tab only. */
const TOKEN_KEY = 'zhuxie.invoiceAccess';
export type InvoiceView = 'register' | 'invoiceList' | 'invoice' | 'invoiceMsg' | 'payMsg';
const VIEWS: InvoiceView[] = ['register', 'invoiceList', 'invoiceMsg', 'payMsg'];
const pathOf = (view: InvoiceView) => (view === 'register' ? '/invoice-register' : `/invoice-register/${view}`);

interface Access {
  token: string;
  unitName: string;
}
const readAccess = (): Access | null => {
  try {
    return JSON.parse(sessionStorage.getItem(TOKEN_KEY) ?? 'null') as Access | null;
  } catch {
    return null;
  }
};

/**
 * 发票登记 (open pages): a member unit proves who it is with its credit code and contact mobile, then registers
 * invoicing units (/invoice-register), requests invoices for paid orders (/invoiceList, /invoice) and reads its
 * invoice and payment messages (/invoiceMsg, /payMsg).
 */
export function InvoicePage({ view }: { view: InvoiceView }) {
  const intl = useIntl();
  const [access, setAccess] = useState<Access | null>(readAccess);
  const leave = () => {
    sessionStorage.removeItem(TOKEN_KEY);
    setAccess(null);
  };
  return (
    <Box as="main" minH="100vh" bg="bg.canvas" py={{ base: '6', md: '12' }}>
      <Container maxW="5xl">
        <Stack gap="6">
          <HStack justify="space-between" align="end" wrap="wrap">
            <Stack gap="1">
              <Heading as="h1" size="xl" fontWeight="semibold">
                <FormattedMessage id={`dues.invoice.page.${view === 'invoice' ? 'invoiceList' : view}`} />
              </Heading>
              {access && <Text color="fg.muted">{access.unitName}</Text>}
            </Stack>
            {access && (
              <Button size="sm" variant="outline" onClick={leave}>
                <FormattedMessage id="dues.invoice.leave" />
              </Button>
            )}
          </HStack>
          {access && (
            <HStack as="nav" aria-label={intl.formatMessage({ id: 'dues.invoice.nav' })} gap="4" wrap="wrap">
              {VIEWS.map((v) => (
                <Link
                  key={v}
                  asChild
                  fontWeight={v === view || (view === 'invoice' && v === 'invoiceList') ? 'semibold' : 'normal'}
                  aria-current={v === view ? 'page' : undefined}
                >
                  <RouterLink to={pathOf(v)}>
                    <FormattedMessage id={`dues.invoice.page.${v}`} />
                  </RouterLink>
                </Link>
              ))}
            </HStack>
          )}
          {access ? (
            <Portal token={access.token} view={view} onExpired={leave} />
          ) : (
            <Verify
              onVerified={(a) => {
                sessionStorage.setItem(TOKEN_KEY, JSON.stringify(a));
                setAccess(a);
              }}
            />
          )}
        </Stack>
      </Container>
    </Box>
  );
}

function Verify({ onVerified }: { onVerified(access: Access): void }) {
  const intl = useIntl();
  const [creditCode, setCreditCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [problem, setProblem] = useState<string>();
  const [verify, { loading }] = useMutation(InvoiceAccessDocument);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(undefined);
    try {
      const r = await verify({ variables: { input: { creditCode: creditCode.trim(), mobile: mobile.trim() } } });
      if (r.data) onVerified({ token: r.data.invoiceAccess.token, unitName: r.data.invoiceAccess.unitName });
    } catch (err) {
      setProblem(readApiProblem(err)?.message ?? String(err));
    }
  };
  return (
    <form onSubmit={submit} aria-label={intl.formatMessage({ id: 'dues.invoice.verifyTitle' })}>
      <Stack gap="4" maxW="md">
        <Text color="fg.muted">
          <FormattedMessage id="dues.invoice.verifyHelp" />
        </Text>
        {problem && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        <FormField label={intl.formatMessage({ id: 'dues.invoice.creditCode' })} required>
          <Input value={creditCode} maxLength={18} onChange={(e) => setCreditCode(e.target.value)} autoComplete="off" />
        </FormField>
        <FormField label={intl.formatMessage({ id: 'dues.invoice.mobile' })} required>
          <Input
            value={mobile}
            maxLength={11}
            inputMode="numeric"
            onChange={(e) => setMobile(e.target.value)}
            autoComplete="off"
          />
        </FormField>
        <Button type="submit" colorPalette="blue" loading={loading} alignSelf="start">
          <FormattedMessage id="dues.invoice.verify" />
        </Button>
      </Stack>
    </form>
  );
}

function Portal({ token, view, onExpired }: { token: string; view: InvoiceView; onExpired(): void }) {
  const data = useQuery(InvoicePortalDocument, { variables: { token }, fetchPolicy: 'cache-and-network' });
  if (data.error) {
    const problem = readApiProblem(data.error);
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{problem?.message ?? data.error.message}</Alert.Title>
        {problem?.code === 'UNAUTHENTICATED' && (
          <Button size="xs" ms="auto" onClick={onExpired}>
            <FormattedMessage id="dues.invoice.verify" />
          </Button>
        )}
      </Alert.Root>
    );
  }
  if (!data.data) return null;
  const refetch = () => void data.refetch();
  if (view === 'register') return <Units token={token} data={data.data} onSaved={refetch} />;
  if (view === 'invoiceList' || view === 'invoice')
    return <Requestable token={token} data={data.data} onSaved={refetch} />;
  if (view === 'invoiceMsg') return <InvoiceMessages data={data.data} />;
  return <PayMessages data={data.data} />;
}

function SimpleTable({
  label,
  headers,
  rows,
  empty,
}: {
  label: string;
  headers: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  if (!rows.length) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {headers.map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((cells, i) => (
            <Table.Row key={i}>
              {cells.map((c, j) => (
                <Table.Cell key={j}>{c}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

const EMPTY_UNIT = { title: '', taxNumber: '', address: '', phone: '', bank: '', account: '' };

function Units({ token, data, onSaved }: { token: string; data: InvoicePortalQuery; onSaved(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState(EMPTY_UNIT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(SubmitInvoiceUnitDocument);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      await save({
        variables: {
          token,
          input: {
            title: values.title,
            taxNumber: values.taxNumber.trim(),
            address: values.address || null,
            phone: values.phone || null,
            bank: values.bank || null,
            account: values.account || null,
          },
        },
      });
      setValues(EMPTY_UNIT);
      onSaved();
    } catch (err) {
      const problem = readApiProblem(err);
      setErrors(
        problem?.fields && Object.keys(problem.fields).length
          ? problem.fields
          : { title: problem?.message ?? String(err) },
      );
    }
  };
  const field = (name: keyof typeof EMPTY_UNIT, required = false) => (
    <FormField label={t(`dues.invoice.unit.${name}`)} required={required} error={errors[name]}>
      <Input
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        maxLength={name === 'taxNumber' ? 18 : 255}
        autoComplete="off"
      />
    </FormField>
  );
  return (
    <Stack gap="6">
      <SimpleTable
        label={t('dues.invoice.unitsTitle')}
        headers={[
          t('dues.invoice.unit.title'),
          t('dues.invoice.unit.taxNumber'),
          t('dues.invoice.unit.bank'),
          t('dues.invoice.unit.account'),
        ]}
        rows={data.invoiceUnits.map((u) => [u.title, u.taxNumber, u.bank ?? '—', u.account ?? '—'])}
        empty={t('dues.invoice.noUnits')}
      />
      <form onSubmit={submit} aria-label={t('dues.invoice.addUnit')}>
        <Stack gap="4">
          <Heading as="h2" size="md">
            <FormattedMessage id="dues.invoice.addUnit" />
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {field('title', true)}
            {field('taxNumber', true)}
            {field('address')}
            {field('phone')}
            {field('bank')}
            {field('account')}
          </SimpleGrid>
          <Button type="submit" colorPalette="blue" loading={loading} alignSelf="start">
            <FormattedMessage id="common.save" />
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

function Requestable({ token, data, onSaved }: { token: string; data: InvoicePortalQuery; onSaved(): void }) {
  const yuan = useYuan();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [unitId, setUnitId] = useState('');
  const [request] = useMutation(RequestInvoiceDocument);
  const requested = new Map(data.invoiceRequests.map((r) => [r.orderId, r]));
  const ask = async (orderId: string) => {
    if (
      await runAction(
        () => request({ variables: { token, input: { orderId, invoiceUnitId: unitId } } }),
        'dues.invoice.requested',
      )
    )
      onSaved();
  };
  return (
    <Stack gap="4">
      <FormField
        label={t('dues.invoice.chooseUnit')}
        helperText={data.invoiceUnits.length ? undefined : t('dues.invoice.noUnits')}
      >
        <OptionSelect
          value={unitId}
          onChange={setUnitId}
          emptyLabel={t('dues.choose')}
          options={data.invoiceUnits.map((u) => ({ value: u.id, label: `${u.title}（${u.taxNumber}）` }))}
        />
      </FormField>
      <SimpleTable
        label={t('dues.invoice.page.invoiceList')}
        headers={[
          t('dues.field.orderNo'),
          t('dues.field.subject'),
          t('dues.field.amount'),
          t('dues.field.paidTime'),
          t('dues.invoice.state'),
          t('common.actions'),
        ]}
        rows={data.invoicePayments.map((o) => {
          const r = requested.get(o.id);
          return [
            o.orderNo,
            o.subject,
            yuan(o.amount),
            o.paidTime ? formatDateTime(o.paidTime) : '—',
            t(`dues.invoice.state.${r?.status ?? -1}`),
            r ? (
              '—'
            ) : (
              <Button size="xs" variant="outline" disabled={!unitId} onClick={() => ask(o.id)}>
                <FormattedMessage id="dues.invoice.request" />
              </Button>
            ),
          ];
        })}
        empty={t('dues.invoice.noPayments')}
      />
    </Stack>
  );
}

function InvoiceMessages({ data }: { data: InvoicePortalQuery }) {
  const yuan = useYuan();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <SimpleTable
      label={t('dues.invoice.page.invoiceMsg')}
      headers={[
        t('dues.field.orderNo'),
        t('dues.invoice.title'),
        t('dues.field.amount'),
        t('dues.invoice.state'),
        t('dues.invoice.number'),
        t('dues.field.createTime'),
      ]}
      rows={data.invoiceRequests.map((r) => [
        r.orderNo,
        `${r.title}（${r.taxNumber}）`,
        yuan(r.amount),
        <Badge key="s" variant="subtle" colorPalette={r.status === 1 ? 'green' : 'orange'}>
          {t(`dues.invoice.state.${r.status}`)}
        </Badge>,
        r.invoiceNumber ?? '—',
        formatDateTime(r.createTime),
      ])}
      empty={t('dues.invoice.noRequests')}
    />
  );
}

function PayMessages({ data }: { data: InvoicePortalQuery }) {
  const yuan = useYuan();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <SimpleTable
      label={t('dues.invoice.page.payMsg')}
      headers={[t('dues.field.orderNo'), t('dues.field.subject'), t('dues.field.amount'), t('dues.field.paidTime')]}
      rows={data.invoicePayments.map((o) => [
        o.orderNo,
        o.subject,
        yuan(o.amount),
        o.paidTime ? formatDateTime(o.paidTime) : '—',
      ])}
      empty={t('dues.invoice.noPayments')}
    />
  );
}
