import { useMutation } from '@apollo/client/react';
import { Button, Card, Flex, Heading, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../engine/apollo/errors';
import { storeTokens } from '../../engine/auth/session';
import { notify } from '../../engine/feedback/toaster';
import { FormField, required, type Rule, type Rules, useForm, validateValues } from '../../engine/form';
import { ChangePasswordDocument } from '../../generated/graphql';

/** The API's rule (engine/auth/password.ts): at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

interface PasswordValues extends Record<string, string> {
  oldPassword: string;
  newPassword: string;
  newPassword1: string;
}

const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', newPassword1: '' };

/** 修改密码: the old password, the new one twice. The answer carries fresh tokens (the old session ends). */
export function PasswordForm() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const rules = useMemo<Rules<PasswordValues>>(() => {
    const tooShort = intl.formatMessage({ id: 'info.password.tooShort' }, { min: PASSWORD_MIN_LENGTH });
    const minLength: Rule<string> = (value) => (value.length < PASSWORD_MIN_LENGTH ? tooShort : undefined);
    return {
      oldPassword: [required(intl.formatMessage({ id: 'info.password.oldRequired' }))],
      newPassword: [required(intl.formatMessage({ id: 'info.password.newRequired' })), minLength],
      newPassword1: [required(intl.formatMessage({ id: 'info.password.confirmRequired' }))],
    };
  }, [intl]);
  const form = useForm<PasswordValues>({ initialValues: EMPTY, rules });
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { values } = form;
    const errors = validateValues(values, rules);
    if (!errors.newPassword1 && values.newPassword !== values.newPassword1)
      errors.newPassword1 = t('info.password.mismatch');
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      const { data } = await changePassword({ variables: { input: values } });
      if (data) storeTokens(data.changePassword);
    } catch (error) {
      const problem = readApiProblem(error);
      if (!problem) return;
      if (Object.keys(problem.fields).length > 0) form.setErrors(problem.fields);
      else notify('error', { text: problem.message });
      return;
    }
    form.reset(EMPTY);
    notify('success', { id: 'info.password.success' });
  };

  const password = (name: keyof PasswordValues & string, autoComplete: string) => (
    <FormField label={t(`info.password.${name}`)} error={form.errors[name]} required>
      <Input {...form.field(name)} type="password" autoComplete={autoComplete} maxLength={128} />
    </FormField>
  );

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          <FormattedMessage id="info.password.title" />
        </Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label={t('info.password.title')}>
          <Stack gap="5">
            {password('oldPassword', 'current-password')}
            {password('newPassword', 'new-password')}
            {password('newPassword1', 'new-password')}
            <Flex justify="flex-end">
              <Button type="submit" loading={loading}>
                <FormattedMessage id="info.password.submit" />
              </Button>
            </Flex>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
