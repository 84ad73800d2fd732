import { parseDateTime } from '@zhuxie/domain/time/datetime';
import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Grid, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { evictList } from '../../engine/apollo/cache';
import { readApiProblem } from '../../engine/apollo/errors';
import { type Column, CrudList, OptionSelect, pagedListProps, useListState, usePagedQuery } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { FlowStatusBadge } from '../../engine/flow';
import { DateInput, FormField, required, type Rules, useForm } from '../../engine/form';
import { formatDateTime } from '../../engine/format/date';
import { type LeaveFieldsFragment, LeavePageDocument, SubmitLeaveDocument } from '../../generated/graphql';
import { LEAVE_TYPE_VALUES, leaveRoutes, leaveTypeLabelId } from './leaveTypes';

type LeaveForm = { leaveType: string; startTime: string; endTime: string; days: string; reason: string };
const EMPTY: LeaveForm = { leaveType: '', startTime: '', endTime: '', days: '', reason: '' };
const toIso = (stored: string) => parseDateTime(stored)?.toISOString() ?? stored;

/**
 * The leave process form (/work/process/leave/form/:processDefinitionId): a new leave request, saved as a draft
 * (保存) or saved and sent into its approval flow at once (保存并送审); below, my leave requests and their status.
 */
export function LeaveFormPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useMemo<Rules<LeaveForm>>(
    () => ({
      leaveType: [required(t('work.leave.leaveTypeRequired'))],
      startTime: [required(t('work.leave.startRequired'))],
      endTime: [required(t('work.leave.endRequired'))],
      days: [
        required(t('work.leave.daysRequired')),
        (v) => (/^\d{1,4}(\.\d)?$/.test(v.trim()) ? undefined : t('work.leave.daysInvalid')),
      ],
      reason: [required(t('work.leave.reasonRequired'))],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [intl],
  );
  const form = useForm<LeaveForm>({ initialValues: EMPTY, rules });
  const [saving, setSaving] = useState<false | 'save' | 'submit'>(false);
  const [save] = useMutation(SubmitLeaveDocument, { update: (cache) => evictList(cache, 'leaveRequests') });

  const list = useListState({});
  const query = usePagedQuery(LeavePageDocument, { list, filter: {}, select: (d) => d.leaveRequests });

  const onSave = async (andSubmit: boolean) => {
    if (!form.validate()) return;
    setSaving(andSubmit ? 'submit' : 'save');
    try {
      const v = form.values;
      await save({
        variables: {
          input: {
            leaveType: Number(v.leaveType),
            startTime: toIso(v.startTime),
            endTime: toIso(v.endTime),
            days: v.days.trim(),
            reason: v.reason,
            andSubmit,
          },
        },
      });
      notify('success', { id: andSubmit ? 'work.leave.submitted' : 'common.createSuccess' });
      form.reset(EMPTY);
      query.refetch();
    } catch (e) {
      const p = readApiProblem(e);
      if (p && Object.keys(p.fields).length) form.setErrors(p.fields);
      notify('error', p ? { text: p.message } : { id: 'flow.failed' });
    } finally {
      setSaving(false);
    }
  };

  const columns = useMemo<Array<Column<LeaveFieldsFragment>>>(
    () => [
      {
        key: 'leaveType',
        header: intl.formatMessage({ id: 'work.leave.leaveType' }),
        value: (r) => intl.formatMessage({ id: leaveTypeLabelId(r.leaveType) }),
        render: (r) => <Badge variant="subtle">{intl.formatMessage({ id: leaveTypeLabelId(r.leaveType) })}</Badge>,
        width: '24',
      },
      {
        key: 'startTime',
        header: intl.formatMessage({ id: 'work.leave.startTime' }),
        value: (r) => formatDateTime(r.startTime),
        width: '44',
      },
      {
        key: 'endTime',
        header: intl.formatMessage({ id: 'work.leave.endTime' }),
        value: (r) => formatDateTime(r.endTime),
        width: '44',
      },
      {
        key: 'days',
        header: intl.formatMessage({ id: 'work.leave.days' }),
        value: (r) => r.days,
        width: '16',
        align: 'center',
      },
      {
        key: 'reason',
        header: intl.formatMessage({ id: 'work.leave.reason' }),
        value: (r) => r.reason,
        truncate: true,
        width: '56',
      },
      {
        key: 'flowStatus',
        header: intl.formatMessage({ id: 'flow.statusColumn' }),
        value: (r) => intl.formatMessage({ id: `flow.status.${r.flowStatus}` }),
        render: (r) => <FlowStatusBadge status={r.flowStatus} />,
        width: '24',
      },
    ],
    [intl],
  );

  return (
    <Stack gap="6">
      <Card.Root variant="outline">
        <Card.Header>
          <Card.Title>
            <FormattedMessage id="work.leave.newTitle" />
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <form
            aria-label={t('work.leave.newTitle')}
            onSubmit={(e) => {
              e.preventDefault();
              void onSave(false);
            }}
          >
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <FormField label={t('work.leave.leaveType')} error={form.errors.leaveType} required>
                <OptionSelect
                  aria-label={t('work.leave.leaveType')}
                  value={form.values.leaveType}
                  onChange={(v) => form.setValue('leaveType', v)}
                  emptyLabel={t('work.leave.selectType')}
                  options={LEAVE_TYPE_VALUES.map((v) => ({ value: String(v), label: t(leaveTypeLabelId(v)) }))}
                />
              </FormField>
              <FormField label={t('work.leave.days')} error={form.errors.days} required>
                <Input {...form.field('days')} inputMode="decimal" />
              </FormField>
              <FormField label={t('work.leave.startTime')} error={form.errors.startTime} required>
                <DateInput
                  mode="datetime"
                  value={form.values.startTime}
                  onChange={(v) => form.setValue('startTime', v)}
                />
              </FormField>
              <FormField label={t('work.leave.endTime')} error={form.errors.endTime} required>
                <DateInput mode="datetime" value={form.values.endTime} onChange={(v) => form.setValue('endTime', v)} />
              </FormField>
              <FormField label={t('work.leave.reason')} error={form.errors.reason} required>
                <Textarea {...form.field('reason')} rows={3} maxLength={2000} />
              </FormField>
            </Grid>
            <HStack mt="5" gap="3">
              <Button type="submit" variant="outline" loading={saving === 'save'} disabled={Boolean(saving)}>
                <FormattedMessage id="common.save" />
              </Button>
              <Button
                colorPalette="blue"
                loading={saving === 'submit'}
                disabled={Boolean(saving)}
                onClick={() => void onSave(true)}
              >
                <FormattedMessage id="flow.saveAndSubmit" />
              </Button>
            </HStack>
          </form>
        </Card.Body>
      </Card.Root>
      <CrudList
        caption={t('work.leave.mine')}
        list={list}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.reason}
        onView={(r) => navigate(leaveRoutes.detail('-', r.id))}
      />
    </Stack>
  );
}
