import { Badge, Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { FlowStepFieldsFragment } from '../../generated/graphql';
import { ApproverSummary, useApproverLabels } from './approvers';
import { STEP_BUTTONS } from './steps';

/** A model version's steps, read-only: title, approvers and the buttons offered with their titles. */
export function FlowStepsView({ steps, label }: { steps: readonly FlowStepFieldsFragment[]; label: string }) {
  const intl = useIntl();
  const labelOf = useApproverLabels();
  return (
    <List.Root as="ol" listStyle="none" gap="2" aria-label={label}>
      {steps.map((step, index) => (
        <List.Item key={index}>
          <Box borderWidth="1px" borderColor="border.muted" rounded="l2" p="3" width="full">
            <Stack gap="1">
              <HStack gap="2" wrap="wrap">
                <Badge variant="subtle" colorPalette="blue">
                  {intl.formatMessage({ id: 'flow.panel.step' }, { n: index + 1 })}
                </Badge>
                <Text fontWeight="medium">{step.title}</Text>
              </HStack>
              <ApproverSummary kind={step.approverKind} approvers={step.approvers} labelOf={labelOf} />
              <HStack gap="1" wrap="wrap">
                <Text as="span" color="fg.muted">
                  {intl.formatMessage({ id: 'flow.model.buttons' })}：
                </Text>
                {STEP_BUTTONS.filter((b) => step[`button${b}`]).map((b) => (
                  <Badge key={b} variant="outline">
                    {step[`button${b}Title`]}
                  </Badge>
                ))}
              </HStack>
            </Stack>
          </Box>
        </List.Item>
      ))}
    </List.Root>
  );
}
