import { useMutation } from '@apollo/client/react';
import { Badge, Button, Dialog, Input } from '@chakra-ui/react';
import { FileCheck } from 'lucide-react';
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
import {
  InvoiceReconciliationDocument,
  type InvoiceReconciliationQuery,
  IssueInvoiceDocument,
} from '../../generated/graphql';
import { runAction } from './shared';
import { useYuan } from '../../engine/format/money';

type Row = InvoiceReconciliationQuery['invoiceReconciliation']['records'][number];

/** 开票对账 (staff): paid orders beside their invoice requests; mark a request issued with its invoice number. */
export function InvoiceReconciliationPage() {
  const yuan = useYuan();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState({ unitName: '', invoiceStatus: '' });
  const { unitName, invoiceStatus } = activeFilter(list.filter);
  const query = usePagedQuery(InvoiceReconciliationDocument, {
    list,
    filter: { ...(unitName ? { unitName } : {}), ...(invoiceStatus ? { invoiceStatus: Number(invoiceStatus) } : {}) },
    select: (d) => d.invoiceReconciliation,
  });
  const [issuing, setIssuing] = useState<Row | null>(null);
  const searchFields: SearchField[] = [
    { name: 'unitName', label: t('dues.field.unitName') },
    {
      name: 'invoiceStatus',
      label: t('dues.invoice.state'),
      options: ['-1', '0', '1'].map((value) => ({ value, label: t(`dues.invoice.state.${value}`) })),
    },
  ];
  const columns = useMemo<Array<Column<Row>>>(
    () => [
      { key: 'orderNo', header: t('dues.field.orderNo'), value: (r) => r.order.orderNo, width: '48' },
      {
        key: 'unitName',
        header: t('dues.field.unitName'),
        value: (r) => r.order.unitName,
        truncate: true,
        width: '56',
      },
      { key: 'amount', header: t('dues.field.amount'), value: (r) => yuan(r.order.amount), width: '28', align: 'end' },
      {
        key: 'paidTime',
        header: t('dues.field.paidTime'),
        value: (r) => (r.order.paidTime ? formatDateTime(r.order.paidTime) : '—'),
        width: '40',
      },
      { key: 'receiptNo', header: t('dues.field.receiptNo'), value: (r) => r.receiptNo ?? '—', width: '32' },
      {
        key: 'title',
        header: t('dues.invoice.title'),
        value: (r) => (r.request ? `${r.request.title} ${r.request.taxNumber}` : '—'),
        truncate: true,
        width: '64',
      },
      {
        key: 'state',
        header: t('dues.invoice.state'),
        value: (r) => String(r.request?.status ?? -1),
        width: '24',
        align: 'center',
        render: (r) => (
          <Badge variant="subtle" colorPalette={!r.request ? 'gray' : r.request.status === 1 ? 'green' : 'orange'}>
            {t(`dues.invoice.state.${r.request?.status ?? -1}`)}
          </Badge>
        ),
      },
      {
        key: 'invoiceNumber',
        header: t('dues.invoice.number'),
        value: (r) => r.request?.invoiceNumber ?? '—',
        width: '32',
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is derived from intl
    [intl],
  );
  return (
    <>
      <CrudList
        caption={t('dues.invoice.reconcileTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.order.id}
        rowLabel={(r) => r.order.orderNo}
        rowActions={(r) =>
          r.request && r.request.status === 0 ? (
            <Can codes={['member_invoice_issue']}>
              <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => setIssuing(r)}>
                <FileCheck />
                <FormattedMessage id="dues.invoice.issue" />
              </Button>
            </Can>
          ) : null
        }
      />
      <IssueDialog row={issuing} onClose={() => setIssuing(null)} />
    </>
  );
}

function IssueDialog({ row, onClose }: { row: Row | null; onClose(): void }) {
  const intl = useIntl();
  const [number, setNumber] = useState('');
  const [issue, { loading }] = useMutation(IssueInvoiceDocument, {
    update: (cache) => evictList(cache, 'invoiceReconciliation'),
  });
  const submit = async () => {
    if (
      await runAction(
        () => issue({ variables: { input: { id: row!.request!.id, invoiceNumber: number } } }),
        'common.operationSuccess',
      )
    ) {
      setNumber('');
      onClose();
    }
  };
  return (
    <DialogFrame
      open={Boolean(row)}
      onClose={onClose}
      title={intl.formatMessage({ id: 'dues.invoice.issue' })}
      size="sm"
      lazy
    >
      <Dialog.Body>
        <FormField label={intl.formatMessage({ id: 'dues.invoice.number' })} required>
          <Input value={number} maxLength={64} onChange={(e) => setNumber(e.target.value)} />
        </FormField>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button colorPalette="blue" loading={loading} disabled={!number.trim()} onClick={submit}>
          <FormattedMessage id="common.confirm" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
