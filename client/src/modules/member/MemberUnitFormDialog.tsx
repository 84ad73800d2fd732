import { useMutation } from '@apollo/client/react';
import {
  Box,
  Button,
  Dialog,
  Heading,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import {
  CheckboxChoices,
  FormFooter,
  OptionSelect,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
} from '../../engine/crud';
import { DatePickerField, FormField, type Rules, useDictionary, useForm } from '../../engine/form';
import {
  type MemberPersonFieldsFragment,
  type MemberUnitFieldsFragment,
  MemberUnitDocument,
  SubmitMemberUnitDocument,
} from '../../generated/graphql';
import {
  CompanyFields,
  type CompanyForm,
  companyInput,
  companyRules,
  companyValues,
  EMPTY_COMPANY,
} from './CompanyFields';
import { MEMBER_POST_DICT, mobileMessageId } from './rules';

interface UnitForm extends CompanyForm {
  joinDate: string;
  status: string;
}

interface PersonRow {
  key: number;
  name: string;
  post: string;
  mobile: string;
  idCard: string;
}

export interface MemberUnitFormDialogProps {
  state: RecordDialogState | null;
  onClose(): void;
  onSaved(): void;
}

/** Create, edit or view one member unit with its people. */
export function MemberUnitFormDialog({ state, onClose, onSaved }: MemberUnitFormDialogProps) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      size="xl"
      titles={{
        create: <FormattedMessage id="member.info.form.createTitle" />,
        edit: <FormattedMessage id="member.info.form.editTitle" />,
        view: <FormattedMessage id="member.info.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <UnitForm mode="create" onClose={onClose} onSaved={onSaved} />
        ) : (
          <RecordLoader document={MemberUnitDocument} id={open.id} select={(data) => data.memberUnit} onClose={onClose}>
            {(unit) => (
              <UnitForm mode={open.mode} unit={unit} people={unit.people} onClose={onClose} onSaved={onSaved} />
            )}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

let nextKey = 1;

function UnitForm({
  mode,
  unit,
  people,
  onClose,
  onSaved,
}: {
  mode: 'create' | 'edit' | 'view';
  unit?: MemberUnitFieldsFragment;
  people?: MemberPersonFieldsFragment[];
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const readOnly = mode === 'view';
  const rules = useMemo<Rules<UnitForm>>(() => companyRules(intl) as Rules<UnitForm>, [intl]);
  const form = useForm<UnitForm>({
    initialValues: unit
      ? { ...companyValues(unit), joinDate: unit.joinDate ?? '', status: String(unit.status) }
      : { ...EMPTY_COMPANY, joinDate: '', status: '1' },
    rules,
  });
  const [posts, setPosts] = useState<string[]>(unit?.posts ?? []);
  const [rows, setRows] = useState<PersonRow[]>(() =>
    (people ?? []).map((p) => ({
      key: nextKey++,
      name: p.name,
      post: p.post ?? '',
      mobile: p.mobile ?? '',
      idCard: p.idCard ?? '',
    })),
  );
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const postDict = useDictionary(MEMBER_POST_DICT, { biz: true });
  const [submitUnit, { loading: saving }] = useMutation(SubmitMemberUnitDocument, {
    update: (cache) => evictList(cache, 'memberUnits'),
  });

  const setRow = (key: number, patch: Partial<PersonRow>) =>
    setRows((prev) => prev.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const errors: Record<number, string> = {};
    for (const r of rows) {
      if (!r.name.trim()) errors[r.key] = t('member.rules.personNameRequired');
      else if (r.mobile.trim()) {
        const id = mobileMessageId(r.mobile);
        if (id) errors[r.key] = t(id);
      }
    }
    setRowErrors(errors);
    const valid = form.validate();
    if (!valid || Object.keys(errors).length) return;
    const v = form.values;
    const input = {
      ...(unit ? { id: unit.id, version: unit.version } : {}),
      ...companyInput(v),
      joinDate: v.joinDate || null,
      status: Number(v.status),
      posts,
      people: rows.map((r) => ({
        name: r.name.trim(),
        post: r.post.trim() || null,
        mobile: r.mobile.trim() || null,
        idCard: r.idCard.trim() || null,
      })),
    };
    if (await saveForm(form, () => submitUnit({ variables: { input } }), { updating: Boolean(unit) })) onSaved();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t(`member.info.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <CompanyFields form={form} readOnly={readOnly} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('member.field.joinDate')} error={form.errors.joinDate} readOnly={readOnly}>
              <DatePickerField
                name="joinDate"
                value={form.values.joinDate}
                onChange={(v) => form.setValue('joinDate', v)}
                variant={readOnly ? 'subtle' : 'outline'}
              />
            </FormField>
            <FormField label={t('member.field.status')} error={form.errors.status} readOnly={readOnly}>
              <OptionSelect
                value={form.values.status}
                onChange={(v) => form.setValue('status', v)}
                disabled={readOnly}
                options={[
                  { value: '1', label: t('member.status.1') },
                  { value: '0', label: t('member.status.0') },
                ]}
              />
            </FormField>
          </SimpleGrid>
          <FormField label={t('member.field.posts')} readOnly={readOnly}>
            <CheckboxChoices
              aria-label={t('member.field.posts')}
              disabled={readOnly}
              value={posts}
              onChange={setPosts}
              options={postDict.options}
            />
          </FormField>
          <Box>
            <HStack justify="space-between" mb="2">
              <Heading size="sm">
                <FormattedMessage id="member.people.title" />
              </Heading>
              {!readOnly && (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() =>
                    setRows((prev) => [...prev, { key: nextKey++, name: '', post: '', mobile: '', idCard: '' }])
                  }
                >
                  <Plus /> <FormattedMessage id="member.people.add" />
                </Button>
              )}
            </HStack>
            {rows.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                <FormattedMessage id="member.people.empty" />
              </Text>
            ) : (
              <Table.Root size="sm" variant="outline" aria-label={t('member.people.title')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('member.people.name')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('member.people.post')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('member.people.mobile')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('member.people.idCard')}</Table.ColumnHeader>
                    {!readOnly && (
                      <Table.ColumnHeader width="12">
                        <Box srOnly>{t('common.actions')}</Box>
                      </Table.ColumnHeader>
                    )}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((r, i) =>
                    readOnly ? (
                      <Table.Row key={r.key}>
                        <Table.Cell>{r.name}</Table.Cell>
                        <Table.Cell>{r.post}</Table.Cell>
                        <Table.Cell>{r.mobile}</Table.Cell>
                        <Table.Cell>{r.idCard}</Table.Cell>
                      </Table.Row>
                    ) : (
                      <Table.Row key={r.key}>
                        <Table.Cell>
                          <Input
                            size="sm"
                            value={r.name}
                            onChange={(e) => setRow(r.key, { name: e.currentTarget.value })}
                            aria-label={`${t('member.people.name')} ${i + 1}`}
                            aria-invalid={Boolean(rowErrors[r.key])}
                            maxLength={64}
                          />
                          {rowErrors[r.key] && (
                            <Text color="fg.error" fontSize="xs" mt="1">
                              {rowErrors[r.key]}
                            </Text>
                          )}
                        </Table.Cell>
                        <Table.Cell>
                          <Input
                            size="sm"
                            value={r.post}
                            onChange={(e) => setRow(r.key, { post: e.currentTarget.value })}
                            aria-label={`${t('member.people.post')} ${i + 1}`}
                            maxLength={64}
                          />
                        </Table.Cell>
                        <Table.Cell>
                          <Input
                            size="sm"
                            value={r.mobile}
                            onChange={(e) => setRow(r.key, { mobile: e.currentTarget.value })}
                            aria-label={`${t('member.people.mobile')} ${i + 1}`}
                            maxLength={11}
                            inputMode="numeric"
                          />
                        </Table.Cell>
                        <Table.Cell>
                          <Input
                            size="sm"
                            value={r.idCard}
                            onChange={(e) => setRow(r.key, { idCard: e.currentTarget.value })}
                            aria-label={`${t('member.people.idCard')} ${i + 1}`}
                            maxLength={18}
                          />
                        </Table.Cell>
                        <Table.Cell>
                          <IconButton
                            size="xs"
                            variant="ghost"
                            colorPalette="red"
                            aria-label={`${t('member.people.remove')} ${i + 1}`}
                            onClick={() => setRows((prev) => prev.filter((x) => x.key !== r.key))}
                          >
                            <Trash2 />
                          </IconButton>
                        </Table.Cell>
                      </Table.Row>
                    ),
                  )}
                </Table.Body>
              </Table.Root>
            )}
          </Box>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
