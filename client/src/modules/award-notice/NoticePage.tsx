import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Dialog,
  Heading,
  HStack,
  Input,
  Link,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { NOTICE_STATUS, noticeErrors, OBJECTION_STATUS, handlingErrors } from '@zhuxie/domain/award/notice-rules';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../engine/apollo/errors';
import { ConfirmDialog, DataTable, DialogFrame, OptionSelect } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { FormField } from '../../engine/form';
import { formatDateTime } from '../../engine/format/date';
import {
  type AwardNoticeFieldsFragment,
  AwardNoticesDocument,
  AwardObjectionsDocument,
  ConfirmAwardNoticeDocument,
  HandleAwardObjectionDocument,
  NoticeApplicationOptionsDocument,
  NoticeProgrammeOptionsDocument,
  PublishAwardNoticeDocument,
  RemoveAwardNoticeDocument,
  SaveAwardNoticeDocument,
} from '../../generated/graphql';

type Notice = AwardNoticeFieldsFragment;
const errorsByField = (list: { field: string; message: string }[]) =>
  Object.fromEntries(list.map((e) => [e.field, e.message]).reverse());

/** The open page of a notice (the link staff pass on). */
export const publicNoticePath = (id: string) => `/awards/notice/public?id=${encodeURIComponent(id)}`;

const STATUS_COLOR: Record<number, string> = { 0: 'gray', 1: 'blue', 2: 'green' };

/**
 * 公示与异议: choose a programme; draft a notice of its proposed results (reviewed applications, each with a
 * result) for a period; publish it (the open page takes objections); handle each objection with a reply (upheld:
 * the application leaves the results); confirm the final results once the period has ended.
 */
