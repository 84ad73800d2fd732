import { useQuery } from '@apollo/client/react';
import { Alert, Button, Heading, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../engine/apollo/errors';
import { Can } from '../../engine/auth';
import { downloadFile, saveBlob } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { TrainingHoursDocument } from '../../generated/graphql';

interface Row {
  id: string;
  name: string;
  hours: number;
  courses: number;
  unitName?: string | null;
  learners?: number | null;
}

async function exportHours(kind: 'learner' | 'unit', name: string) {
  try {
    const got = await downloadFile(`/api/lnjzxh-member/course/hours/export?kind=${kind}`, `${name}.xlsx`);
    saveBlob(got.blob, got.fileName);
  } catch (e) {
    notify('error', { text: e instanceof Error ? e.message : String(e) });
  }
}

/** 培训学时: hours of completed courses per learner and per member unit, each exported to Excel. */
export function TrainingHoursPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, loading, error } = useQuery(TrainingHoursDocument, { fetchPolicy: 'cache-and-network' });
  if (error)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{readApiProblem(error)?.message ?? t('errors.network')}</Alert.Title>
      </Alert.Root>
    );
  if (loading && !data) return <Spinner aria-label={t('common.loading')} />;
  const hours = data?.trainingHours;
  return (
    <Stack gap="8">
      <HoursTable
        kind="unit"
        title={t('course.hours.byUnit')}
        rows={hours?.units ?? []}
        second={{ header: t('course.hours.learners'), value: (r) => r.learners ?? 0 }}
      />
      <HoursTable
        kind="learner"
        title={t('course.hours.byLearner')}
        rows={hours?.learners ?? []}
        second={{ header: t('course.hours.unit'), value: (r) => r.unitName ?? '—' }}
      />
    </Stack>
  );
}

function HoursTable({
  kind,
  title,
  rows,
  second,
}: {
  kind: 'learner' | 'unit';
  title: string;
  rows: Row[];
  second: { header: string; value(r: Row): string | number };
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Can codes={['course_hours_export']}>
          <Button size="sm" variant="outline" onClick={() => void exportHours(kind, title)}>
            <Download />
            <FormattedMessage id="course.hours.export" values={{ what: title }} />
          </Button>
        </Can>
      </HStack>
      {rows.length === 0 ? (
        <Text color="fg.muted">
          <FormattedMessage id="course.hours.empty" />
        </Text>
      ) : (
        <Table.Root size="sm" aria-label={title}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                {t(kind === 'unit' ? 'course.hours.unit' : 'course.hours.learner')}
              </Table.ColumnHeader>
              <Table.ColumnHeader>{second.header}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('course.hours.courses')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('course.hours')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>{r.name}</Table.Cell>
                <Table.Cell>{second.value(r)}</Table.Cell>
                <Table.Cell textAlign="end">{r.courses}</Table.Cell>
                <Table.Cell textAlign="end">{r.hours}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
