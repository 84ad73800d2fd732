import { yearIn } from '@zhuxie/domain/time/datetime';
import { useMutation } from '@apollo/client/react';
import { Button, DataList, Dialog, Image, Input, Link, Stack, Tabs, Textarea } from '@chakra-ui/react';
import { CalendarPlus, CircleCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import { Can } from '../../engine/auth';
import {
  activeFilter,
  type Column,
  CrudList,
  DialogFrame,
  OptionSelect,
  pagedListProps,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { DatePickerField, FormField, isImageName, MoneyInput, useDictionary, useDictLabel } from '../../engine/form';
import { notify } from '../../engine/feedback/toaster';
import { formatDateTime } from '../../engine/format/date';
import {
  ConfirmPaymentDocument,
  type DuesPeriodFieldsFragment,
  DuesPeriodPageDocument,
  type DuesStandardFieldsFragment,
  DuesStandardPageDocument,
  GenerateDuesDocument,
  type PaymentOrderFieldsFragment,
  PaymentOrderPageDocument,
  RemoveDuesStandardsDocument,
  SubmitDuesStandardDocument,
} from '../../generated/graphql';
import { ReminderTab } from './ReminderTab';
import { OrderStatusBadge, PeriodStatusBadge, providerLabel, runAction } from './shared';
import { formatYuan, useYuan } from '../../engine/format/money';

const MEMBER_LEVEL_DICT = 'member_level';
const THIS_YEAR = yearIn();

/** 会费缴纳 (staff): dues standards per level and year, the periods of every unit, and the orders to confirm. */
export function MemberPayPage() {
  const intl = useIntl();
  return (
    <Tabs.Root defaultValue="periods" variant="line" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="periods">{intl.formatMessage({ id: 'dues.tab.periods' })}</Tabs.Trigger>
        <Tabs.Trigger value="orders">{intl.formatMessage({ id: 'dues.tab.orders' })}</Tabs.Trigger>
        <Tabs.Trigger value="standards">{intl.formatMessage({ id: 'dues.tab.standards' })}</Tabs.Trigger>
        <Tabs.Trigger value="reminders">{intl.formatMessage({ id: 'dues.tab.reminders' })}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="periods">
        <PeriodList />
      </Tabs.Content>
      <Tabs.Content value="orders">
        <OrderList />
      </Tabs.Content>
      <Tabs.Content value="standards">
        <StandardList />
      </Tabs.Content>
      <Tabs.Content value="reminders">
        <ReminderTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function PeriodList() {
  const yuan = useYuan();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState({ year: '', unitName: '', status: '' });
  const { year, status, ...text } = activeFilter(list.filter);
  const filter = {
    ...text,
    ...(year && /^\d{4}$/.test(year) ? { year: Number(year) } : {}),
    ...(status === 'overdue' ? { overdue: true } : status ? { status: Number(status) } : {}),
  };
  const query = usePagedQuery(DuesPeriodPageDocument, { list, filter, select: (d) => d.duesPeriods });
  const levelLabel = useDictLabel(MEMBER_LEVEL_DICT, { biz: true });
  const [generating, setGenerating] = useState(false);
  const searchFields: SearchField[] = [
    { name: 'unitName', label: t('dues.field.unitName') },
    { name: 'year', label: t('dues.field.year') },
    {
      name: 'status',
      label: t('dues.field.status'),
      options: [
        { value: '0', label: t('dues.period.status.unpaid') },
        { value: '1', label: t('dues.period.status.paid') },
        { value: 'overdue', label: t('dues.period.status.overdue') },
      ],
    },
  ];
  const columns = useMemo<Array<Column<DuesPeriodFieldsFragment>>>(
    () => [
      { key: 'unitName', header: t('dues.field.unitName'), value: (r) => r.unitName, truncate: true, width: '64' },
      { key: 'year', header: t('dues.field.year'), value: (r) => String(r.year), width: '20' },
      { key: 'level', header: t('dues.field.memberLevel'), value: (r) => levelLabel(r.memberLevel), width: '28' },
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
      {
        key: 'paidTime',
        header: t('dues.field.paidTime'),
        value: (r) => (r.paidTime ? formatDateTime(r.paidTime) : '—'),
        width: '40',
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is derived from intl
    [intl, levelLabel],
  );
  return (
    <>
      <CrudList
        caption={t('dues.period.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => `${r.unitName} ${r.year}`}
        toolbar={
          <Can codes={['member_pay_edit']}>
            <Button size="sm" variant="outline" onClick={() => setGenerating(true)}>
              <CalendarPlus />
              <FormattedMessage id="dues.generate.button" />
            </Button>
          </Can>
        }
      />
      <GenerateDialog open={generating} onClose={() => setGenerating(false)} />
    </>
  );
}

function GenerateDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  const [year, setYear] = useState(String(THIS_YEAR));
  const [generate, { loading }] = useMutation(GenerateDuesDocument, {
    update: (cache) => evictList(cache, 'duesPeriods'),
  });
  const submit = async () => {
    let created = 0;
    const ok = await runAction(async () => {
      created = (await generate({ variables: { input: { year: Number(year) } } })).data?.generateDues ?? 0;
    });
    if (ok) {
      notify('success', { id: 'dues.generate.done', values: { count: created } });
      onClose();
    }
  };
  return (
    <DialogFrame open={open} onClose={onClose} title={intl.formatMessage({ id: 'dues.generate.title' })} size="sm" lazy>
      <Dialog.Body>
        <FormField
          label={intl.formatMessage({ id: 'dues.field.year' })}
          required
          helperText={intl.formatMessage({ id: 'dues.generate.help' })}
        >
          <Input
            inputMode="numeric"
            value={year}
            onChange={(e) => setYear(e.target.value.replace(/\D/g, '').slice(0, 4))}
          />
        </FormField>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button colorPalette="blue" loading={loading} disabled={!/^\d{4}$/.test(year)} onClick={submit}>
          <FormattedMessage id="dues.generate.submit" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

function OrderList() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState({ orderNo: '', unitName: '', status: '' });
  const { status, ...text } = activeFilter(list.filter);
  const query = usePagedQuery(PaymentOrderPageDocument, {
    list,
    filter: { ...text, ...(status ? { status: Number(status) } : {}) },
    select: (d) => d.paymentOrders,
  });
  const [confirming, setConfirming] = useState<PaymentOrderFieldsFragment | null>(null);
  const searchFields: SearchField[] = [
    { name: 'unitName', label: t('dues.field.unitName') },
    { name: 'orderNo', label: t('dues.field.orderNo') },
    {
      name: 'status',
      label: t('dues.field.status'),
      options: ['0', '1', '2'].map((value) => ({ value, label: t(`dues.order.status.${value}`) })),
    },
  ];
  const columns = useMemo<Array<Column<PaymentOrderFieldsFragment>>>(() => orderColumns(intl, true), [intl]);
  return (
    <>
      <CrudList
        caption={t('dues.order.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.orderNo}
        rowActions={(r) =>
          r.status === 0 && r.provider === 'offline' ? (
            <Can codes={['member_pay_confirm']}>
              <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => setConfirming(r)}>
                <CircleCheck />
                <FormattedMessage id="dues.confirm.button" />
              </Button>
            </Can>
          ) : null
        }
        actionsWidth="40"
      />
      <ConfirmPaymentDialog order={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}

/** Columns of an order list (staff also see the unit). */
export function orderColumns(
  intl: ReturnType<typeof useIntl>,
  staff: boolean,
): Array<Column<PaymentOrderFieldsFragment>> {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'orderNo', header: t('dues.field.orderNo'), value: (r) => r.orderNo, width: '48' },
    ...(staff
      ? [
          {
            key: 'unitName',
            header: t('dues.field.unitName'),
            value: (r: PaymentOrderFieldsFragment) => r.unitName,
            truncate: true,
            width: '56',
          },
        ]
      : []),
    {
      key: 'kind',
      header: t('dues.field.kind'),
      value: (r) => t(r.kind === 'dues' ? 'dues.order.kind.dues' : 'dues.order.kind.subscription'),
      width: '24',
    },
    { key: 'subject', header: t('dues.field.subject'), value: (r) => r.subject, width: '32' },
    {
      key: 'amount',
      header: t('dues.field.amount'),
      value: (r) => formatYuan(intl, r.amount),
      width: '28',
      align: 'end',
    },
    { key: 'provider', header: t('dues.field.provider'), value: (r) => providerLabel(intl, r.provider), width: '28' },
    {
      key: 'payerNote',
      header: t('dues.field.payerNote'),
      value: (r) => r.payerNote ?? '—',
      truncate: true,
      width: '40',
    },
    {
      key: 'status',
      header: t('dues.field.status'),
      value: (r) => String(r.status),
      render: (r) => <OrderStatusBadge status={r.status} />,
      width: '24',
      align: 'center',
    },
    { key: 'createTime', header: t('dues.field.createTime'), value: (r) => formatDateTime(r.createTime), width: '40' },
  ];
}

function ConfirmPaymentDialog({ order, onClose }: { order: PaymentOrderFieldsFragment | null; onClose(): void }) {
  const yuan = useYuan();
  const intl = useIntl();
  const [reference, setReference] = useState('');
  const [confirm, { loading }] = useMutation(ConfirmPaymentDocument, {
    update: (cache) => ['paymentOrders', 'duesPeriods', 'receipts'].forEach((f) => evictList(cache, f)),
  });
  const submit = async () => {
    if (
      await runAction(
        () => confirm({ variables: { input: { orderId: order!.id, transactionId: reference.trim() || null } } }),
        'dues.confirm.done',
      )
    )
      onClose();
  };
  return (
    <DialogFrame
      open={Boolean(order)}
      onClose={onClose}
      title={intl.formatMessage({ id: 'dues.confirm.title' })}
      size="md"
      lazy
    >
      <Dialog.Body>
        <Stack gap="3">
          <FormattedMessage id="dues.confirm.question" values={{ unit: order?.unitName, amount: order?.amount }} />
          {order && (order.payerName || order.voucher || order.payerNote) && (
            <DataList.Root
              orientation="horizontal"
              size="sm"
              bg="bg.muted"
              p="3"
              rounded="md"
              aria-label={intl.formatMessage({ id: 'dues.confirm.transfer' })}
            >
              {order.payerName && (
                <DataList.Item>
                  <DataList.ItemLabel>
                    <FormattedMessage id="dues.transfer.payerName" />
                  </DataList.ItemLabel>
                  <DataList.ItemValue>{order.payerName}</DataList.ItemValue>
                </DataList.Item>
              )}
              {order.transferAmount && (
                <DataList.Item>
                  <DataList.ItemLabel>
                    <FormattedMessage id="dues.transfer.amount" />
                  </DataList.ItemLabel>
                  <DataList.ItemValue>{yuan(order.transferAmount)}</DataList.ItemValue>
                </DataList.Item>
              )}
              {order.transferDate && (
                <DataList.Item>
                  <DataList.ItemLabel>
                    <FormattedMessage id="dues.transfer.date" />
                  </DataList.ItemLabel>
                  <DataList.ItemValue>{order.transferDate}</DataList.ItemValue>
                </DataList.Item>
              )}
              {order.payerNote && (
                <DataList.Item>
                  <DataList.ItemLabel>
                    <FormattedMessage id="dues.field.payerNote" />
                  </DataList.ItemLabel>
                  <DataList.ItemValue>{order.payerNote}</DataList.ItemValue>
                </DataList.Item>
              )}
              {order.voucher && (
                <DataList.Item>
                  <DataList.ItemLabel>
                    <FormattedMessage id="dues.transfer.voucher" />
                  </DataList.ItemLabel>
                  <DataList.ItemValue>
                    <Stack gap="2">
                      {isImageName(order.voucher.name) && (
                        <Link href={order.voucher.url} target="_blank" rel="noreferrer">
                          <Image
                            src={order.voucher.url}
                            alt={order.voucher.name}
                            maxH="48"
                            maxW="full"
                            objectFit="contain"
                            rounded="sm"
                            borderWidth="1px"
                          />
                        </Link>
                      )}
                      <Link href={order.voucher.url} target="_blank" rel="noreferrer" colorPalette="blue">
                        {order.voucher.name}
                      </Link>
                    </Stack>
                  </DataList.ItemValue>
                </DataList.Item>
              )}
            </DataList.Root>
          )}
          <FormField label={intl.formatMessage({ id: 'dues.field.transactionId' })}>
            <Textarea rows={2} value={reference} onChange={(e) => setReference(e.target.value)} maxLength={128} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button colorPalette="blue" loading={loading} onClick={submit}>
          <FormattedMessage id="dues.confirm.submit" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

function StandardList() {
  const yuan = useYuan();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState({ year: '' });
  const { year } = activeFilter(list.filter);
  const query = usePagedQuery(DuesStandardPageDocument, {
    list,
    filter: year && /^\d{4}$/.test(year) ? { year: Number(year) } : {},
    select: (d) => d.duesStandards,
  });
  const levelLabel = useDictLabel(MEMBER_LEVEL_DICT, { biz: true });
  const [remove] = useMutation(RemoveDuesStandardsDocument, { update: (cache) => evictList(cache, 'duesStandards') });
  const [editing, setEditing] = useState<DuesStandardFieldsFragment | 'new' | null>(null);
  const columns = useMemo<Array<Column<DuesStandardFieldsFragment>>>(
    () => [
      { key: 'year', header: t('dues.field.year'), value: (r) => String(r.year), width: '20' },
      { key: 'level', header: t('dues.field.memberLevel'), value: (r) => levelLabel(r.memberLevel), width: '36' },
      { key: 'amount', header: t('dues.field.amount'), value: (r) => yuan(r.amount), width: '32', align: 'end' },
      { key: 'dueDate', header: t('dues.field.dueDate'), value: (r) => r.dueDate, width: '32' },
      { key: 'remark', header: t('dues.field.remark'), value: (r) => r.remark ?? '', truncate: true },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is derived from intl
    [intl, levelLabel],
  );
  return (
    <>
      <CrudList
        caption={t('dues.standard.listTitle')}
        list={list}
        searchFields={[{ name: 'year', label: t('dues.field.year') }]}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => `${r.year} ${levelLabel(r.memberLevel)}`}
        create={{ code: 'member_pay_edit', onClick: () => setEditing('new') }}
        edit={{ code: 'member_pay_edit', onClick: (r) => setEditing(r) }}
        remove={{ code: 'member_pay_edit', run: (ids) => remove({ variables: { input: { ids } } }) }}
      />
      {editing && <StandardDialog standard={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function StandardDialog({ standard, onClose }: { standard: DuesStandardFieldsFragment | null; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const levels = useDictionary(MEMBER_LEVEL_DICT, { biz: true });
  const [values, setValues] = useState({
    year: String(standard?.year ?? THIS_YEAR),
    memberLevel: standard?.memberLevel ?? '',
    amount: standard?.amount ?? '',
    dueDate: standard?.dueDate ?? '',
    remark: standard?.remark ?? '',
  });
  const [submit, { loading }] = useMutation(SubmitDuesStandardDocument, {
    update: (cache) => evictList(cache, 'duesStandards'),
  });
  const set = (k: keyof typeof values) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  const save = async () => {
    const input = {
      ...(standard ? { id: standard.id, version: standard.version } : {}),
      year: Number(values.year),
      memberLevel: values.memberLevel,
      amount: values.amount,
      dueDate: values.dueDate || null,
      remark: values.remark || null,
    };
    if (await runAction(() => submit({ variables: { input } }), 'common.operationSuccess')) onClose();
  };
  return (
    <DialogFrame open onClose={onClose} title={t(standard ? 'dues.standard.edit' : 'dues.standard.create')} divider>
      <Dialog.Body>
        <Stack gap="4">
          <FormField label={t('dues.field.year')} required>
            <Input
              inputMode="numeric"
              value={values.year}
              onChange={(e) => set('year')(e.target.value.replace(/\D/g, '').slice(0, 4))}
            />
          </FormField>
          <FormField label={t('dues.field.memberLevel')} required>
            <OptionSelect
              value={values.memberLevel}
              onChange={set('memberLevel')}
              emptyLabel={t('dues.choose')}
              options={levels.options}
            />
          </FormField>
          <FormField label={t('dues.field.amount')} required>
            <MoneyInput value={values.amount} onChange={set('amount')} />
          </FormField>
          <FormField label={t('dues.field.dueDate')} helperText={t('dues.standard.dueDateHelp')}>
            <DatePickerField value={values.dueDate} onChange={(v) => set('dueDate')(v)} />
          </FormField>
          <FormField label={t('dues.field.remark')}>
            <Textarea rows={2} value={values.remark} onChange={(e) => set('remark')(e.target.value)} maxLength={500} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button colorPalette="blue" loading={loading} onClick={save}>
          <FormattedMessage id="common.save" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
