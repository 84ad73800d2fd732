import { Input } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { isYesNoOption, YES_NO_ANSWERS } from '@zhuxie/domain/event/event-rules';
import { OptionSelect } from '../../engine/crud';
import { FormField } from '../../engine/form';

/**
 * The custom questions of a registration form (business dictionary event_register_custom_options): a yes/no
 * question is a choice of 是 / 否, any other free text.
 */
export function EventOptionFields({
  options,
  answers,
  onChange,
}: {
  options: ReadonlyArray<{ key: string; label: string }>;
  answers: Record<string, string>;
  onChange(key: string, value: string): void;
}) {
  const intl = useIntl();
  return options.map((o) => (
    <FormField key={o.key} label={o.label}>
      {isYesNoOption(o.label) ? (
        <OptionSelect
          aria-label={o.label}
          value={answers[o.key] ?? ''}
          onChange={(v) => onChange(o.key, v)}
          options={YES_NO_ANSWERS.map((answer) => ({ value: answer, label: answer }))}
          emptyLabel={intl.formatMessage({ id: 'member.form.select' })}
        />
      ) : (
        <Input value={answers[o.key] ?? ''} onChange={(e) => onChange(o.key, e.currentTarget.value)} maxLength={200} />
      )}
    </FormField>
  ));
}
