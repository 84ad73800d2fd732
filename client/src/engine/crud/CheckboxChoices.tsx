import { Checkbox, CheckboxGroup, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldItemScope } from './FieldItemScope';
import type { Option } from './OptionSelect';

export interface CheckboxChoicesProps {
  options: readonly Option[];
  value: readonly string[];
  onChange(next: string[]): void;
  /** Names the group for assistive technology (the field's label). */
  'aria-label': string;
  disabled?: boolean;
  invalid?: boolean;
  /** Shown when there is nothing to choose from. */
  emptyText?: ReactNode;
}

/** Several choices out of a short flat list (grant types, posts ...), as a wrapping row of checkboxes. */
export function CheckboxChoices({
  options,
  value,
  onChange,
  disabled,
  invalid,
  emptyText,
  ...aria
}: CheckboxChoicesProps) {
  if (options.length === 0 && emptyText) {
    return (
      <Text color="fg.muted" textStyle="sm">
        {emptyText}
      </Text>
    );
  }
  return (
    <CheckboxGroup
      value={[...value]}
      onValueChange={(next) => onChange(options.map((o) => o.value).filter((v) => next.includes(v)))}
      disabled={disabled}
      invalid={invalid}
    >
      <Flex role="group" aria-label={aria['aria-label']} wrap="wrap" gap="4" py="1">
        {options.map((option) => (
          <FieldItemScope key={option.value} value={option.value}>
            <Checkbox.Root value={option.value} size="sm">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          </FieldItemScope>
        ))}
      </Flex>
    </CheckboxGroup>
  );
}
