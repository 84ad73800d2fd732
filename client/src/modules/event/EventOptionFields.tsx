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

type RegistrantField = 'name' | 'mobile' | 'unit' | 'post';

/** The registrant of a registration form: name, mobile, unit (required) and post, with their messages. */
export function RegistrantFields({
  values,
  errorOf,
  onChange,
}: {
  values: Record<RegistrantField, string>;
  errorOf(field: RegistrantField): string | undefined;
  onChange(field: RegistrantField, value: string): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <FormField label={t('event.reg.name')} required error={errorOf('name')}>
        <Input value={values.name} onChange={(e) => onChange('name', e.currentTarget.value)} maxLength={64} />
      </FormField>
      <FormField label={t('event.reg.mobile')} required error={errorOf('mobile')}>
        <Input
          value={values.mobile}
          onChange={(e) => onChange('mobile', e.currentTarget.value)}
          inputMode="tel"
          autoComplete="tel"
          maxLength={11}
        />
      </FormField>
      <FormField label={t('event.reg.unit')} required error={errorOf('unit')}>
        <Input value={values.unit} onChange={(e) => onChange('unit', e.currentTarget.value)} maxLength={255} />
      </FormField>
      <FormField label={t('event.reg.post')} error={errorOf('post')}>
        <Input value={values.post} onChange={(e) => onChange('post', e.currentTarget.value)} maxLength={100} />
      </FormField>
    </>
  );
}
