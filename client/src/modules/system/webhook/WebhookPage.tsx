import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Code, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { KeyRound, ListChecks, RotateCcw, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import { readApiProblem } from '../../../engine/apollo/errors';
import { Can } from '../../../engine/auth/can';
import {
  activeFilter,
  type Column,
  CrudList,
  DialogFrame,
  pagedListProps,
  type RecordDialogState,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../../engine/crud';
import { notify } from '../../../engine/feedback/toaster';
import { formatDateTime } from '../../../engine/format/date';
import {
  PingWebhookEndpointDocument,
  RemoveWebhookEndpointsDocument,
  ResendWebhookDeliveryDocument,
  RotateWebhookSecretDocument,
  WebhookDeliveryDocument,
  type WebhookDeliveryFieldsFragment,
  WebhookDeliveryPageDocument,
  type WebhookEndpointFieldsFragment,
  WebhookEndpointPageDocument,
  WebhookEventTypesDocument,
} from '../../../generated/graphql';
import { SecretDialog, useEventLabel, WebhookFormDialog } from './WebhookFormDialog';

const ENDPOINT_FILTER = { name: '' };
const DELIVERY_FILTER = { endpointId: '', event: '', status: '' };
/** 0 waiting or retrying, 1 delivered, 2 given up. */
const DELIVERY_STATUSES = ['0', '1', '2'] as const;
const STATUS_PALETTE: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red' };

const failed = (e: unknown) => notify('error', { text: readApiProblem(e)?.message ?? String(e) });

/**
 * Webhook 推送: the endpoints third parties receive events at (per event type, signed with a secret shown once),
 * and below them every delivery with its answer, to re-send.
 */
export function WebhookPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const eventLabel = useEventLabel();
  const endpoints = useListState(ENDPOINT_FILTER);
  const deliveries = useListState(DELIVERY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const endpointQuery = usePagedQuery(WebhookEndpointPageDocument, {
    list: endpoints,
    filter: activeFilter(endpoints.filter),
    select: (data) => data.webhookEndpoints,
  });
  const { endpointId, event, status } = deliveries.filter;
  const deliveryQuery = usePagedQuery(WebhookDeliveryPageDocument, {
    list: deliveries,
    filter: {
      ...(endpointId ? { endpointId } : {}),
      ...(event ? { event } : {}),
      ...(status ? { status: Number(status) } : {}),
    },
    select: (data) => data.webhookDeliveries,
  });
  const types = useQuery(WebhookEventTypesDocument).data?.webhookEventTypes ?? [];
  const refreshDeliveries = {
    update: (cache: Parameters<typeof evictList>[0]) => evictList(cache, 'webhookDeliveries'),
  };
  const [removeEndpoints] = useMutation(RemoveWebhookEndpointsDocument, {
    update: (cache) => evictList(cache, 'webhookEndpoints'),
  });
  const [rotate] = useMutation(RotateWebhookSecretDocument);
  const [ping] = useMutation(PingWebhookEndpointDocument, refreshDeliveries);
  const [resend] = useMutation(ResendWebhookDeliveryDocument, refreshDeliveries);

  const names = useMemo(() => new Map(endpointQuery.rows.map((e) => [e.id, e.name])), [endpointQuery.rows]);

  const endpointColumns = useMemo<Array<Column<WebhookEndpointFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'name', header: t('system.webhook.name'), value: (r) => r.name, width: '36', truncate: true },
      {
        key: 'url',
        header: t('system.webhook.url'),
        value: (r) => r.url,
        render: (r) => (
          <Code size="sm" variant="surface" colorPalette="gray" wordBreak="break-all">
            {r.url}
          </Code>
        ),
        minWidth: '64',
      },
      {
        key: 'events',
        header: t('system.webhook.events'),
        value: (r) => r.events.map(eventLabel).join('、'),
        render: (r) => (
          <HStack gap="1" wrap="wrap">
            {r.events.map((e) => (
              <Badge key={e} variant="outline" size="sm">
                {eventLabel(e)}
              </Badge>
            ))}
          </HStack>
        ),
        minWidth: '64',
      },
      {
        key: 'enabled',
        header: t('common.status'),
        value: (r) => t(r.enabled ? 'system.webhook.enabled' : 'system.webhook.disabled'),
        render: (r) => (
          <Badge colorPalette={r.enabled ? 'green' : 'gray'} variant="subtle">
            {t(r.enabled ? 'system.webhook.enabled' : 'system.webhook.disabled')}
          </Badge>
        ),
        width: '20',
      },
      { key: 'secret', header: t('system.webhook.secret'), value: (r) => `••••${r.secretHint}`, width: '24' },
    ];
  }, [intl, eventLabel]);

  const deliveryColumns = useMemo<Array<Column<WebhookDeliveryFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      {
        key: 'createTime',
        header: t('system.webhook.delivery.time'),
        value: (r) => formatDateTime(r.createTime),
        width: '40',
      },
      {
        key: 'endpoint',
        header: t('system.webhook.endpoint'),
        value: (r) => names.get(r.endpointId) ?? r.endpointId,
        width: '32',
        truncate: true,
      },
      { key: 'event', header: t('system.webhook.event'), value: (r) => eventLabel(r.event), width: '36' },
      {
        key: 'status',
        header: t('common.status'),
        value: (r) => t(`system.webhook.delivery.status.${r.status}`),
        render: (r) => (
          <Badge colorPalette={STATUS_PALETTE[r.status] ?? 'gray'} variant="subtle">
            {t(`system.webhook.delivery.status.${r.status}`)}
          </Badge>
        ),
        width: '24',
      },
      {
        key: 'attempts',
        header: t('system.webhook.delivery.attempts'),
        value: (r) => String(r.attempts),
        width: '20',
        align: 'end',
      },
      {
        key: 'answer',
        header: t('system.webhook.delivery.answer'),
        value: (r) =>
          (r.responseStatus != null ? `HTTP ${r.responseStatus}` : '') +
          (r.lastError && r.responseStatus == null ? r.lastError : ''),
        minWidth: '40',
        truncate: true,
      },
      {
        key: 'next',
        header: t('system.webhook.delivery.next'),
        value: (r) =>
          r.status === 0 ? formatDateTime(r.nextAttemptTime) : r.deliveredTime ? formatDateTime(r.deliveredTime) : '',
        width: '40',
      },
    ];
  }, [intl, eventLabel, names]);

  const endpointSearch: SearchField[] = [{ name: 'name', label: t('system.webhook.name') }];
  const deliverySearch: SearchField[] = [
    {
      name: 'endpointId',
      label: t('system.webhook.endpoint'),
      options: endpointQuery.rows.map((e) => ({ value: e.id, label: e.name })),
    },
    {
      name: 'event',
      label: t('system.webhook.event'),
      options: types.map((e) => ({ value: e.key, label: eventLabel(e.key) })),
    },
    {
      name: 'status',
      label: t('common.status'),
      options: DELIVERY_STATUSES.map((value) => ({ value, label: t(`system.webhook.delivery.status.${value}`) })),
    },
  ];

  const showDeliveries = (endpoint: WebhookEndpointFieldsFragment) => {
    deliveries.search({ endpointId: endpoint.id });
    document.getElementById('webhook-deliveries')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Stack gap="8">
      <CrudList
        caption={t('system.webhook.listTitle')}
        list={endpoints}
        searchFields={endpointSearch}
        {...pagedListProps(endpointQuery)}
        columns={endpointColumns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.name}
        create={{ code: 'webhook_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'webhook_delete', run: (ids) => removeEndpoints({ variables: { input: { ids } } }) }}
        edit={{ code: 'webhook_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        rowActions={(r) => (
          <>
            <Button size="xs" variant="ghost" onClick={() => showDeliveries(r)}>
              <ListChecks />
              <FormattedMessage id="system.webhook.showDeliveries" />
            </Button>
            <Can codes={['webhook_edit', 'webhook_resend']}>
              <Button
                size="xs"
                variant="ghost"
                onClick={() =>
                  ping({ variables: { id: r.id } })
                    .then(() => notify('success', { id: 'system.webhook.pinged' }))
                    .catch(failed)
                }
              >
                <Send />
                <FormattedMessage id="system.webhook.ping" />
              </Button>
            </Can>
            <Can codes={['webhook_edit']}>
              <Button
                size="xs"
                variant="ghost"
                onClick={() =>
                  rotate({ variables: { id: r.id } })
                    .then(({ data }) => {
                      const made = data?.rotateWebhookSecret;
                      if (made) setSecret({ name: made.endpoint.name, secret: made.secret });
                    })
                    .catch(failed)
                }
              >
                <KeyRound />
                <FormattedMessage id="system.webhook.rotate" />
              </Button>
            </Can>
          </>
        )}
        actionsWidth="96"
      />
      <Stack gap="3" id="webhook-deliveries">
        <Text textStyle="lg" fontWeight="semibold">
          <FormattedMessage id="system.webhook.deliveries" />
        </Text>
        <CrudList
          caption={t('system.webhook.deliveries')}
          list={deliveries}
          searchFields={deliverySearch}
          {...pagedListProps(deliveryQuery)}
          columns={deliveryColumns}
          rowId={(r) => r.id}
          rowLabel={(r) => `${eventLabel(r.event)} ${formatDateTime(r.createTime)}`}
          onView={(r) => setViewing(r.id)}
          rowActions={(r) =>
            r.status === 0 ? null : (
              <Can codes={['webhook_resend']}>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() =>
                    resend({ variables: { id: r.id } })
                      .then(() => notify('success', { id: 'system.webhook.resent' }))
                      .catch(failed)
                  }
                >
                  <RotateCcw />
                  <FormattedMessage id="system.webhook.resend" />
                </Button>
              </Can>
            )
          }
          actionsWidth="52"
        />
      </Stack>
      <WebhookFormDialog
        state={dialog}
        types={types}
        onClose={() => setDialog(null)}
        onSaved={(made) => {
          setDialog(null);
          if (made) setSecret(made);
        }}
      />
      <SecretDialog made={secret} onClose={() => setSecret(null)} />
      <DeliveryDialog id={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}

/** One delivery: what was posted and what the receiver answered. */
function DeliveryDialog({ id, onClose }: { id: string | null; onClose(): void }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const eventLabel = useEventLabel();
  const { data } = useQuery(WebhookDeliveryDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const d = data?.webhookDelivery;
  const pretty = (text: string) => {
    try {
      return JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      return text;
    }
  };
  return (
    <DialogFrame open={id !== null} onClose={onClose} title={t('system.webhook.delivery.title')} size="lg" divider>
      <Dialog.Body py="5">
        {d ? (
          <Stack gap="3" textStyle="sm">
            <Text>
              {eventLabel(d.event)} · {t(`system.webhook.delivery.status.${d.status}`)} ·{' '}
              {intl.formatMessage({ id: 'system.webhook.delivery.attemptsCount' }, { count: d.attempts })}
            </Text>
            <Text color="fg.muted">
              <FormattedMessage id="system.webhook.delivery.eventId" />: <Code size="sm">{d.eventId}</Code>
            </Text>
            <Code as="pre" display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="3" maxH="64" overflow="auto">
              {pretty(d.body)}
            </Code>
            {(d.responseStatus != null || d.lastError) && (
              <Stack gap="1">
                <Text fontWeight="medium">
                  <FormattedMessage id="system.webhook.delivery.answer" />
                  {d.responseStatus != null ? `: HTTP ${d.responseStatus}` : ''}
                  {d.durationMs != null ? ` (${d.durationMs} ms)` : ''}
                </Text>
                {d.lastError && <Text color="fg.error">{d.lastError}</Text>}
                {d.responseBody && (
                  <Code
                    as="pre"
                    display="block"
                    whiteSpace="pre-wrap"
                    wordBreak="break-all"
                    p="3"
                    maxH="40"
                    overflow="auto"
                  >
                    {d.responseBody}
                  </Code>
                )}
              </Stack>
            )}
          </Stack>
        ) : (
          <Text color="fg.muted">
            <FormattedMessage id="common.loading" />
          </Text>
        )}
      </Dialog.Body>
    </DialogFrame>
  );
}
