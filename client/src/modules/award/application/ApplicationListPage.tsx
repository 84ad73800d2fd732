import { useMutation } from '@apollo/client/react';
import { Badge, Button, Dialog, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { evictList } from '../../../engine/apollo/cache';
import { readApiProblem } from '../../../engine/apollo/errors';
import { Can, useCan } from '../../../engine/auth';
import {
  activeFilter,
  type Column,
  CrudList,
  DialogFrame,
  downloadFile,
  FormFooter,
  pagedListProps,
  restUrl,
  saveBlob,
  type SearchField,
  useConfirm,
  useListState,
  usePagedQuery,
} from '../../../engine/crud';
import { notify } from '../../../engine/feedback/toaster';
import type { MessageId } from '../../../i18n/locale';
import { FlowStatusBadge } from '../../../engine/flow';
import { FormField } from '../../../engine/form';
import { formatDateTime } from '../../../engine/format/date';
import {
  ApproveAwardApplicationsDocument,
  type AwardApplicationRowFragment,
  AwardApplicationsDocument,
  RemoveAwardApplicationDocument,
  ResetAwardApplicationApprovalDocument,
  SetAwardApplicationEnabledDocument,
} from '../../../generated/graphql';
import { APPLICATION_PATHS, EDITABLE_STATUSES, formAwardType } from './awardApplication';
import { APPROVAL_STATUS, statusValues } from '@zhuxie/domain/labels/status-labels';

const EMPTY_FILTER = { projectName: '', unitName: '', flowStatus: '', enabled: '' };

/** Downloads the zip of an application's materials (centuryCupDownload). */
export async function downloadMaterials(
  restPrefix: string,
  row: Pick<AwardApplicationRowFragment, 'id' | 'projectName' | 'unitName'>,
  onError: (message: string) => void,
) {
  try {
    const file = await downloadFile(
      restUrl(`${restPrefix}/download/${row.id}`),
      `${row.projectName ?? row.unitName}.zip`,
    );
    saveBlob(file.blob, file.fileName);
  } catch (error) {
    onError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The applications of one award type (世纪杯, 优质结构 …): a member unit sees its own, staff every one with their
 * actions (batch approval, reset approval, enable/disable with a message, export, materials zip). `download` is the
 * centuryCupDownload screen: the same list with the materials download first.
 */
export function ApplicationListPage({ awardType, download = false }: { awardType: string; download?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const type = formAwardType(awardType);
  const paths = APPLICATION_PATHS[awardType]!;
  const navigate = useNavigate();
  const confirm = useConfirm();
  const staff = useCan(type.manageCode);
  const list = useListState(EMPTY_FILTER);
  const { flowStatus, enabled, ...text } = activeFilter(list.filter);
  const filter = {
    awardType,
    ...text,
    ...(flowStatus ? { flowStatus: Number(flowStatus) } : {}),
    ...(enabled ? { enabled: Number(enabled) } : {}),
  };
  const query = usePagedQuery(AwardApplicationsDocument, { list, filter, select: (data) => data.awardApplications });
  const evict = { update: (cache: Parameters<typeof evictList>[0]) => evictList(cache, 'awardApplications') };
  const [removeOne] = useMutation(RemoveAwardApplicationDocument, evict);
  const [approve, approving] = useMutation(ApproveAwardApplicationsDocument, evict);
  const [reset] = useMutation(ResetAwardApplicationApprovalDocument, evict);
  const [disabling, setDisabling] = useState<AwardApplicationRowFragment | null>(null);
  const [setEnabled] = useMutation(SetAwardApplicationEnabledDocument, evict);

  const fail = (error: unknown) => {
    const problem = readApiProblem(error);
    notify('error', problem ? { text: problem.message } : { id: 'flow.failed' });
  };
  const run = async (action: () => Promise<unknown>, success: MessageId) => {
    try {
      await action();
      notify('success', { id: success });
      void query.refetch();
    } catch (error) {
      fail(error);
    }
  };

  const searchFields: SearchField[] = [
    { name: 'projectName', label: t('award.app.projectName') },
    { name: 'unitName', label: t('award.app.unitName') },
    {
      name: 'flowStatus',
      label: t('award.app.flowStatus'),
      options: statusValues(APPROVAL_STATUS).map((value) => ({ value, label: t(`flow.status.${value}`) })),
    },
    {
      name: 'enabled',
      label: t('award.app.enabled'),
      options: ['1', '0'].map((value) => ({ value, label: t(`award.app.enabled.${value}`) })),
    },
  ];
  const columns = useMemo<Array<Column<AwardApplicationRowFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      {
        key: 'projectName',
        header: t('award.app.projectName'),
        value: (r) => r.projectName ?? t('award.app.untitled'),
        truncate: true,
        minWidth: '48',
      },
      { key: 'unitName', header: t('award.app.unitName'), value: (r) => r.unitName, truncate: true, width: '56' },
      {
        key: 'programme',
        header: t('award.app.programme'),
        value: (r) => r.programmeName,
        truncate: true,
        width: '44',
      },
      {
        key: 'flowStatus',
        header: t('award.app.flowStatus'),
        value: (r) => t(`flow.status.${r.flowStatus}`),
        render: (r) => <FlowStatusBadge status={r.flowStatus} />,
        width: '24',
        align: 'center',
      },
      {
        key: 'enabled',
        header: t('award.app.enabled'),
        value: (r) => (r.enabled ? t('award.app.enabled.1') : `${t('award.app.enabled.0')}：${r.enabledMessage ?? ''}`),
        render: (r) =>
          r.enabled ? (
            <Badge variant="subtle">{t('award.app.enabled.1')}</Badge>
          ) : (
            <Badge variant="subtle" colorPalette="red" title={r.enabledMessage ?? undefined}>
              {t('award.app.enabled.0')}
            </Badge>
          ),
        width: '20',
        align: 'center',
      },
      {
        key: 'submitTime',
        header: t('award.app.submitTime'),
        value: (r) => (r.submitTime ? formatDateTime(r.submitTime) : '—'),
        width: '40',
      },
    ];
  }, [intl]);

  const rowActions = (r: AwardApplicationRowFragment) => {
    const name = r.projectName ?? t('award.app.untitled');
    const label = (id: string) => t('award.app.rowAction', { action: t(id), name });
    const downloadButton = (
      <Button
        size="xs"
        variant="ghost"
        aria-label={label('award.app.download')}
        onClick={() => void downloadMaterials(type.restPrefix, r, (text) => notify('error', { text }))}
      >
        <FormattedMessage id="award.app.download" />
      </Button>
    );
    return (
      <HStack gap="1" wrap="wrap">
        {download && downloadButton}
        <Button
          size="xs"
          variant="ghost"
          aria-label={label('award.app.view')}
          onClick={() => navigate(`${paths.detail}?id=${r.id}`)}
        >
          <FormattedMessage id="award.app.view" />
        </Button>
        {!staff && EDITABLE_STATUSES.includes(r.flowStatus) && r.enabled === 1 && (
          <Button
            size="xs"
            variant="ghost"
            aria-label={label('award.app.edit')}
            onClick={() => navigate(`${type.applyPath}?id=${r.id}`)}
          >
            <FormattedMessage id="award.app.edit" />
          </Button>
        )}
        {r.flowStatus === 0 && (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={label('award.app.remove')}
            onClick={() =>
              void confirm({ message: t('award.app.removeConfirm', { name }) }).then((yes) => {
                if (yes) void run(() => removeOne({ variables: { id: r.id } }), 'award.app.removed');
              })
            }
          >
            <FormattedMessage id="award.app.remove" />
          </Button>
        )}
        <Can codes={[type.manageCode]}>
          {!download && downloadButton}
          {[2, 3, 4, 5].includes(r.flowStatus) && (
            <Button
              size="xs"
              variant="ghost"
              aria-label={label('award.app.reset')}
              onClick={() =>
                void confirm({ message: t('award.app.resetConfirm', { name }), danger: false }).then((yes) => {
                  if (yes)
                    void run(() => reset({ variables: { input: { id: r.id, status: 0 } } }), 'award.app.resetDone');
                })
              }
            >
              <FormattedMessage id="award.app.reset" />
            </Button>
          )}
          {r.enabled === 1 ? (
            <Button size="xs" variant="ghost" aria-label={label('award.app.disable')} onClick={() => setDisabling(r)}>
              <FormattedMessage id="award.app.disable" />
            </Button>
          ) : (
            <Button
              size="xs"
              variant="ghost"
              aria-label={label('award.app.enable')}
              onClick={() =>
                void run(() => setEnabled({ variables: { input: { id: r.id, enabled: 1 } } }), 'award.app.enabledDone')
              }
            >
              <FormattedMessage id="award.app.enable" />
            </Button>
          )}
        </Can>
      </HStack>
    );
  };

  const selected = [...list.selected];
  return (
    <>
      <CrudList
        caption={t(download ? 'award.app.downloadTitle' : 'award.app.listTitle', { label: type.label })}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.projectName ?? t('award.app.untitled')}
        exporting={{
          code: type.manageCode,
          path: `${type.restPrefix}/export`,
          fileName: t('award.app.exportName', { label: type.label }),
          query: () => ({ ...text, flowStatus, enabled }),
        }}
        remove={
          staff
            ? {
                code: type.manageCode,
                run: async (ids) => {
                  for (const id of ids) await removeOne({ variables: { id } });
                },
                when: (r) => r.flowStatus === 0,
              }
            : undefined
        }
        toolbar={
          <>
            {!staff && (
              <Can codes={['awards_apply']}>
                <Button size="sm" colorPalette="brand" onClick={() => navigate('/awards/newApplication')}>
                  <FormattedMessage id="award.app.apply" />
                </Button>
              </Can>
            )}
            <Can codes={[type.manageCode]}>
              <Button
                size="sm"
                variant="outline"
                disabled={selected.length === 0}
                loading={approving.loading}
                onClick={() =>
                  void confirm({
                    message: t('award.app.batchConfirm', { count: String(selected.length) }),
                    danger: false,
                  }).then(async (yes) => {
                    if (!yes) return;
                    try {
                      const r = await approve({ variables: { input: { awardType, ids: selected } } });
                      notify('success', {
                        text: t('award.app.batchDone', { count: String(r.data?.approveAwardApplications ?? 0) }),
                      });
                      list.setSelected(new Set());
                      void query.refetch();
                    } catch (error) {
                      fail(error);
                    }
                  })
                }
              >
                <FormattedMessage id="award.app.batchApprove" />
              </Button>
            </Can>
          </>
        }
        rowActions={rowActions}
        actionsWidth="72"
      />
      <DisableDialog
        row={disabling}
        onClose={() => setDisabling(null)}
        onSave={(message) =>
          run(
            () => setEnabled({ variables: { input: { id: disabling!.id, enabled: 0, message } } }),
            'award.app.disabledDone',
          )
        }
      />
    </>
  );
}

function DisableDialog({
  row,
  onClose,
  onSave,
}: {
  row: AwardApplicationRowFragment | null;
  onClose(): void;
  onSave(message: string): Promise<void>;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'award.app.disableTitle' });
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  return (
    <DialogFrame open={row !== null} onClose={onClose} title={title} divider lazy>
      <form
        aria-label={title}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!message.trim()) {
            setError(intl.formatMessage({ id: 'award.app.disableMessageRequired' }));
            return;
          }
          setBusy(true);
          void onSave(message.trim()).finally(() => {
            setBusy(false);
            setMessage('');
            onClose();
          });
        }}
      >
        <Dialog.Body py="6">
          <Stack gap="3">
            <Text color="fg.muted">{row?.projectName}</Text>
            <FormField label={intl.formatMessage({ id: 'award.app.disableMessage' })} required error={error}>
              <Textarea rows={3} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={500} />
            </FormField>
          </Stack>
        </Dialog.Body>
        <FormFooter saving={busy} onClose={onClose} />
      </form>
    </DialogFrame>
  );
}
