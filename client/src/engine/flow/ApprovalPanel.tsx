import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../apollo/errors';
import { notify } from '../feedback/toaster';
import { formatDateTime } from '../format/date';
import { FlowActionDocument, FlowRecordDocument, SubmitFlowDocument } from '../../generated/graphql';
import type { MessageId } from '../../i18n/locale';
import { FlowStatusBadge } from './FlowStatusBadge';
import { type ApprovalRecordActions, ApprovalRecordButton } from './ApprovalRecordDialog';

export interface ApprovalPanelProps {
  businessType: string;
  businessId: string;
  /** Called after every action the user took (the page may reload its record). */
  onChanged?: () => void;
  /** Extra buttons per entry of the approval-record dialog (a business module's own actions). */
  recordActions?: ApprovalRecordActions;
}

type StepAction = 'approve' | 'reject' | 'void' | 'reset';

/**
 * The generic approval panel (SPEC section 2): one block per flow step with its result (none while status 0),
 * and on the current step an opinion box with the buttons the server allows this user (buttonApproval,
 * buttonReject, buttonCancel, with their titles). Below, the applicant's own actions (送审, 撤回, 作废) and
 * a flow administrator's 重置 when the server allows them, and the approval record.
 */
export function ApprovalPanel({ businessType, businessId, onChanged, recordActions }: ApprovalPanelProps) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(FlowRecordDocument, {
    variables: { businessType, businessId },
    fetchPolicy: 'cache-and-network',
  });
  const [act, { loading: acting }] = useMutation(FlowActionDocument);
  const [submit, { loading: submitting }] = useMutation(SubmitFlowDocument);
  const [opinion, setOpinion] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const record = data?.flowRecord;
  const instance = record?.instance;
  const allowed = new Set(record?.allowedActions ?? []);

  const run = async (action: string, labelId: MessageId | string) => {
    setProblem(undefined);
    try {
      if (!instance || action === 'submit') {
        await submit({ variables: { input: { businessType, businessId, version: instance?.version ?? null } } });
      } else {
        await act({
          variables: {
            input: { instanceId: instance.id, action, opinion: opinion.trim() || null, version: instance.version },
          },
        });
      }
      setOpinion('');
      notify('success', {
        id: 'flow.done',
        values: { action: labelId.startsWith('flow.') ? intl.formatMessage({ id: labelId as MessageId }) : labelId },
      });
      await refetch();
      onChanged?.();
    } catch (e) {
      const p = readApiProblem(e);
      setProblem(p?.fields.approvalOpinion ?? p?.message ?? intl.formatMessage({ id: 'flow.failed' }));
      if (p?.code === 'STALE') void refetch();
    }
  };

  if (loading && !record)
    return (
      <Text color="fg.muted">
        <FormattedMessage id="common.loading" />
      </Text>
    );
  if (error && !record)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="common.loadFailed" />
        </Alert.Title>
      </Alert.Root>
    );

  const busy = acting || submitting;
  const ownButtons: Array<[string, MessageId, 'solid' | 'outline']> = [
    ['submit', 'flow.action.submit', 'solid'],
    ['withdraw', 'flow.action.withdraw', 'outline'],
  ];
  const voidByApplicant = allowed.has('void') && instance?.status !== 1;
  return (
    <Card.Root variant="outline" aria-label={intl.formatMessage({ id: 'flow.panel.title' })} role="region">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Card.Title>
            <FormattedMessage id="flow.panel.title" />
          </Card.Title>
          <HStack gap="3">
            {instance && <FlowStatusBadge status={instance.status} />}
            {record && record.logs.length > 0 && <ApprovalRecordButton logs={record.logs} actions={recordActions} />}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {!instance && (
            <Text color="fg.muted">
              <FormattedMessage id="flow.panel.notSubmitted" />
            </Text>
          )}
          {record?.steps.map((step) => {
            const buttons: Array<[StepAction, boolean, string, 'solid' | 'outline', string]> = [
              // Blue, not green: white on the solid green has too little contrast (axe color-contrast).
              ['approve', step.buttonApproval, step.buttonApprovalTitle, 'solid', 'blue'],
              ['reject', step.buttonReject, step.buttonRejectTitle, 'outline', 'red'],
              ['void', step.buttonCancel, step.buttonCancelTitle, 'outline', 'gray'],
            ];
            const shown = buttons.filter(([, on]) => on);
            return (
              <Box
                key={step.stepIndex}
                borderWidth="1px"
                borderColor={step.current ? 'colorPalette.solid' : 'border.muted'}
                rounded="md"
                p="4"
                colorPalette="blue"
              >
                <HStack justify="space-between" wrap="wrap">
                  <Text fontWeight="semibold">
                    {intl.formatMessage({ id: 'flow.panel.step' }, { n: step.stepIndex + 1 })}{' '}
                    {step.approvalConfigTitle}
                  </Text>
                  {step.current ? (
                    <Text color="fg.muted" textStyle="sm">
                      <FormattedMessage id="flow.panel.current" />
                    </Text>
                  ) : (
                    // Status 0 shows no result text (SPEC section 4).
                    step.approvalStatus !== 0 && <FlowStatusBadge status={step.approvalStatus} />
                  )}
                </HStack>
                {!step.current && step.approvalStatus !== 0 && (
                  <Stack gap="1" mt="2" textStyle="sm">
                    <Text>
                      {intl.formatMessage({ id: 'flow.panel.opinion' })}：{step.approvalOpinion || '—'}
                    </Text>
                    <Text color="fg.muted">
                      {step.createByName} · {formatDateTime(step.createDateTime)}
                    </Text>
                  </Stack>
                )}
                {step.current && shown.length > 0 && (
                  <Stack gap="3" mt="3">
                    <Field.Root invalid={Boolean(problem)}>
                      <Field.Label>
                        <FormattedMessage id="flow.panel.opinion" />
                      </Field.Label>
                      <Textarea
                        value={opinion}
                        onChange={(e) => setOpinion(e.currentTarget.value)}
                        placeholder={intl.formatMessage({ id: 'flow.panel.opinionPlaceholder' })}
                        rows={3}
                        maxLength={2000}
                      />
                      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
                    </Field.Root>
                    <HStack gap="2" wrap="wrap">
                      {shown.map(([action, , title, variant, palette]) => (
                        <Button
                          key={action}
                          size="sm"
                          variant={variant}
                          colorPalette={palette}
                          loading={busy}
                          onClick={() => void run(action, title)}
                        >
                          {title}
                        </Button>
                      ))}
                    </HStack>
                  </Stack>
                )}
              </Box>
            );
          })}
          {(ownButtons.some(([a]) => allowed.has(a)) || voidByApplicant || allowed.has('reset')) && (
            <Stack gap="2">
              {problem &&
                !record?.steps.some((s) => s.current && (s.buttonApproval || s.buttonReject || s.buttonCancel)) && (
                  <Text color="fg.error" textStyle="sm" role="alert">
                    {problem}
                  </Text>
                )}
              <HStack gap="2" wrap="wrap">
                {ownButtons
                  .filter(([a]) => allowed.has(a))
                  .map(([action, id, variant]) => (
                    <Button
                      key={action}
                      size="sm"
                      variant={variant}
                      loading={busy}
                      onClick={() => void run(action, id)}
                    >
                      <FormattedMessage id={id} />
                    </Button>
                  ))}
                {voidByApplicant && (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    loading={busy}
                    onClick={() => void run('void', 'flow.action.void')}
                  >
                    <FormattedMessage id="flow.action.void" />
                  </Button>
                )}
                {allowed.has('reset') && (
                  <Button
                    size="sm"
                    variant="outline"
                    loading={busy}
                    onClick={() => void run('reset', 'flow.action.reset')}
                  >
                    <FormattedMessage id="flow.action.reset" />
                  </Button>
                )}
              </HStack>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
