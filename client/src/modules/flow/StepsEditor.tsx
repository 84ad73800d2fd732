import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Field,
  Flex,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OptionSelect } from '../../engine/crud';
import { FormField } from '../../engine/form';
import { ApproverPicker } from './approvers';
import { APPROVER_KINDS, type ApproverKind, moveStep, newStep, STEP_BUTTONS, type StepDraft, withKind } from './steps';

export interface StepsEditorProps {
  steps: readonly StepDraft[];
  onChange(next: StepDraft[]): void;
  /** Messages by field path, as the server names them: steps, steps.0.title, steps.1.approvers ... */
  errors: Readonly<Record<string, string>>;
}

/** The ordered steps of a flow model: add, remove, move up and down; per step its title, approvers and buttons. */
export function StepsEditor({ steps, onChange, errors }: StepsEditorProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const update = (index: number, change: (step: StepDraft) => StepDraft) =>
    onChange(steps.map((s, i) => (i === index ? change(s) : s)));

  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Text fontWeight="medium" color="fg.muted">
          <FormattedMessage id="flow.model.steps" />
        </Text>
        <Button size="sm" variant="outline" onClick={() => onChange([...steps, newStep()])}>
          <Plus />
          <FormattedMessage id="flow.model.addStep" />
        </Button>
      </Flex>
      {errors.steps && (
        <Text color="fg.error" textStyle="sm" role="alert">
          {errors.steps}
        </Text>
      )}
      {steps.length === 0 && (
        <Text color="fg.muted" textStyle="sm">
          <FormattedMessage id="flow.model.noSteps" />
        </Text>
      )}
      {steps.map((step, index) => {
        const name = t('flow.panel.step', { n: index + 1 });
        const error = (field: string) => errors[`steps.${index}.${field}`];
        return (
          <Card.Root key={step.key} size="sm" variant="outline" role="group" aria-label={name}>
            <Card.Header pb="0">
              <Flex justify="space-between" align="center" gap="2">
                <Badge variant="solid" colorPalette="blue">
                  {name}
                </Badge>
                <HStack gap="1">
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('flow.model.moveUp', { n: index + 1 })}
                    disabled={index === 0}
                    onClick={() => onChange(moveStep(steps, index, -1))}
                  >
                    <ArrowUp />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={t('flow.model.moveDown', { n: index + 1 })}
                    disabled={index === steps.length - 1}
                    onClick={() => onChange(moveStep(steps, index, 1))}
                  >
                    <ArrowDown />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('flow.model.removeStep', { n: index + 1 })}
                    onClick={() => onChange(steps.filter((_, i) => i !== index))}
                  >
                    <Trash2 />
                  </IconButton>
                </HStack>
              </Flex>
            </Card.Header>
            <Card.Body>
              <Stack gap="4">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormField label={t('flow.model.stepTitle')} error={error('title')} required>
                    <Input
                      value={step.title}
                      maxLength={100}
                      placeholder={t('common.inputPlaceholder', { label: t('flow.model.stepTitle') })}
                      onChange={(e) => {
                        const title = e.currentTarget.value;
                        update(index, (s) => ({ ...s, title }));
                      }}
                    />
                  </FormField>
                  <FormField label={t('flow.model.approverKind')} error={error('approverKind')} required>
                    <OptionSelect
                      options={APPROVER_KINDS.map((kind) => ({ value: kind, label: t(`flow.model.kind.${kind}`) }))}
                      value={step.approverKind}
                      onChange={(kind) => update(index, (s) => withKind(s, kind as ApproverKind))}
                    />
                  </FormField>
                </SimpleGrid>
                <Field.Root invalid={Boolean(error('approvers'))} required>
                  <Field.Label fontWeight="medium" color="fg.muted">
                    <FormattedMessage id="flow.model.approvers" />
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Box width="full">
                    <ApproverPicker
                      kind={step.approverKind}
                      label={t('flow.model.approversOf', { n: index + 1 })}
                      value={step.approvers}
                      onChange={(approvers) => update(index, (s) => ({ ...s, approvers }))}
                      invalid={Boolean(error('approvers'))}
                    />
                  </Box>
                  {error('approvers') && <Field.ErrorText>{error('approvers')}</Field.ErrorText>}
                </Field.Root>
                <Stack gap="2">
                  <Text fontWeight="medium" color="fg.muted" textStyle="sm">
                    <FormattedMessage id="flow.model.buttons" />
                  </Text>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                    {STEP_BUTTONS.map((button) => {
                      const kindName = t(`flow.model.button.${button}`);
                      const titleError = error(`button${button}Title`);
                      return (
                        <HStack key={button} gap="3" align="start">
                          <Checkbox.Root
                            size="sm"
                            mt="2"
                            minW="20"
                            checked={step[`button${button}`]}
                            onCheckedChange={(d) =>
                              update(index, (s) => ({ ...s, [`button${button}`]: d.checked === true }))
                            }
                          >
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label>{kindName}</Checkbox.Label>
                          </Checkbox.Root>
                          <Field.Root invalid={Boolean(titleError)} flex="1">
                            <Input
                              size="sm"
                              value={step[`button${button}Title`]}
                              maxLength={20}
                              disabled={!step[`button${button}`]}
                              aria-label={t('flow.model.buttonTitle', { name: kindName })}
                              onChange={(e) => {
                                const value = e.currentTarget.value;
                                update(index, (s) => ({ ...s, [`button${button}Title`]: value }));
                              }}
                            />
                            {titleError && <Field.ErrorText>{titleError}</Field.ErrorText>}
                          </Field.Root>
                        </HStack>
                      );
                    })}
                  </SimpleGrid>
                </Stack>
              </Stack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
