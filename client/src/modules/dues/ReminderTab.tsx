import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Checkbox, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { BellRing, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import { Can } from '../../engine/auth';
import { type Column, CrudList, pagedListProps, useListState, usePagedQuery } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { formatDateTime } from '../../engine/format/date';
import {
  type DuesReminderFieldsFragment,
  DuesReminderPageDocument,
  DuesReminderStepsDocument,
  RunDuesRemindersDocument,
  SetDuesReminderStepsDocument,
} from '../../generated/graphql';
import { runAction } from './shared';

const STEPS = [0, 30, 60, 90] as const;
const STATUS_COLORS: Record<string, string> = { sent: 'green', skipped: 'gray', failed: 'red' };

/** 欠费提醒 (staff): which aging steps remind, a run now, and every reminder made by channel. */
export function ReminderTab() {
  return (
    <Stack gap="6">
      <StepsCard />
      <ReminderList />
    </Stack>
  );
}

function StepsCard() {
  const intl = useIntl();
  const { data } = useQuery(DuesReminderStepsDocument, { fetchPolicy: 'network-only' });
  const [stepsEdit, setSteps] = useState<number[]>();
  const steps = stepsEdit ?? data?.duesReminderSteps ?? [];
  const [save, { loading: saving }] = useMutation(SetDuesReminderStepsDocument);
  const [run, { loading: running }] = useMutation(RunDuesRemindersDocument, {
    update: (cache) => evictList(cache, 'duesReminders'),
  });
  const toggle = (step: number, on: boolean) =>
    setSteps(on ? [...new Set([...steps, step])].sort((a, b) => a - b) : steps.filter((x) => x !== step));
  const submit = async () => {
    if (await runAction(() => save({ variables: { input: { steps } } })))
      notify('success', { id: 'dues.reminder.saved' });
  };
  const runNow = async () => {
    let reminded = 0;
    const ok = await runAction(async () => {
      reminded = (await run()).data?.runDuesReminders.reminded ?? 0;
    });
    if (ok) notify('success', { id: 'dues.reminder.ran', values: { count: reminded } });
  };
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          <FormattedMessage id="dues.reminder.stepsTitle" />
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="dues.reminder.help" />
          </Text>
          <Flex gap="5" wrap="wrap" role="group" aria-label={intl.formatMessage({ id: 'dues.reminder.stepsTitle' })}>
            {STEPS.map((step) => (
              <Checkbox.Root
                key={step}
                checked={steps.includes(step)}
                onCheckedChange={(d) => toggle(step, d.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{intl.formatMessage({ id: `dues.reminder.step.${step}` })}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Flex>
          <Can codes={['member_pay_edit']}>
            <Flex gap="3" justify="flex-end" wrap="wrap">
              <Button size="sm" variant="outline" loading={running} onClick={runNow}>
                <BellRing />
                <FormattedMessage id="dues.reminder.runNow" />
              </Button>
              <Button size="sm" loading={saving} disabled={!data} onClick={submit}>
                <Save />
                <FormattedMessage id="dues.reminder.save" />
              </Button>
            </Flex>
          </Can>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function ReminderList() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState({ year: '' });
  const year = list.filter.year?.trim();
  const query = usePagedQuery(DuesReminderPageDocument, {
    list,
    filter: year && /^\d{4}$/.test(year) ? { year: Number(year) } : {},
    select: (d) => d.duesReminders,
  });
  const columns = useMemo<Array<Column<DuesReminderFieldsFragment>>>(
    () => [
      { key: 'time', header: t('dues.reminder.time'), value: (r) => formatDateTime(r.createTime), width: '40' },
      { key: 'unitName', header: t('dues.field.unitName'), value: (r) => r.unitName, truncate: true, width: '56' },
      { key: 'year', header: t('dues.field.year'), value: (r) => String(r.year), width: '20' },
      {
        key: 'step',
        header: t('dues.reminder.stepColumn'),
        value: (r) => t(`dues.reminder.step.${r.step}`),
        width: '28',
      },
      {
        key: 'channel',
        header: t('dues.reminder.channel'),
        value: (r) => t(`dues.reminder.channel.${r.channel}`),
        width: '24',
      },
      {
        key: 'recipient',
        header: t('dues.reminder.recipient'),
        value: (r) => r.recipient ?? '—',
        truncate: true,
        width: '48',
      },
      {
        key: 'status',
        header: t('dues.field.status'),
        value: (r) => r.status,
        render: (r) => (
          <Badge colorPalette={STATUS_COLORS[r.status] ?? 'gray'}>{t(`dues.reminder.status.${r.status}`)}</Badge>
        ),
        width: '24',
        align: 'center',
      },
      { key: 'note', header: t('dues.reminder.note'), value: (r) => r.note ?? '', truncate: true, width: '40' },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is derived from intl
    [intl],
  );
  return (
    <CrudList
      caption={t('dues.reminder.listTitle')}
      list={list}
      searchFields={[{ name: 'year', label: t('dues.field.year') }]}
      {...pagedListProps(query)}
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={(r) => `${r.unitName} ${r.year} ${r.channel}`}
    />
  );
}
