import { Button, HStack, IconButton, List, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckboxChoices, OptionSelect } from '../../engine/crud';
import type { OaPersonFieldsFragment } from '../../generated/graphql';

const personLabel = (p: OaPersonFieldsFragment) => (p.deptName ? `${p.name}（${p.deptName}）` : p.name);

export interface ApproverPickerProps {
  /** Who may be designated (approver/list). */
  people: readonly OaPersonFieldsFragment[];
  /** Chosen user ids, in the order they approve. */
  value: readonly string[];
  onChange(next: string[]): void;
  max: number;
  label: string;
}

/** The designated approvers: add from the approver list, reorder (they approve one after another), remove. */
export function ApproverPicker({ people, value, onChange, max, label }: ApproverPickerProps) {
  const intl = useIntl();
  const [pick, setPick] = useState('');
  const byId = new Map(people.map((p) => [p.id, p]));
  const left = people.filter((p) => !value.includes(p.id));
  const move = (index: number, delta: number) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    next.splice(index + delta, 0, item!);
    onChange(next);
  };
  return (
    <Stack gap="2" role="group" aria-label={label}>
      {value.length > 0 && (
        <List.Root as="ol" gap="1" variant="plain" aria-label={intl.formatMessage({ id: 'oa.form.approverOrder' })}>
          {value.map((id, index) => {
            const person = byId.get(id);
            const name = person ? personLabel(person) : id;
            return (
              <List.Item
                key={id}
                alignItems="center"
                gap="2"
                borderWidth="1px"
                borderColor="border.muted"
                rounded="md"
                px="3"
                py="1"
              >
                <Text flex="1" textStyle="sm">
                  {index + 1}. {name}
                </Text>
                <IconButton
                  size="xs"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={intl.formatMessage({ id: 'oa.form.moveUp' }, { name })}
                >
                  <ArrowUp />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={intl.formatMessage({ id: 'oa.form.moveDown' }, { name })}
                >
                  <ArrowDown />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => onChange(value.filter((v) => v !== id))}
                  aria-label={intl.formatMessage({ id: 'oa.form.removePerson' }, { name })}
                >
                  <X />
                </IconButton>
              </List.Item>
            );
          })}
        </List.Root>
      )}
      {value.length < max && (
        <HStack gap="2">
          <OptionSelect
            aria-label={intl.formatMessage({ id: 'oa.form.chooseApprover' })}
            value={pick}
            onChange={setPick}
            emptyLabel={intl.formatMessage({ id: 'oa.form.chooseApprover' })}
            options={left.map((p) => ({ value: p.id, label: personLabel(p) }))}
          />
          <Button
            size="sm"
            variant="outline"
            disabled={!pick}
            onClick={() => {
              if (!pick) return;
              onChange([...value, pick]);
              setPick('');
            }}
          >
            <Plus />
            <FormattedMessage id="oa.form.addApprover" />
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/** The association personnel informed once the application is approved (抄送). */
export function CcPicker({
  people,
  value,
  onChange,
  label,
}: {
  people: readonly OaPersonFieldsFragment[];
  value: readonly string[];
  onChange(next: string[]): void;
  label: string;
}) {
  return (
    <CheckboxChoices
      aria-label={label}
      options={people.map((p) => ({ value: p.id, label: personLabel(p) }))}
      value={value}
      onChange={onChange}
      emptyText={<FormattedMessage id="common.noData" />}
    />
  );
}
