import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Dialog, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import {
  CheckboxChoices,
  type Column,
  CrudList,
  DialogFrame,
  FormFooter,
  OptionSelect,
  pagedListProps,
  saveForm,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { FormField, required, type Rules, useForm } from '../../engine/form';
import {
  AssignApplicationOptionsDocument,
  AssignProgrammeOptionsDocument,
  ExpertGroupPageDocument,
  RemoveReviewTasksDocument,
  type ReviewTaskFieldsFragment,
  ReviewTaskPageDocument,
  SubmitReviewTaskDocument,
} from '../../generated/graphql';

const EMPTY_FILTER = {};

/** 评审任务分组: the applications of a programme grouped into review tasks, each optionally with an expert group. */
export function ReviewTaskPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState(EMPTY_FILTER);
  const [programmeId, setProgrammeId] = useState('');
  const [editing, setEditing] = useState<{ row?: ReviewTaskFieldsFragment } | null>(null);
  const { data: programmes } = useQuery(AssignProgrammeOptionsDocument);
  const { data: groups } = useQuery(ExpertGroupPageDocument, { variables: { page: { current: 1, size: 200 } } });
  const query = usePagedQuery(ReviewTaskPageDocument, {
    list,
    filter: programmeId ? { programmeId } : {},
    select: (data) => data.reviewTasks,
  });
  const [removeRows] = useMutation(RemoveReviewTasksDocument, { update: (cache) => evictList(cache, 'reviewTasks') });
  const programmeOptions = (programmes?.assignProgrammeOptions ?? []).map((p) => ({ value: p.id, label: p.name }));
  const groupOptions = (groups?.expertGroups.records ?? []).map((g) => ({ value: g.id, label: g.name }));
  const columns = useMemo<Array<Column<ReviewTaskFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    const programmeName = new Map((programmes?.assignProgrammeOptions ?? []).map((p) => [p.id, p.name]));
    const groupName = new Map((groups?.expertGroups.records ?? []).map((g) => [g.id, g.name]));
    return [
      { key: 'name', header: t('assign.task.name'), value: (r) => r.name, width: '48' },
      {
        key: 'programmeId',
        header: t('assign.programme'),
        value: (r) => programmeName.get(r.programmeId) ?? r.programmeId,
        truncate: true,
        width: '56',
      },
      {
        key: 'applicationIds',
        header: t('assign.task.applications'),
        value: (r) => String(r.applicationIds.length),
        width: '24',
        align: 'center',
      },
      {
        key: 'groupId',
        header: t('assign.group'),
        value: (r) => (r.groupId ? (groupName.get(r.groupId) ?? '-') : '-'),
        width: '40',
      },
    ];
  }, [intl, programmes, groups]);
  return (
    <Stack gap="4">
      <Box maxW="md">
        <FormField label={t('assign.programme')}>
          <OptionSelect
            name="programmeId"
            options={programmeOptions}
            value={programmeId}
            onChange={setProgrammeId}
            emptyLabel={t('assign.allProgrammes')}
          />
        </FormField>
      </Box>
      <CrudList
        caption={t('assign.task.listTitle')}
        list={list}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.name}
        create={{ code: 'awards_allot_task', onClick: () => setEditing({}) }}
        edit={{ code: 'awards_allot_task', onClick: (row) => setEditing({ row }) }}
        remove={{ code: 'awards_allot_task', run: (ids) => removeRows({ variables: { input: { ids } } }) }}
      />
      <DialogFrame
        open={editing != null}
        onClose={() => setEditing(null)}
        title={t(editing?.row ? 'assign.task.editTitle' : 'assign.task.addTitle')}
        divider
        lazy
        size="lg"
      >
        {editing && (
          <TaskForm
            row={editing.row}
            programmeId={programmeId}
            programmes={programmeOptions}
            groups={groupOptions}
            onClose={() => setEditing(null)}
          />
        )}
      </DialogFrame>
    </Stack>
  );
}

interface TaskValues extends Record<string, string> {
  name: string;
  programmeId: string;
  groupId: string;
}
type Options = { value: string; label: string }[];

function TaskForm({
  row,
  programmeId,
  programmes,
  groups,
  onClose,
}: {
  row?: ReviewTaskFieldsFragment;
  programmeId: string;
  programmes: Options;
  groups: Options;
  onClose(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useMemo<Rules<TaskValues>>(
    () => ({
      name: [required(intl.formatMessage({ id: 'assign.task.nameRequired' }))],
      programmeId: [required(intl.formatMessage({ id: 'assign.rules.programmeRequired' }))],
    }),
    [intl],
  );
  const form = useForm<TaskValues>({
    initialValues: { name: row?.name ?? '', programmeId: row?.programmeId ?? programmeId, groupId: row?.groupId ?? '' },
    rules,
  });
  const [applications, setApplications] = useState<string[]>(row?.applicationIds ?? []);
  const { data } = useQuery(AssignApplicationOptionsDocument, {
    variables: { programmeId: form.values.programmeId },
    skip: !form.values.programmeId,
    fetchPolicy: 'network-only',
  });
  const options = (data?.assignApplicationOptions ?? []).map((a) => ({
    value: a.id,
    label: `${a.projectName ?? '-'}（${a.unitName}）`,
  }));
  const [submitRow, { loading }] = useMutation(SubmitReviewTaskDocument, {
    update: (cache) => evictList(cache, 'reviewTasks'),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const v = form.values;
    const input = {
      ...(row ? { id: row.id, version: row.version } : {}),
      name: v.name.trim(),
      programmeId: v.programmeId,
      groupId: v.groupId || null,
      applicationIds: applications,
    };
    if (await saveForm(form, () => submitRow({ variables: { input } }), { updating: Boolean(row) })) onClose();
  };
  const title = t(row ? 'assign.task.editTitle' : 'assign.task.addTitle');
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <FormField label={t('assign.task.name')} error={form.errors.name} required>
            <Input {...form.field('name')} maxLength={100} />
          </FormField>
          <FormField label={t('assign.programme')} error={form.errors.programmeId} required>
            <OptionSelect
              name="programmeId"
              options={programmes}
              value={form.values.programmeId}
              onChange={(value) => {
                form.setValue('programmeId', value);
                setApplications([]);
              }}
              emptyLabel={t('assign.chooseProgramme')}
            />
          </FormField>
          <FormField label={t('assign.group')}>
            <OptionSelect
              name="groupId"
              options={groups}
              value={form.values.groupId}
              onChange={(value) => form.setValue('groupId', value)}
              emptyLabel={t('assign.noGroup')}
            />
          </FormField>
          <FormField label={t('assign.task.applications')}>
            <CheckboxChoices
              aria-label={t('assign.task.applications')}
              options={options}
              value={applications}
              onChange={setApplications}
              emptyText={t('assign.noApplications')}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter saving={loading} onClose={onClose} />
    </form>
  );
}
