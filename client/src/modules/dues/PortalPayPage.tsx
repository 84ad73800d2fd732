import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, DataList, Dialog, HStack, Input, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import { CreditCard, Download, Landmark } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import { type Column, CrudList, DialogFrame, pagedListProps, useListState, usePagedQuery } from '../../engine/crud';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { TRANSFER_MESSAGES, transferErrors, VOUCHER_ACCEPT } from '@zhuxie/domain/dues/transfer-rules';
import { readApiProblem } from '../../engine/apollo/errors';
import { notify } from '../../engine/feedback/toaster';
import { DatePickerField, FormField, MoneyInput, UploadField, type UploadFile } from '../../engine/form';
import {
  CreatePaymentOrderDocument,
  type CreatePaymentOrderMutation,
  type DuesPeriodFieldsFragment,
  DuesPeriodPageDocument,
  MyDuesDocument,
  PaymentOrderPageDocument,
  PaymentProvidersDocument,
  ReceiptPageDocument,
  SandboxPaymentCallbackDocument,
  TransferAccountDocument,
} from '../../generated/graphql';
import { orderColumns } from './MemberPayPage';
import { receiptColumns } from './ReceiptManagePage';
import { downloadReceipt, PeriodStatusBadge, runAction } from './shared';
import { useYuan } from '../../engine/format/money';

const REFRESH = ['duesPeriods', 'paymentOrders', 'receipts', 'myDues'];
type Started = CreatePaymentOrderMutation['createPaymentOrder'];

/** 会费缴纳 (member portal): the unit's dues and status, paying online (sandbox) or by transfer, its account statement and receipts. */
export function PortalPayPage() {
  const intl = useIntl();
  const dues = useQuery(MyDuesDocument);
  const arrears = dues.data?.myDues.arrears;
  return (
    <Stack gap="4">
      {arrears?.inArrears && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{arrears.message}</Alert.Title>
        </Alert.Root>
      )}
      {dues.data && !arrears?.inArrears && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="dues.portal.normal" values={{ unit: dues.data.myDues.unitName }} />
          </Alert.Title>
        </Alert.Root>
      )}
      {dues.error && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{dues.error.message}</Alert.Title>
        </Alert.Root>
      )}
      <Tabs.Root defaultValue="periods" variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="periods">{intl.formatMessage({ id: 'dues.portal.tab.periods' })}</Tabs.Trigger>
          <Tabs.Trigger value="orders">{intl.formatMessage({ id: 'dues.portal.tab.orders' })}</Tabs.Trigger>
          <Tabs.Trigger value="receipts">{intl.formatMessage({ id: 'dues.portal.tab.receipts' })}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="periods">
          <MyPeriods />
        </Tabs.Content>
        <Tabs.Content value="orders">
          <MyOrders />
        </Tabs.Content>
        <Tabs.Content value="receipts">
          <MyReceipts />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function MyPeriods() {
  const yuan = useYuan();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState({});
  const query = usePagedQuery(DuesPeriodPageDocument, { list, filter: {}, select: (d) => d.duesPeriods });
  const providers = useQuery(PaymentProvidersDocument);
  const online = providers.data?.paymentProviders.some((p) => p.name === 'sandbox');
  const [create, { loading }] = useMutation(CreatePaymentOrderDocument, {
    update: (cache) => evictList(cache, 'paymentOrders'),
  });
  const [transfer, setTransfer] = useState<DuesPeriodFieldsFragment | null>(null);
  const [paying, setPaying] = useState<Started | null>(null);
  const payOnline = async (period: DuesPeriodFieldsFragment) => {
    let started: Started | undefined;
    await runAction(async () => {
      started = (await create({ variables: { input: { periodId: period.id, provider: 'sandbox' } } })).data
        ?.createPaymentOrder;
    });
    if (started) setPaying(started);
  };
  const columns = useMemo<Array<Column<DuesPeriodFieldsFragment>>>(
    () => [
      { key: 'year', header: t('dues.field.year'), value: (r) => String(r.year), width: '20' },
      { key: 'amount', header: t('dues.field.amount'), value: (r) => yuan(r.amount), width: '28', align: 'end' },
      { key: 'dueDate', header: t('dues.field.dueDate'), value: (r) => r.dueDate, width: '28' },
      {
        key: 'status',
        header: t('dues.field.status'),
        value: (r) => String(r.status),
        render: (r) => <PeriodStatusBadge status={r.status} overdue={r.overdue} />,
        width: '24',
        align: 'center',
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is derived from intl
    [intl],
  );
  return (
    <>
      <CrudList
        caption={t('dues.portal.periodsTitle')}
        list={list}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => `${r.year}`}
        actionsWidth="56"
        rowActions={(r) =>
          r.status === 0 ? (
            <>
              {online && (
                <Button size="xs" variant="ghost" colorPalette="blue" loading={loading} onClick={() => payOnline(r)}>
                  <CreditCard />
                  <FormattedMessage id="dues.portal.payOnline" />
                </Button>
              )}
              <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => setTransfer(r)}>
                <Landmark />
                <FormattedMessage id="dues.portal.payOffline" />
              </Button>
            </>
          ) : null
        }
      />
      <TransferDialog period={transfer} onClose={() => setTransfer(null)} />
      <SandboxPayDialog started={paying} onClose={() => setPaying(null)} />
    </>
  );
}

