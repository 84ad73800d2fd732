import { Input } from '@chakra-ui/react';
import { FormField } from '../../../engine/form';
import { useDeclarationText } from './labels';
import { peopleError } from './rules';

export interface PeopleInputProps {
  /** The role's label (项目经理 ...); 限1人 roles get （限1人） after it. */
  label: string;
  value: string;
  onChange(value: string): void;
  /** The role is 限1人. */
  single?: boolean;
  /** The variant that limits a 限1人 role to one name of at most 4 characters. */
  singleByLength?: boolean;
  /** A message from outside (the server, a submission); the rule's own message while typing comes first. */
  error?: string;
  name?: string;
  readOnly?: boolean;
}

/** A people field: names separated by 、, checked while typing with the server's rule (peopleError). */
export function PeopleInput({
  label,
  value,
  onChange,
  single,
  singleByLength,
  error,
  name,
  readOnly,
}: PeopleInputProps) {
  const text = useDeclarationText();
  const message = text.message(peopleError(value, { single, singleByLength }) ?? error);
  const fullLabel = single ? text.t('award.decl.singleLabel', { label }) : label;
  return (
    <FormField
      label={fullLabel}
      error={message}
      readOnly={readOnly}
      helperText={readOnly ? undefined : text.t(single ? 'award.decl.singleHint' : 'award.decl.peopleHint')}
    >
      <Input name={name} value={value} readOnly={readOnly} onChange={(e) => onChange(e.currentTarget.value)} />
    </FormField>
  );
}
