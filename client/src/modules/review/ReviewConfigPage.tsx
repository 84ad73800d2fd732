import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, Heading, HStack, IconButton, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { maxTotal, REVIEW_MESSAGES, type SheetItem, sheetErrors } from '@zhuxie/domain/review/review-rules';
import { readApiProblem } from '../../engine/apollo/errors';
import { type Column, DataTable } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { DictSelect, useDictLabel } from '../../engine/form';
import {
  AwardTypesDocument,
  RemoveReviewSheetDocument,
  type ReviewSheetFieldsFragment,
  ReviewSheetsDocument,
  SaveReviewSheetDocument,
} from '../../generated/graphql';

const DISCIPLINE_DICT = 'expert_discipline';

interface Draft {
  id?: string;
  version?: number;
  key: string;
  name: string;
  awardType: string;
  discipline: string;
  items: { key: string; label: string; maxPoints: string; weight: string; commentRequired: string }[];
}

const draftOf = (s: ReviewSheetFieldsFragment | null): Draft =>
  s
    ? {
        id: s.id,
        version: s.version,
        key: s.key,
        name: s.name,
        awardType: s.awardType,
        discipline: s.discipline,
        items: s.items.map((i) => ({
          key: i.key,
          label: i.label,
          maxPoints: String(i.maxPoints),
          weight: String(i.weight),
          commentRequired: i.commentRequired,
        })),
      }
    : {
        key: '',
        name: '',
        awardType: 'century_cup',
        discipline: 'tujian',
        items: [{ key: '', label: '', maxPoints: '', weight: '1', commentRequired: 'extreme' }],
      };