/** What the member types into the transfer dialog. */
interface TransferForm {
  payerName: string;
  amount: string;
  date: string;
  note: string;
}

/**
 * 线下转账: where to transfer (the association's account, as staff configure it), then the payer, the amount (the
 * amount due), the day and the bank's voucher, checked while typing by the same rules the server runs.
 */
function TransferDialog({ period, onClose }: { period: DuesPeriodFieldsFragment | null; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const empty: TransferForm = { payerName: period?.unitName ?? '', amount: '', date: '', note: '' };
  const [values, setValues] = useState<TransferForm>(empty);
  const [vouchers, setVouchers] = useState<UploadFile[]>([]);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [shownFor, setShownFor] = useState<string | undefined>(undefined);
  if (period && shownFor !== period.id) {
    setShownFor(period.id);
    setValues(empty);
    setVouchers([]);
    setChecked(false);
    setServerErrors({});
  }
  const account = useQuery(TransferAccountDocument, { skip: !period });
  const [create, { loading }] = useMutation(CreatePaymentOrderDocument, {
    update: (cache) => evictList(cache, 'paymentOrders'),
  });
  /** The dialog's rule messages in the user's language: the domain writes them in Chinese (as the server answers). */
  const ruleMessage = (message: string, due: string) => {
    if (intl.locale.startsWith('zh')) return message;
    const rule = (Object.keys(TRANSFER_MESSAGES) as (keyof typeof TRANSFER_MESSAGES)[]).find((key) => {
      const text = TRANSFER_MESSAGES[key];
      return (typeof text === 'string' ? text : text(due)) === message;
    });
    return rule ? t(`dues.transfer.rule.${rule}`, { due }) : message;
  };
  const ruleErrors = period
    ? Object.fromEntries(
        transferErrors(
          { payerName: values.payerName, amount: values.amount, date: values.date, vouchers },
          { due: period.amount, today: todayIn() },
        ).map((e) => [e.field, ruleMessage(e.message, period.amount)]),
      )
    : {};
  const errors: Record<string, string | undefined> = checked ? { ...serverErrors, ...ruleErrors } : serverErrors;
  const set = (key: keyof TransferForm) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerErrors((e) => ({ ...e, [key]: '' }));
  };
  const submit = async () => {
    setChecked(true);
    if (!period || Object.keys(ruleErrors).length) return;
    try {
      await create({
        variables: {
          input: {
            periodId: period.id,
            provider: 'offline',
            payerName: values.payerName.trim(),
            transferAmount: values.amount,
            transferDate: values.date,
            vouchers: vouchers.map((f) => ({ name: f.name, url: f.url })),
            payerNote: values.note.trim() || null,
          },
        },
      });
      notify('success', { id: 'dues.portal.transferRegistered' });
      onClose();
    } catch (e) {
      const problem = readApiProblem(e);
      if (problem) setServerErrors(problem.fields);
      notify('error', problem ? { text: problem.message } : { id: 'flow.failed' });
    }
  };
  const bank = account.data?.transferAccount;
  return (
    <DialogFrame open={Boolean(period)} onClose={onClose} title={t('dues.portal.payOffline')} size="md" lazy>
      <Dialog.Body>
        <form
          id="dues-transfer"
          aria-label={t('dues.portal.payOffline')}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="4">
            <Text>
              <FormattedMessage id="dues.portal.transferHelp" values={{ year: period?.year, amount: period?.amount }} />
            </Text>
            {bank?.configured ? (
              <DataList.Root
                orientation="horizontal"
                size="sm"
                bg="bg.muted"
                p="3"
                rounded="md"
                aria-label={t('dues.transfer.account')}
              >
                <DataList.Item>
                  <DataList.ItemLabel>{t('dues.transfer.accountName')}</DataList.ItemLabel>
                  <DataList.ItemValue>{bank.accountName}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('dues.transfer.bankName')}</DataList.ItemLabel>
                  <DataList.ItemValue>{bank.bankName}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('dues.transfer.accountNo')}</DataList.ItemLabel>
                  <DataList.ItemValue fontFamily="mono">{bank.accountNo}</DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
            ) : (
              bank && (
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>{t('dues.transfer.noAccount', { phone: bank.phone ?? '' })}</Alert.Title>
                </Alert.Root>
              )
            )}
            <FormField label={t('dues.transfer.payerName')} required error={errors.payerName || undefined}>
              <Input value={values.payerName} maxLength={100} onChange={(e) => set('payerName')(e.target.value)} />
            </FormField>
            <HStack gap="4" align="start" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
              <FormField
                label={t('dues.transfer.amount')}
                required
                error={errors.amount || undefined}
                helperText={period ? t('dues.transfer.amountDue', { amount: period.amount }) : undefined}
              >
                <MoneyInput value={values.amount} onChange={set('amount')} suffix={t('dues.transfer.currency')} />
              </FormField>
              <FormField label={t('dues.transfer.date')} required error={errors.date || undefined}>
                <DatePickerField value={values.date} max={todayIn()} onChange={(v) => set('date')(v)} />
              </FormField>
            </HStack>
            <FormField
              label={t('dues.transfer.voucher')}
              required
              error={errors.vouchers || undefined}
              helperText={t('dues.transfer.voucherHelp')}
            >
              <UploadField
                label={t('dues.transfer.voucher')}
                value={vouchers}
                max={1}
                accept={VOUCHER_ACCEPT}
                onChange={(files) => {
                  setVouchers(files);
                  setServerErrors((e) => ({ ...e, vouchers: '' }));
                }}
              />
            </FormField>
            <FormField label={t('dues.field.payerNote')}>
              <Textarea
                rows={2}
                value={values.note}
                maxLength={500}
                onChange={(e) => set('note')(e.target.value)}
                placeholder={t('dues.transfer.notePlaceholder')}
              />
            </FormField>
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button colorPalette="blue" type="submit" form="dues-transfer" loading={loading}>
          <FormattedMessage id="dues.portal.transferSubmit" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

