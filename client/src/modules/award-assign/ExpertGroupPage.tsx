import { useMutation, useQuery } from '@apollo/client/react';
import { Dialog, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import {
  activeFilter,
  CheckboxChoices,
  type Column,
  CrudList,
  DialogFrame,
  FormFooter,
  pagedListProps,
  saveForm,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { DictLabel, DictSelect, FormField, required, type Rules, useForm } from '../../engine/form';
import {
  AssignExpertOptionsDocument,
  type ExpertGroupFieldsFragment,
  ExpertGroupPageDocument,
  RemoveExpertGroupsDocument,
  SubmitExpertGroupDocument,
} from '../../generated/graphql';
import { EXPERT_DISCIPLINE_DICT } from '../expert/ExpertForm';
import { RegionSelect } from '../member/RegionSelect';

const EMPTY_FILTER = { name: '' };

/** 专家分组: named sets of experts (discipline, region) used by the automatic assignment. */
export function ExpertGroupPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState(EMPTY_FILTER);
  const [editing, setEditing] = useState<{ row?: ExpertGroupFieldsFragment } | null>(null);
  const query = usePagedQuery(ExpertGroupPageDocument, {
    list,
    filter: activeFilter(list.filter),
    select: (data) => data.expertGroups,
  });
  const [removeRows] = useMutation(RemoveExpertGroupsDocument, { update: (cache) => evictList(cache, 'expertGroups') });
  const searchFields: SearchField[] = [{ name: 'name', label: t('assign.group.name') }];
  const columns = useMemo<Array<Column<ExpertGroupFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'name', header: t('assign.group.name'), value: (r) => r.name, width: '48' },
      {
        key: 'discipline',
        header: t('assign.discipline'),
        value: (r) => r.discipline,
        render: (r) => <DictLabel code={EXPERT_DISCIPLINE_DICT} biz value={r.discipline} />,
        width: '32',
      },
      { key: 'regionCode', header: t('assign.group.region'), value: (r) => r.regionCode, width: '24' },
      {
        key: 'members',
        header: t('assign.group.members'),
        value: (r) => r.members.map((m) => m.name).join('、'),
        truncate: true,
        width: '72',
      },
    ];
  }, [intl]);
  return (
    <>
      <CrudList
        caption={t('assign.group.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.name}
        create={{ code: 'awards_allot_group', onClick: () => setEditing({}) }}
        edit={{ code: 'awards_allot_group', onClick: (row) => setEditing({ row }) }}
        remove={{ code: 'awards_allot_group', run: (ids) => removeRows({ variables: { input: { ids } } }) }}
      />
      <GroupDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function GroupDialog({ editing, onClose }: { editing: { row?: ExpertGroupFieldsFragment } | null; onClose(): void }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: editing?.row ? 'assign.group.editTitle' : 'assign.group.addTitle' });
  return (
    <DialogFrame open={editing != null} onClose={onClose} title={title} divider lazy size="lg">
      {editing && <GroupForm row={editing.row} title={title} onClose={onClose} />}
    </DialogFrame>
  );
}

interface GroupValues extends Record<string, string> {
  name: string;
  discipline: string;
  regionCode: string;
}

function GroupForm({ row, title, onClose }: { row?: ExpertGroupFieldsFragment; title: string; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data } = useQuery(AssignExpertOptionsDocument, { fetchPolicy: 'network-only' });
  const [members, setMembers] = useState<string[]>(row?.memberIds ?? []);
  const rules = useMemo<Rules<GroupValues>>(
    () => ({ name: [required(intl.formatMessage({ id: 'assign.group.nameRequired' }))] }),
    [intl],
  );
  const form = useForm<GroupValues>({
    initialValues: { name: row?.name ?? '', discipline: row?.discipline ?? '', regionCode: row?.regionCode ?? '' },
    rules,
  });
  const [submitRow, { loading }] = useMutation(SubmitExpertGroupDocument, {
    update: (cache) => evictList(cache, 'expertGroups'),
  });
  const options = (data?.assignExpertOptions ?? [])
    .filter((e) => !form.values.discipline || e.discipline === form.values.discipline || members.includes(e.id))
    .map((e) => ({ value: e.id, label: `${e.name}（${e.unitName}）` }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const v = form.values;
    const input = {
      ...(row ? { id: row.id, version: row.version } : {}),
      name: v.name.trim(),
      discipline: v.discipline || null,
      regionCode: v.regionCode.trim() || null,
      memberIds: members,
    };
    if (await saveForm(form, () => submitRow({ variables: { input } }), { updating: Boolean(row) })) onClose();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <FormField label={t('assign.group.name')} error={form.errors.name} required>
            <Input {...form.field('name')} maxLength={100} />
          </FormField>
          <FormField label={t('assign.discipline')} error={form.errors.discipline}>
            <DictSelect
              code={EXPERT_DISCIPLINE_DICT}
              biz
              name="discipline"
              value={form.values.discipline}
              onChange={(value) => form.setValue('discipline', value)}
              emptyLabel={t('assign.anyDiscipline')}
            />
          </FormField>
          <FormField label={t('assign.group.region')} error={form.errors.regionCode}>
            <RegionSelect
              label={t('assign.group.region')}
              depth={2}
              value={form.values.regionCode}
              onChange={(code) => form.setValue('regionCode', code)}
            />
          </FormField>
          <FormField label={t('assign.group.members')}>
            <CheckboxChoices
              aria-label={t('assign.group.members')}
              options={options}
              value={members}
              onChange={setMembers}
              emptyText={t('assign.noCandidates')}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter saving={loading} onClose={onClose} />
    </form>
  );
}
