import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Stack, Text, Textarea } from '@chakra-ui/react';
import { Ban, Download, Printer } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import { Can } from '../../engine/auth';
import {
  activeFilter,
  type Column,
  CrudList,
  DialogFrame,
  pagedListProps,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { FormField } from '../../engine/form';
import { formatDateTime } from '../../engine/format/date';
import { type ReceiptFieldsFragment, ReceiptPageDocument, VoidReceiptDocument } from '../../generated/graphql';
import { downloadReceipt, providerLabel, ReceiptStatusBadge, runAction } from './shared';
import { formatYuan } from '../../engine/format/money';

/** Columns of a receipt list (staff also see the counts and who voided). */
export function receiptColumns(intl: ReturnType<typeof useIntl>, staff: boolean): Array<Column<ReceiptFieldsFragment>> {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'receiptNo', header: t('dues.field.receiptNo'), value: (r) => r.receiptNo, width: '32' },
    { key: 'unitName', header: t('dues.field.unitName'), value: (r) => r.unitName, truncate: true, width: '56' },
    { key: 'subject', header: t('dues.field.subject'), value: (r) => r.subject, width: '32' },
    {
      key: 'amount',
      header: t('dues.field.amount'),
      value: (r) => formatYuan(intl, r.amount),
      width: '28',
      align: 'end',
    },
    { key: 'provider', header: t('dues.field.provider'), value: (r) => providerLabel(intl, r.provider), width: '24' },
    { key: 'issueTime', header: t('dues.field.issueTime'), value: (r) => formatDateTime(r.issueTime), width: '40' },
    {
      key: 'status',
      header: t('dues.field.status'),
      value: (r) => String(r.status),
      render: (r) => <ReceiptStatusBadge status={r.status} />,
      width: '20',
      align: 'center',
    },
    ...(staff
      ? [
          {
            key: 'prints',
            header: t('dues.field.prints'),
            value: (r: ReceiptFieldsFragment) => `${r.printCount} / ${r.reprintCount}`,
            width: '20',
            align: 'center' as const,
          },
          {
            key: 'void',
            header: t('dues.field.voidReason'),
            value: (r: ReceiptFieldsFragment) =>
              r.status === 0
                ? `${r.voidReason ?? ''}（${r.voidUserName ?? ''} ${r.voidTime ? formatDateTime(r.voidTime) : ''}）`
                : '—',
            truncate: true,
            width: '56',
          },
        ]
      : []),
  ];
}

/** 收据管理 (staff): every receipt, searched by number, unit, year and status; download, reprint (补打), void with a reason. */
export function ReceiptManagePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState({ receiptNo: '', unitName: '', year: '', status: '' });
  const { year, status, ...text } = activeFilter(list.filter);
  const filter = {
    ...text,
    ...(year && /^\d{4}$/.test(year) ? { year: Number(year) } : {}),
    ...(status ? { status: Number(status) } : {}),
  };
  const query = usePagedQuery(ReceiptPageDocument, { list, filter, select: (d) => d.receipts });
  const [voiding, setVoiding] = useState<ReceiptFieldsFragment | null>(null);
  const searchFields: SearchField[] = [
    { name: 'receiptNo', label: t('dues.field.receiptNo') },
    { name: 'unitName', label: t('dues.field.unitName') },
    { name: 'year', label: t('dues.field.year') },
    {
      name: 'status',
      label: t('dues.field.status'),
      options: ['1', '0'].map((value) => ({ value, label: t(`dues.receipt.status.${value}`) })),
    },
  ];
  const columns = useMemo(() => receiptColumns(intl, true), [intl]);
  return (
    <>
      <CrudList
        caption={t('dues.receipt.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.receiptNo}
        actionsWidth="64"
        rowActions={(r) => (
          <>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              aria-label={`${t('dues.receipt.download')} ${r.receiptNo}`}
              onClick={() => downloadReceipt(r).then(query.refetch)}
            >
              <Download />
              <FormattedMessage id="dues.receipt.download" />
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              aria-label={`${t('dues.receipt.reprint')} ${r.receiptNo}`}
              onClick={() => downloadReceipt(r, true).then(query.refetch)}
            >
              <Printer />
              <FormattedMessage id="dues.receipt.reprint" />
            </Button>
            {r.status === 1 && (
              <Can codes={['member_receipt_void']}>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`${t('dues.receipt.void')} ${r.receiptNo}`}
                  onClick={() => setVoiding(r)}
                >
                  <Ban />
                  <FormattedMessage id="dues.receipt.void" />
                </Button>
              </Can>
            )}
          </>
        )}
      />
      <VoidDialog receipt={voiding} onClose={() => setVoiding(null)} />
    </>
  );
}

function VoidDialog({ receipt, onClose }: { receipt: ReceiptFieldsFragment | null; onClose(): void }) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [voidReceipt, { loading }] = useMutation(VoidReceiptDocument, {
    update: (cache) => ['receipts', 'duesPeriods', 'paymentOrders'].forEach((f) => evictList(cache, f)),
  });
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const submit = async () => {
    if (!reason.trim()) return setError(intl.formatMessage({ id: 'dues.receipt.voidReasonRequired' }));
    if (
      await runAction(
        () => voidReceipt({ variables: { input: { id: receipt!.id, reason: reason.trim() } } }),
        'dues.receipt.voided',
      )
    )
      close();
  };
  return (
    <DialogFrame
      open={Boolean(receipt)}
      onClose={close}
      title={intl.formatMessage({ id: 'dues.receipt.voidTitle' }, { no: receipt?.receiptNo })}
      size="sm"
      lazy
    >
      <Dialog.Body>
        <Stack gap="3">
          <Text>
            <FormattedMessage id="dues.receipt.voidHelp" />
          </Text>
          <FormField label={intl.formatMessage({ id: 'dues.field.voidReason' })} required error={error}>
            <Textarea rows={3} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={close}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button colorPalette="red" loading={loading} onClick={submit}>
          <FormattedMessage id="dues.receipt.voidSubmit" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
