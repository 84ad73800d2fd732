import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { needsComment, rawTotal, scoreErrors, type SheetItem, weightedTotal } from '@zhuxie/domain/review/review-rules';
import { readApiProblem } from '../../engine/apollo/errors';
import { DataTable, type Column } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import {
  MyReviewTasksDocument,
  type MyReviewTasksQuery,
  SaveReviewScoreDocument,
  SubmitReviewScoreDocument,
} from '../../generated/graphql';
import { detailPathOf } from './paths';

type Task = MyReviewTasksQuery['myReviewTasks'][number];

/** 专家评分: the signed-in expert's assigned applications, and the scoring form of one. */
export function ScoringPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(MyReviewTasksDocument, { fetchPolicy: 'cache-and-network' });
  const [openId, setOpenId] = useState<string | null>(null);
  const tasks = useMemo(() => data?.myReviewTasks ?? [], [data]);
  const open = tasks.find((t) => t.applicationId === openId) ?? null;
  const statusOf = (t: Task) => (t.score ? (t.score.status === 1 ? 'submitted' : 'draft') : 'todo');
  const columns = useMemo<Array<Column<Task>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      {
        key: 'projectName',
        header: t('review.task.projectName'),
        value: (r) => r.projectName ?? '',
        truncate: true,
        width: '56',
      },
      { key: 'unitName', header: t('review.task.unitName'), value: (r) => r.unitName, truncate: true, width: '48' },
      { key: 'awardType', header: t('review.task.awardType'), value: (r) => r.awardTypeLabel, width: '24' },
      {
        key: 'status',
        header: t('review.task.status'),
        value: (r) => t(`review.status.${statusOf(r)}`),
        width: '20',
        align: 'center',
        render: (r) => (
          <Badge variant="subtle" colorPalette={statusOf(r) === 'submitted' ? 'blue' : 'gray'}>
            {t(`review.status.${statusOf(r)}`)}
          </Badge>
        ),
      },
      {
        key: 'total',
        header: t('review.task.total'),
        value: (r) => (r.score ? String(r.score.totalWeighted) : ''),
        width: '20',
        align: 'end',
      },
    ];
  }, [intl]);
  const progress = data?.myReviewProgress;

  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          <FormattedMessage id="review.scoring.title" />
        </Heading>
        {progress && (
          <Text aria-live="polite">
            <FormattedMessage
              id="review.scoring.progress"
              values={{ assigned: progress.assigned, submitted: progress.submitted }}
            />
          </Text>
        )}
      </HStack>
      <DataTable
        caption={intl.formatMessage({ id: 'review.scoring.tasks' })}
        rows={tasks}
        columns={columns}
        rowId={(r) => r.applicationId}
        rowLabel={(r) => r.projectName ?? r.unitName}
        loading={loading && !data}
        error={error ? intl.formatMessage({ id: 'common.loadFailed' }) : undefined}
        onRetry={() => void refetch()}
        actions={(r) => (
          <Button
            size="xs"
            variant="ghost"
            onClick={() => setOpenId(r.applicationId)}
            aria-label={intl.formatMessage({ id: 'review.scoring.openRow' }, { name: r.projectName ?? r.unitName })}
          >
            <FormattedMessage id={statusOf(r) === 'submitted' ? 'review.scoring.view' : 'review.scoring.score'} />
          </Button>
        )}
        actionsWidth="24"
      />
      {open && (
        <ScoreForm
          key={`${open.applicationId}-${open.score?.version ?? 0}`}
          task={open}
          onClose={() => setOpenId(null)}
        />
      )}
    </Stack>
  );
}

interface Entry {
  score: string;
  comment: string;
}