/** The sandbox cashier: shows the order the server priced and pays it with the signed token. */
function SandboxPayDialog({ started, onClose }: { started: Started | null; onClose(): void }) {
  const yuan = useYuan();
  const intl = useIntl();
  const [pay, { loading }] = useMutation(SandboxPaymentCallbackDocument, {
    update: (cache) => REFRESH.forEach((f) => evictList(cache, f)),
    refetchQueries: [MyDuesDocument],
  });
  const submit = async () => {
    if (await runAction(() => pay({ variables: { input: { token: started!.token! } } }), 'dues.portal.paid')) onClose();
  };
  return (
    <DialogFrame
      open={Boolean(started)}
      onClose={onClose}
      title={intl.formatMessage({ id: 'dues.portal.sandboxTitle' })}
      size="sm"
      lazy
    >
      <Dialog.Body>
        <Stack gap="2">
          <Text>
            <FormattedMessage id="dues.portal.sandboxHelp" />
          </Text>
          <HStack justify="space-between">
            <Text color="fg.muted">
              <FormattedMessage id="dues.field.orderNo" />
            </Text>
            <Text>{started?.order.orderNo}</Text>
          </HStack>
          <HStack justify="space-between">
            <Text color="fg.muted">
              <FormattedMessage id="dues.field.subject" />
            </Text>
            <Text>{started?.order.subject}</Text>
          </HStack>
          <HStack justify="space-between">
            <Text color="fg.muted">
              <FormattedMessage id="dues.field.amount" />
            </Text>
            <Text fontWeight="semibold">{started ? yuan(started.order.amount) : ''}</Text>
          </HStack>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button colorPalette="blue" loading={loading} onClick={submit}>
          <FormattedMessage id="dues.portal.sandboxPay" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

/** 账户明细: the unit's account orders (dues) and subscription orders. */
function MyOrders() {
  const intl = useIntl();
  const list = useListState({});
  const query = usePagedQuery(PaymentOrderPageDocument, { list, filter: {}, select: (d) => d.paymentOrders });
  const columns = useMemo(() => orderColumns(intl, false), [intl]);
  return (
    <CrudList
      caption={intl.formatMessage({ id: 'dues.portal.ordersTitle' })}
      list={list}
      {...pagedListProps(query)}
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={(r) => r.orderNo}
    />
  );
}

function MyReceipts() {
  const intl = useIntl();
  const list = useListState({});
  const query = usePagedQuery(ReceiptPageDocument, { list, filter: {}, select: (d) => d.receipts });
  const columns = useMemo(() => receiptColumns(intl, false), [intl]);
  return (
    <CrudList
      caption={intl.formatMessage({ id: 'dues.receipt.listTitle' })}
      list={list}
      {...pagedListProps(query)}
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={(r) => r.receiptNo}
      rowActions={(r) =>
        r.status === 1 ? (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="blue"
            aria-label={`${intl.formatMessage({ id: 'dues.receipt.download' })} ${r.receiptNo}`}
            onClick={() => downloadReceipt(r)}
          >
            <Download />
            <FormattedMessage id="dues.receipt.download" />
          </Button>
        ) : null
      }
    />
  );
}
