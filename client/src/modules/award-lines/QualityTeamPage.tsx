import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Dialog, HStack, Heading, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import { readApiProblem } from '../../engine/apollo/errors';
import { useCan } from '../../engine/auth';
import {
  activeFilter,
  type Column,
  CrudList,
  DialogFrame,
  FormFooter,
  OptionSelect,
  pagedListProps,
  saveForm,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { FormField, required, type Rules, useForm } from '../../engine/form';
import {
  AddQualityTeamUnitDocument,
  EnableQualityTeamUnitDocument,
  QualityTeamFlowConfigDocument,
  QualityTeamUnitCandidatesDocument,
  type QualityTeamUnitFieldsFragment,
  QualityTeamUnitPageDocument,
  RemoveQualityTeamUnitsDocument,
} from '../../generated/graphql';

const EMPTY_FILTER = { unitName: '', enabled: '' };

/** 质量小组: the member units allowed to declare quality teams (enable switch, add, remove) and the flow they go through. */
export function QualityTeamPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState(EMPTY_FILTER);
  const [adding, setAdding] = useState(false);
  const { enabled, ...text } = activeFilter(list.filter);
  const query = usePagedQuery(QualityTeamUnitPageDocument, {
    list,
    filter: { ...text, ...(enabled ? { enabled: Number(enabled) } : {}) },
    select: (data) => data.qualityTeamUnits,
  });
  const [removeRows] = useMutation(RemoveQualityTeamUnitsDocument, {
    update: (cache) => {
      evictList(cache, 'qualityTeamUnits');
      evictList(cache, 'qualityTeamUnitCandidates');
    },
  });
  const [enable] = useMutation(EnableQualityTeamUnitDocument);
  const mayEnable = useCan('awards_quality_team_enable');

  const toggle = async (row: QualityTeamUnitFieldsFragment, checked: boolean) => {
    try {
      await enable({ variables: { input: { id: row.id, enabled: checked ? 1 : 0 } } });
      notify('success', {
        id: checked ? 'awardLines.qualityTeam.enabledNotice' : 'awardLines.qualityTeam.disabledNotice',
        values: { name: row.unitName },
      });
    } catch (error) {
      const problem = readApiProblem(error);
      if (problem) notify('error', { text: problem.message });
    }
  };

  const searchFields: SearchField[] = [
    { name: 'unitName', label: t('awardLines.unitName') },
    {
      name: 'enabled',
      label: t('awardLines.qualityTeam.enabled'),
      options: [
        { value: '1', label: t('common.status.enabled') },
        { value: '0', label: t('common.status.disabled') },
      ],
    },
  ];
  const columns = useMemo<Array<Column<QualityTeamUnitFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'unitName', header: t('awardLines.unitName'), value: (r) => r.unitName, truncate: true, width: '72' },
      {
        key: 'enabled',
        header: t('awardLines.qualityTeam.enabled'),
        value: (r) => t(r.enabled === 1 ? 'common.status.enabled' : 'common.status.disabled'),
        render: (r) => (
          <HStack gap="2" justify="center">
            <Switch.Root
              size="sm"
              checked={r.enabled === 1}
              disabled={!mayEnable}
              onCheckedChange={(details) => void toggle(r, details.checked)}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label srOnly>
                {intl.formatMessage({ id: 'awardLines.qualityTeam.enableRow' }, { name: r.unitName })}
              </Switch.Label>
            </Switch.Root>
            <Text fontSize="sm">{t(r.enabled === 1 ? 'common.status.enabled' : 'common.status.disabled')}</Text>
          </HStack>
        ),
        width: '32',
        align: 'center',
      },
      { key: 'remark', header: t('awardLines.remark'), value: (r) => r.remark, truncate: true, width: '48' },
      {
        key: 'createTime',
        header: t('awardLines.qualityTeam.addedAt'),
        value: (r) => r.createTime.slice(0, 10),
        width: '28',
      },
    ];
    // toggle only closes over stable values
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intl, mayEnable]);

  return (
    <Stack gap="4">
      <FlowConfig />
      <CrudList
        caption={t('awardLines.qualityTeam.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.unitName}
        create={{ code: 'awards_quality_team_add', onClick: () => setAdding(true) }}
        remove={{ code: 'awards_quality_team_delete', run: (ids) => removeRows({ variables: { input: { ids } } }) }}
      />
      <AddUnitDialog open={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}

/** The flow models of the quality_team business type and their steps (flowConfigList). */
function FlowConfig() {
  const intl = useIntl();
  const { data } = useQuery(QualityTeamFlowConfigDocument);
  const models = data?.qualityTeamFlowConfig ?? [];
  return (
    <Box as="section" aria-labelledby="quality-team-flow" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" id="quality-team-flow" size="sm" mb="2">
        <FormattedMessage id="awardLines.qualityTeam.flowTitle" />
      </Heading>
      {data && models.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="awardLines.qualityTeam.flowNone" />
        </Text>
      )}
      {models.map((m) => (
        <HStack key={m.id} gap="2" wrap="wrap">
          <Text fontSize="sm" fontWeight="medium">
            {intl.formatMessage(
              { id: 'awardLines.qualityTeam.flowVersion' },
              { name: m.name, version: m.modelVersion },
            )}
          </Text>
          <HStack as="ol" gap="1" listStyleType="none" wrap="wrap">
            {m.steps.map((s, i) => (
              <Box as="li" key={`${m.id}-${i}`}>
                <Badge variant="outline">{`${i + 1}. ${s.title}`}</Badge>
              </Box>
            ))}
          </HStack>
        </HStack>
      ))}
    </Box>
  );
}

interface AddValues extends Record<string, string> {
  memberUnitId: string;
  remark: string;
}

function AddUnitDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'awardLines.qualityTeam.addTitle' });
  return (
    <DialogFrame open={open} onClose={onClose} title={title} divider lazy>
      {open && <AddUnitForm title={title} onClose={onClose} />}
    </DialogFrame>
  );
}

function AddUnitForm({ title, onClose }: { title: string; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data } = useQuery(QualityTeamUnitCandidatesDocument, { fetchPolicy: 'network-only' });
  const options = (data?.qualityTeamUnitCandidates ?? []).map((u) => ({ value: u.id, label: u.name }));
  const rules = useMemo<Rules<AddValues>>(
    () => ({ memberUnitId: [required(intl.formatMessage({ id: 'awardLines.rules.memberUnitRequired' }))] }),
    [intl],
  );
  const form = useForm<AddValues>({ initialValues: { memberUnitId: '', remark: '' }, rules });
  const [add, { loading }] = useMutation(AddQualityTeamUnitDocument, {
    update: (cache) => {
      evictList(cache, 'qualityTeamUnits');
      evictList(cache, 'qualityTeamUnitCandidates');
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const input = { memberUnitId: form.values.memberUnitId, remark: form.values.remark.trim() || null };
    if (await saveForm(form, () => add({ variables: { input } }), { updating: false })) onClose();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <FormField
            label={t('awardLines.memberUnit')}
            error={form.errors.memberUnitId}
            required
            helperText={data && options.length === 0 ? t('awardLines.qualityTeam.noCandidates') : undefined}
          >
            <OptionSelect
              name="memberUnitId"
              options={options}
              value={form.values.memberUnitId}
              onChange={(value) => form.setValue('memberUnitId', value)}
              emptyLabel={t('awardLines.rules.memberUnitRequired')}
            />
          </FormField>
          <FormField label={t('awardLines.remark')} error={form.errors.remark}>
            <Textarea {...form.field('remark')} rows={2} maxLength={500} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter saving={loading} onClose={onClose} />
    </form>
  );
}