function ScoreForm({ task, onClose }: { task: Task; onClose: () => void }) {
  const intl = useIntl();
  const [sheetId, setSheetId] = useState(task.score?.sheetId ?? task.sheets[0]?.id ?? '');
  const sheet = task.sheets.find((s) => s.id === sheetId) ?? task.sheets[0];
  const locked = task.score?.status === 1;
  const initial = useMemo(() => {
    const entries: Record<string, Entry> = {};
    for (const i of task.score?.items ?? [])
      entries[i.key] = { score: i.score == null ? '' : String(i.score), comment: i.comment ?? '' };
    return entries;
  }, [task]);
  const [entries, setEntries] = useState<Record<string, Entry>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useMutation(SaveReviewScoreDocument, { refetchQueries: [MyReviewTasksDocument] });
  const [submit, submitting] = useMutation(SubmitReviewScoreDocument, { refetchQueries: [MyReviewTasksDocument] });
  if (!sheet)
    return (
      <Text role="alert">
        <FormattedMessage id="review.scoring.noSheet" />
      </Text>
    );
  const items = sheet.items as SheetItem[];
  const numbers = Object.fromEntries(
    items.map((i) => [i.key, entries[i.key]?.score.trim() ? Number(entries[i.key]!.score) : undefined]),
  );
  const comments = Object.fromEntries(items.map((i) => [i.key, entries[i.key]?.comment ?? '']));
  const set = (key: string, patch: Partial<Entry>) =>
    setEntries((e) => ({ ...e, [key]: { score: e[key]?.score ?? '', comment: e[key]?.comment ?? '', ...patch } }));
  const input = () => ({
    applicationId: task.applicationId,
    sheetId: sheet.id,
    ...(task.score ? { version: task.score.version } : {}),
    items: items.map((i) => ({ key: i.key, score: numbers[i.key] ?? null, comment: comments[i.key] || null })),
  });

  const run = async (complete: boolean) => {
    const local = scoreErrors(items, numbers, comments, complete);
    setErrors(Object.fromEntries(local.map((e) => [e.field, e.message])));
    if (local.length) {
      notify('error', { id: complete ? 'review.scoring.incomplete' : 'review.scoring.invalid' });
      return;
    }
    try {
      if (complete) await submit({ variables: { input: input() } });
      else await save({ variables: { input: input() } });
      notify('success', { id: complete ? 'review.scoring.submitted' : 'review.scoring.saved' });
      if (complete) onClose();
    } catch (error) {
      const problem = readApiProblem(error);
      if (problem) {
        setErrors(problem.fields);
        notify('error', { text: problem.message });
      }
    }
  };

  const detail = detailPathOf(task.awardType, task.applicationId);
  return (
    <Box as="section" aria-labelledby="review-score-title" borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="sm" id="review-score-title">
            <FormattedMessage id="review.scoring.formTitle" values={{ name: task.projectName ?? task.unitName }} />
          </Heading>
          {detail && (
            <Link asChild colorPalette="blue">
              <RouterLink to={detail} target="_blank">
                <FormattedMessage id="review.scoring.declaration" />
              </RouterLink>
            </Link>
          )}
        </HStack>
        {task.sheets.length > 1 && (
          <Field.Root maxW="sm" disabled={locked || Boolean(task.score)}>
            <Field.Label>
              <FormattedMessage id="review.scoring.sheet" />
            </Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={sheet.id}
                onChange={(e) => {
                  setSheetId(e.currentTarget.value);
                  setErrors({});
                }}
              >
                {task.sheets.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        {locked && (
          <Text role="note">
            <FormattedMessage id="review.scoring.lockedNote" />
          </Text>
        )}
        <Table.Root size="sm" aria-label={sheet.name}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <FormattedMessage id="review.item.label" />
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <FormattedMessage id="review.item.maxPoints" />
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <FormattedMessage id="review.item.score" />
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <FormattedMessage id="review.item.comment" />
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => {
              const scoreError = errors[`scores.${item.key}`];
              const commentError = errors[`comments.${item.key}`];
              const required = needsComment(item, numbers[item.key]);
              return (
                <Table.Row key={item.key}>
                  <Table.Cell>{item.label}</Table.Cell>
                  <Table.Cell textAlign="end">{item.maxPoints}</Table.Cell>
                  <Table.Cell>
                    <Field.Root invalid={Boolean(scoreError)} disabled={locked}>
                      <Input
                        size="sm"
                        width="24"
                        type="number"
                        step="0.1"
                        min={0}
                        max={item.maxPoints}
                        inputMode="decimal"
                        aria-label={intl.formatMessage({ id: 'review.scoring.scoreOf' }, { label: item.label })}
                        value={entries[item.key]?.score ?? ''}
                        onChange={(e) => set(item.key, { score: e.currentTarget.value })}
                      />
                      {scoreError && <Field.ErrorText>{scoreError}</Field.ErrorText>}
                    </Field.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <Field.Root invalid={Boolean(commentError)} disabled={locked} required={required}>
                      <Textarea
                        size="sm"
                        rows={1}
                        maxLength={1000}
                        aria-label={intl.formatMessage({ id: 'review.scoring.commentOf' }, { label: item.label })}
                        value={entries[item.key]?.comment ?? ''}
                        onChange={(e) => set(item.key, { comment: e.currentTarget.value })}
                      />
                      {commentError && <Field.ErrorText>{commentError}</Field.ErrorText>}
                    </Field.Root>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
        <Text>
          <FormattedMessage
            id="review.scoring.totals"
            values={{ raw: rawTotal(items, numbers), weighted: weightedTotal(items, numbers) }}
          />
        </Text>
        <HStack>
          {!locked && (
            <>
              <Button size="sm" variant="outline" loading={saving.loading} onClick={() => void run(false)}>
                <FormattedMessage id="review.scoring.saveDraft" />
              </Button>
              <Button size="sm" colorPalette="blue" loading={submitting.loading} onClick={() => void run(true)}>
                <FormattedMessage id="review.scoring.submit" />
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" onClick={onClose}>
            <FormattedMessage id="common.close" />
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
