import { Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '../../../engine/form';
import { useDeclarationText } from './labels';
import { listItems, TECHNOLOGIES_MAX, TECHNOLOGIES_MIN, technologiesError } from './rules';

export interface TechnologiesInputProps {
  value: string;
  onChange(value: string): void;
  /** A message from outside (the server, a submission); the rule's own message while typing comes first. */
  error?: string;
  name?: string;
  readOnly?: boolean;
}

/**
 * jzyTop10, the ten new construction technologies: 6 to 10 items separated by 、, required. The live count and
 * the server's rule (technologiesError) show while typing; the required message only once the field was left
 * or a submission reported it.
 */
export function TechnologiesInput({ value, onChange, error, name = 'jzyTop10', readOnly }: TechnologiesInputProps) {
  const text = useDeclarationText();
  const [touched, setTouched] = useState(false);
  const count = listItems(value).length;
  const live = count > 0 || touched ? technologiesError(value) : undefined;
  const message = text.message(live ?? error);
  return (
    <FormField
      label={text.field('jzyTop10')}
      required
      error={message}
      readOnly={readOnly}
      helperText={readOnly ? undefined : text.t('award.decl.technologiesHint')}
    >
      <Textarea
        name={name}
        value={value}
        readOnly={readOnly}
        rows={4}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={() => setTouched(true)}
      />
      {!readOnly && (
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {text.t('award.decl.technologiesCount', { count, min: TECHNOLOGIES_MIN, max: TECHNOLOGIES_MAX })}
        </Text>
      )}
    </FormField>
  );
}