/** 评审配置: the review sheets per award type and discipline, and the editor of their items. */
export function ReviewConfigPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(ReviewSheetsDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Draft | null>(null);
  const [remove] = useMutation(RemoveReviewSheetDocument, { refetchQueries: [ReviewSheetsDocument] });
  const disciplineLabel = useDictLabel(DISCIPLINE_DICT, { biz: true });
  const columns = useMemo<Array<Column<ReviewSheetFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      {
        key: 'name',
        header: t('review.sheet.name'),
        value: (r) => r.name,
        render: (r) => <RouterLink to={`/awards/expertTable/${r.key}`}>{r.name}</RouterLink>,
        width: '40',
      },
      { key: 'key', header: t('review.sheet.key'), value: (r) => r.key, width: '40' },
      {
        key: 'awardType',
        header: t('review.task.awardType'),
        value: (r) => r.awardTypeLabel ?? r.awardType,
        width: '24',
      },
      {
        key: 'discipline',
        header: t('review.sheet.discipline'),
        value: (r) => disciplineLabel(r.discipline),
        width: '20',
      },
      {
        key: 'items',
        header: t('review.sheet.items'),
        value: (r) => String(r.items.length),
        width: '16',
        align: 'end',
      },
      {
        key: 'total',
        header: t('review.sheet.total'),
        value: (r) => String(maxTotal(r.items as SheetItem[])),
        width: '16',
        align: 'end',
      },
    ];
  }, [intl, disciplineLabel]);
  const removeSheet = async (s: ReviewSheetFieldsFragment) => {
    try {
      await remove({ variables: { id: s.id } });
      notify('success', { id: 'common.deleteSuccess' });
    } catch (e) {
      const problem = readApiProblem(e);
      if (problem) notify('error', { text: problem.message });
    }
  };
  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          <FormattedMessage id="route.awards.awardReviewConfig" />
        </Heading>
        <Button size="sm" colorPalette="blue" onClick={() => setEditing(draftOf(null))}>
          <FormattedMessage id="review.sheet.add" />
        </Button>
      </HStack>
      <DataTable
        caption={intl.formatMessage({ id: 'review.sheet.listTitle' })}
        rows={data?.reviewSheets ?? []}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.name}
        loading={loading && !data}
        error={error ? intl.formatMessage({ id: 'common.loadFailed' }) : undefined}
        onRetry={() => void refetch()}
        actions={(r) => (
          <HStack gap="1">
            <Button
              size="xs"
              variant="ghost"
              onClick={() => setEditing(draftOf(r))}
              aria-label={intl.formatMessage({ id: 'review.sheet.editRow' }, { name: r.name })}
            >
              <FormattedMessage id="common.edit" />
            </Button>
            <Button
              size="xs"
              variant="ghost"
              onClick={() => void removeSheet(r)}
              aria-label={intl.formatMessage({ id: 'review.sheet.removeRow' }, { name: r.name })}
            >
              <FormattedMessage id="common.delete" />
            </Button>
          </HStack>
        )}
        actionsWidth="32"
      />
      {editing && <SheetEditor key={editing.id ?? 'new'} initial={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function SheetEditor({ initial, onClose }: { initial: Draft; onClose(): void }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { data: types } = useQuery(AwardTypesDocument);
  const [save, saving] = useMutation(SaveReviewSheetDocument, { refetchQueries: [ReviewSheetsDocument] });
  const items: SheetItem[] = draft.items.map((i) => ({
    key: i.key,
    label: i.label,
    maxPoints: i.maxPoints.trim() === '' ? NaN : Number(i.maxPoints),
    weight: i.weight.trim() === '' ? 1 : Number(i.weight),
    commentRequired: i.commentRequired === 'extreme' ? 'extreme' : 'never',
  }));
  const setItem = (index: number, patch: Partial<Draft['items'][number]>) =>
    setDraft((d) => ({ ...d, items: d.items.map((i, n) => (n === index ? { ...i, ...patch } : i)) }));
  const submit = async () => {
    const local = sheetErrors(items);
    if (!draft.name.trim()) local.unshift({ field: 'name', message: REVIEW_MESSAGES.sheetNameRequired });
    setErrors(Object.fromEntries(local.map((e) => [e.field, e.message])));
    if (local.length) return;
    try {
      await save({
        variables: {
          input: {
            id: draft.id,
            version: draft.version,
            key: draft.key,
            name: draft.name,
            awardType: draft.awardType,
            discipline: draft.discipline,
            items: items.map((i) => ({ ...i })),
          },
        },
      });
      notify('success', { id: draft.id ? 'common.updateSuccess' : 'common.createSuccess' });
      onClose();
    } catch (e) {
      const problem = readApiProblem(e);
      if (problem) {
        setErrors(problem.fields);
        notify('error', { text: problem.message });
      }
    }
  };
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <form
      noValidate
      aria-label={t('review.sheet.editor')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
        <Heading as="h3" size="sm">
          {t(draft.id ? 'review.sheet.editTitle' : 'review.sheet.addTitle')}
        </Heading>
        <HStack gap="3" wrap="wrap" align="start">
          <Field.Root required invalid={Boolean(errors.name)} maxW="xs">
            <Field.Label>{t('review.sheet.name')}</Field.Label>
            <Input size="sm" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} />
            {errors.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
          </Field.Root>
          <Field.Root required maxW="xs">
            <Field.Label>{t('review.sheet.key')}</Field.Label>
            <Input size="sm" value={draft.key} onChange={(e) => setDraft({ ...draft, key: e.currentTarget.value })} />
          </Field.Root>
          <Field.Root required maxW="xs">
            <Field.Label>{t('review.task.awardType')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={draft.awardType}
                onChange={(e) => setDraft({ ...draft, awardType: e.currentTarget.value })}
              >
                {(types?.awardTypes ?? []).map((a) => (
                  <option key={a.key} value={a.key}>
                    {a.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root required maxW="xs">
            <Field.Label>{t('review.sheet.discipline')}</Field.Label>
            <DictSelect
              code={DISCIPLINE_DICT}
              biz
              size="sm"
              value={draft.discipline}
              onChange={(v) => setDraft({ ...draft, discipline: v })}
            />
          </Field.Root>
        </HStack>
        {errors.items && (
          <Text color="fg.error" role="alert">
            {errors.items}
          </Text>
        )}
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('review.sheet.key')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('review.item.label')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('review.item.maxPoints')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('review.item.weight')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('review.item.commentRequired')}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {draft.items.map((item, index) => (
              <Table.Row key={index}>
                {(['key', 'label', 'maxPoints', 'weight'] as const).map((field) => {
                  const error = errors[`items.${index}.${field}`];
                  return (
                    <Table.Cell key={field}>
                      <Field.Root invalid={Boolean(error)}>
                        <Input
                          size="sm"
                          aria-label={t(`review.item.${field === 'key' ? 'keyOf' : field + 'Of'}`, { n: index + 1 })}
                          value={item[field]}
                          inputMode={field === 'maxPoints' || field === 'weight' ? 'decimal' : undefined}
                          onChange={(e) => setItem(index, { [field]: e.currentTarget.value })}
                        />
                        {error && <Field.ErrorText>{error}</Field.ErrorText>}
                      </Field.Root>
                    </Table.Cell>
                  );
                })}
                <Table.Cell>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      aria-label={t('review.item.commentRequiredOf', { n: index + 1 })}
                      value={item.commentRequired}
                      onChange={(e) => setItem(index, { commentRequired: e.currentTarget.value })}
                    >
                      <option value="never">{t('review.comment.never')}</option>
                      <option value="extreme">{t('review.comment.extreme')}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Table.Cell>
                <Table.Cell>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('review.item.removeOf', { n: index + 1 })}
                    onClick={() => setDraft((d) => ({ ...d, items: d.items.filter((_, n) => n !== index) }))}
                  >
                    <Trash2 />
                  </IconButton>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Text aria-live="polite">{t('review.sheet.totalIs', { total: maxTotal(items) })}</Text>
        <HStack>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              setDraft((d) => ({
                ...d,
                items: [...d.items, { key: '', label: '', maxPoints: '', weight: '1', commentRequired: 'extreme' }],
              }))
            }
          >
            {t('review.item.add')}
          </Button>
          <Button size="sm" colorPalette="blue" type="submit" loading={saving.loading}>
            {t('common.save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