export function NoticePage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data: programmes } = useQuery(NoticeProgrammeOptionsDocument);
  const [programmeId, setProgrammeId] = useState('');
  const { data, loading, refetch } = useQuery(AwardNoticesDocument, {
    variables: { programmeId },
    skip: !programmeId,
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<Notice | 'new' | null>(null);
  const [objectionsOf, setObjectionsOf] = useState<Notice | null>(null);
  const [asked, setAsked] = useState<{ notice: Notice; action: 'publish' | 'confirm' | 'remove' } | null>(null);
  const [publish, { loading: publishing }] = useMutation(PublishAwardNoticeDocument);
  const [confirm, { loading: confirming }] = useMutation(ConfirmAwardNoticeDocument);
  const [remove, { loading: removing }] = useMutation(RemoveAwardNoticeDocument);
  const options = (programmes?.noticeProgrammeOptions ?? []).map((p) => ({ value: p.id, label: p.name }));

  const act = async () => {
    if (!asked) return;
    const { notice, action } = asked;
    try {
      if (action === 'publish') await publish({ variables: { id: notice.id } });
      if (action === 'confirm') await confirm({ variables: { id: notice.id } });
      if (action === 'remove') await remove({ variables: { id: notice.id } });
      notify('success', { text: t(`notice.done.${action}`) });
      await refetch();
    } catch (e) {
      notify('error', { text: readApiProblem(e)?.message ?? t('notice.failed') });
    } finally {
      setAsked(null);
    }
  };

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="end">
        <FormField label={t('notice.programme')}>
          <OptionSelect
            name="programmeId"
            options={options}
            value={programmeId}
            onChange={setProgrammeId}
            emptyLabel={t('notice.chooseProgramme')}
            width={{ base: 'full', md: '80' }}
          />
        </FormField>
        <Button colorPalette="blue" disabled={!programmeId} onClick={() => setEditing('new')}>
          <FormattedMessage id="notice.create" />
        </Button>
      </HStack>
      {!programmeId ? (
        <Text color="fg.muted">
          <FormattedMessage id="notice.chooseFirst" />
        </Text>
      ) : (
        <DataTable<Notice>
          rows={data?.awardNotices ?? []}
          loading={loading && !data}
          rowId={(n) => n.id}
          rowLabel={(n) => n.title}
          caption={t('notice.list')}
          columns={[
            { key: 'title', header: t('notice.title'), value: (n) => n.title, minWidth: '14rem' },
            {
              key: 'period',
              header: t('notice.period'),
              value: (n) => `${n.startDate} ~ ${n.endDate}`,
              minWidth: '12rem',
            },
            {
              key: 'status',
              header: t('notice.status'),
              render: (n) => <Badge colorPalette={STATUS_COLOR[n.status]}>{t(`notice.status.${n.status}`)}</Badge>,
            },
            {
              key: 'items',
              header: t('notice.items'),
              value: (n) =>
                t('notice.itemCount', { n: n.items.length, out: n.items.filter((i) => i.withdrawn).length }),
            },
          ]}
          actionsWidth="20rem"
          actions={(n) => (
            <HStack gap="1" wrap="wrap">
              {n.status === NOTICE_STATUS.draft && (
                <>
                  <Button size="xs" variant="ghost" onClick={() => setEditing(n)}>
                    <FormattedMessage id="common.edit" />
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => setAsked({ notice: n, action: 'publish' })}>
                    <FormattedMessage id="notice.publish" />
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => setAsked({ notice: n, action: 'remove' })}
                  >
                    <FormattedMessage id="common.delete" />
                  </Button>
                </>
              )}
              {n.status !== NOTICE_STATUS.draft && (
                <>
                  <Button size="xs" variant="ghost" onClick={() => setObjectionsOf(n)}>
                    <FormattedMessage id="notice.objections" />
                  </Button>
                  <Link href={publicNoticePath(n.id)} target="_blank" fontSize="xs" px="2">
                    <FormattedMessage id="notice.openPage" />
                  </Link>
                </>
              )}
              {n.status === NOTICE_STATUS.published && (
                <Button size="xs" variant="ghost" onClick={() => setAsked({ notice: n, action: 'confirm' })}>
                  <FormattedMessage id="notice.confirm" />
                </Button>
              )}
            </HStack>
          )}
        />
      )}
      {editing && (
        <NoticeDialog
          programmeId={programmeId}
          notice={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      {objectionsOf && (
        <ObjectionsDialog
          notice={objectionsOf}
          onClose={() => setObjectionsOf(null)}
          onChanged={() => void refetch()}
        />
      )}
      <ConfirmDialog
        open={Boolean(asked)}
        busy={publishing || confirming || removing}
        danger={asked?.action === 'remove'}
        title={asked ? t(`notice.ask.${asked.action}.title`) : ''}
        message={asked ? t(`notice.ask.${asked.action}`, { title: asked.notice.title }) : ''}
        onConfirm={() => void act()}
        onCancel={() => setAsked(null)}
      />
    </Stack>
  );
}

interface Draft {
  title: string;
  intro: string;
  startDate: string;
  endDate: string;
  /** applicationId → result text of the chosen applications. */
  chosen: Record<string, string>;
}

function NoticeDialog({
  programmeId,
  notice,
  onClose,
  onSaved,
}: {
  programmeId: string;
  notice: Notice | null;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data } = useQuery(NoticeApplicationOptionsDocument, { variables: { programmeId } });
  const [draft, setDraft] = useState<Draft>(() => ({
    title: notice?.title ?? '',
    intro: notice?.intro ?? '',
    startDate: notice?.startDate ?? '',
    endDate: notice?.endDate ?? '',
    chosen: Object.fromEntries((notice?.items ?? []).map((i) => [i.applicationId, i.result])),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(SaveAwardNoticeDocument);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const apps = data?.noticeApplicationOptions ?? [];
  const defaultResult = t('notice.defaultResult');

  const submit = async () => {
    const items = apps
      .filter((a) => a.id in draft.chosen)
      .map((a) => ({ applicationId: a.id, result: draft.chosen[a.id] ?? '' }));
    const found = noticeErrors({ ...draft, items });
    const byField = errorsByField(found);
    // An item's error is shown beside its row: map items[i] to the application's id.
    for (const e of found) {
      const m = /^items\[(\d+)\]/.exec(e.field);
      if (m) byField[`item.${items[Number(m[1])]!.applicationId}`] = e.message;
    }
    setErrors(byField);
    if (found.length) return;
    try {
      await save({
        variables: {
          input: {
            id: notice?.id ?? null,
            version: notice?.version ?? null,
            programmeId,
            title: draft.title,
            intro: draft.intro,
            startDate: draft.startDate,
            endDate: draft.endDate,
            items,
          },
        },
      });
      notify('success', { text: t('common.operationSuccess') });
      onSaved();
    } catch (e) {
      const problem = readApiProblem(e);
      setErrors(problem?.fields ?? {});
      notify('error', { text: problem?.message ?? t('notice.failed') });
    }
  };

  return (
    <DialogFrame open onClose={onClose} title={t(notice ? 'notice.edit' : 'notice.create')} size="lg" divider lazy>
      <Dialog.Body>
        <Stack gap="4">
          <FormField label={t('notice.title')} required error={errors.title}>
            <Input value={draft.title} onChange={(e) => set({ title: e.target.value })} maxLength={200} />
          </FormField>
          <FormField label={t('notice.intro')}>
            <Textarea value={draft.intro} onChange={(e) => set({ intro: e.target.value })} rows={3} />
          </FormField>
          <FormField label={t('notice.period')} required error={errors.period}>
            <HStack gap="2" wrap="wrap">
              <Input
                type="date"
                aria-label={t('notice.startDate')}
                value={draft.startDate}
                onChange={(e) => set({ startDate: e.target.value })}
                width="auto"
              />
              <Text>~</Text>
              <Input
                type="date"
                aria-label={t('notice.endDate')}
                value={draft.endDate}
                onChange={(e) => set({ endDate: e.target.value })}
                width="auto"
              />
            </HStack>
          </FormField>
          <FormField label={t('notice.items')} required error={errors.items}>
            {apps.length === 0 ? (
              <Text color="fg.muted">
                <FormattedMessage id="notice.noApplications" />
              </Text>
            ) : (
              <Stack gap="2" width="full">
                {apps.map((a) => {
                  const chosen = a.id in draft.chosen;
                  return (
                    <Box key={a.id} borderWidth="1px" borderRadius="md" p="2">
                      <HStack justify="space-between" wrap="wrap" gap="2">
                        <Checkbox.Root
                          checked={chosen}
                          onCheckedChange={(d) => {
                            const next = { ...draft.chosen };
                            if (d.checked) next[a.id] = defaultResult;
                            else delete next[a.id];
                            set({ chosen: next });
                          }}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>
                            {a.projectName ?? '-'}
                            <Text as="span" color="fg.muted" ms="2" fontSize="sm">
                              {a.unitName}
                            </Text>
                          </Checkbox.Label>
                        </Checkbox.Root>
                        {chosen && (
                          <Input
                            size="sm"
                            width={{ base: 'full', sm: '40' }}
                            aria-label={t('notice.resultOf', { name: a.projectName ?? '' })}
                            value={draft.chosen[a.id]}
                            onChange={(e) => set({ chosen: { ...draft.chosen, [a.id]: e.target.value } })}
                          />
                        )}
                      </HStack>
                      {errors[`item.${a.id}`] && (
                        <Text color="fg.error" fontSize="sm">
                          {errors[`item.${a.id}`]}
                        </Text>
                      )}
                    </Box>
                  );
                })}
              </Stack>
            )}
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button colorPalette="blue" loading={loading} onClick={() => void submit()}>
          <FormattedMessage id="common.save" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

function ObjectionsDialog({ notice, onClose, onChanged }: { notice: Notice; onClose(): void; onChanged(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, loading, refetch } = useQuery(AwardObjectionsDocument, {
    variables: { noticeId: notice.id },
    fetchPolicy: 'network-only',
  });
  const [handling, setHandling] = useState<string | null>(null);
  const [decision, setDecision] = useState<{ upheld: boolean | null; reply: string }>({ upheld: null, reply: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [handle, { loading: saving }] = useMutation(HandleAwardObjectionDocument);
  const projectOf = (id: string) => notice.items.find((i) => i.applicationId === id)?.projectName ?? '-';

  const submit = async (id: string) => {
    const found = handlingErrors(decision);
    setErrors(errorsByField(found));
    if (found.length) return;
    try {
      await handle({ variables: { input: { id, upheld: decision.upheld, reply: decision.reply } } });
      notify('success', { text: t('notice.done.handle') });
      setHandling(null);
      await refetch();
      onChanged();
    } catch (e) {
      notify('error', { text: readApiProblem(e)?.message ?? t('notice.failed') });
    }
  };

  const objections = data?.awardObjections ?? [];
  return (
    <DialogFrame open onClose={onClose} title={t('notice.objectionsOf', { title: notice.title })} size="xl" divider>
      <Dialog.Body>
        {loading && !data ? (
          <Text>
            <FormattedMessage id="common.loading" />
          </Text>
        ) : objections.length === 0 ? (
          <Text color="fg.muted">
            <FormattedMessage id="notice.noObjections" />
          </Text>
        ) : (
          <Stack gap="3">
            {objections.map((o) => (
              <Box key={o.id} borderWidth="1px" borderRadius="md" p="3">
                <HStack justify="space-between" wrap="wrap">
                  <Heading size="sm">{projectOf(o.applicationId)}</Heading>
                  <Badge
                    colorPalette={o.status === OBJECTION_STATUS.pending ? 'orange' : o.status === 1 ? 'red' : 'gray'}
                  >
                    {t(`notice.objection.status.${o.status}`)}
                  </Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {o.name} · {o.contact} · {formatDateTime(o.createTime)}
                </Text>
                <Text mt="2" whiteSpace="pre-wrap">
                  {o.reasons}
                </Text>
                {o.files.length > 0 && (
                  <HStack gap="3" mt="1" wrap="wrap">
                    {o.files.map((f) => (
                      <Link key={f.url} href={f.url} target="_blank" fontSize="sm">
                        {f.name}
                      </Link>
                    ))}
                  </HStack>
                )}
                {o.reply && (
                  <Text mt="2" fontSize="sm">
                    <FormattedMessage id="notice.reply" />：{o.reply}（{o.handledBy}）
                  </Text>
                )}
                {o.status === OBJECTION_STATUS.pending && notice.status === NOTICE_STATUS.published && (
                  <Box mt="2">
                    {handling === o.id ? (
                      <Stack gap="2">
                        <FormField label={t('notice.decision')} required error={errors.upheld}>
                          <RadioGroup.Root
                            value={decision.upheld === null ? '' : decision.upheld ? 'upheld' : 'dismissed'}
                            onValueChange={(d) => setDecision((x) => ({ ...x, upheld: d.value === 'upheld' }))}
                          >
                            <HStack gap="4">
                              {(['upheld', 'dismissed'] as const).map((v) => (
                                <RadioGroup.Item key={v} value={v}>
                                  <RadioGroup.ItemHiddenInput />
                                  <RadioGroup.ItemIndicator />
                                  <RadioGroup.ItemText>{t(`notice.decision.${v}`)}</RadioGroup.ItemText>
                                </RadioGroup.Item>
                              ))}
                            </HStack>
                          </RadioGroup.Root>
                        </FormField>
                        <FormField label={t('notice.reply')} required error={errors.reply}>
                          <Textarea
                            value={decision.reply}
                            onChange={(e) => setDecision((x) => ({ ...x, reply: e.target.value }))}
                            rows={2}
                          />
                        </FormField>
                        <HStack>
                          <Button size="sm" colorPalette="blue" loading={saving} onClick={() => void submit(o.id)}>
                            <FormattedMessage id="notice.handleSave" />
                          </Button>
                          <Button size="sm" variant="outline" onClick={() => setHandling(null)}>
                            <FormattedMessage id="common.cancel" />
                          </Button>
                        </HStack>
                      </Stack>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => {
                          setHandling(o.id);
                          setDecision({ upheld: null, reply: '' });
                          setErrors({});
                        }}
                      >
                        <FormattedMessage id="notice.handle" />
                      </Button>
                    )}
                  </Box>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </Dialog.Body>
    </DialogFrame>
  );
}
