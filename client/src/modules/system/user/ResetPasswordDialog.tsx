import { useMutation } from '@apollo/client/react';
import { Dialog, Input, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogFrame, FormFooter, minLength, validateForm } from '../../../engine/crud';
import { readApiProblem } from '../../../engine/apollo/errors';
import { notify } from '../../../engine/feedback/toaster';
import { FormField, useForm } from '../../../engine/form';
import { ResetUserPasswordDocument } from '../../../generated/graphql';
import { PASSWORD_MIN_LENGTH } from './userRules';

export interface ResetPasswordDialogProps {
  /** The user whose password is set; null closes the dialog. */
  user: { id: string; account: string; realName?: string | null } | null;
  onClose(): void;
}

/** 重置密码: an administrator sets a new password; the user's sessions end. */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  return (
    <DialogFrame
      open={user !== null}
      onClose={onClose}
      size="md"
      divider
      lazy
      closeOnInteractOutside={false}
      title={<FormattedMessage id="system.user.reset.title" />}
    >
      {user && <ResetForm key={user.id} user={user} onClose={onClose} />}
    </DialogFrame>
  );
}

function ResetForm({
  user,
  onClose,
}: {
  user: { id: string; account: string; realName?: string | null };
  onClose(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const form = useForm({ initialValues: { password: '', confirmPassword: '' } });
  const [resetPassword, { loading }] = useMutation(ResetUserPasswordDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tooShort = minLength(
      PASSWORD_MIN_LENGTH,
      t('system.user.form.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
    );
    const valid = validateForm(form, {}, (v) => ({
      password: v.password === '' ? t('system.user.form.passwordRequired') : tooShort(v.password),
      confirmPassword:
        v.confirmPassword === ''
          ? t('system.user.form.confirmRequired')
          : v.confirmPassword !== v.password
            ? t('system.user.form.passwordMismatch')
            : undefined,
    }));
    if (!valid) return;
    try {
      await resetPassword({ variables: { input: { id: user.id, password: form.values.password } } });
    } catch (failure) {
      const problem = readApiProblem(failure);
      if (!problem) return;
      if (problem.fields.password) form.setErrors({ password: problem.fields.password });
      else notify('error', { text: problem.message });
      return;
    }
    notify('success', { id: 'system.user.reset.success' });
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('system.user.reset.title')}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <Text color="fg.muted" textStyle="sm">
            <FormattedMessage
              id="system.user.reset.intro"
              values={{ name: user.realName ? `${user.realName}（${user.account}）` : user.account }}
            />
          </Text>
          <FormField label={t('system.user.reset.newPassword')} error={form.errors.password} required>
            <Input {...form.field('password')} type="password" autoComplete="new-password" maxLength={128} />
          </FormField>
          <FormField label={t('system.user.confirmPassword')} error={form.errors.confirmPassword} required>
            <Input {...form.field('confirmPassword')} type="password" autoComplete="new-password" maxLength={128} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter saving={loading} onClose={onClose} />
    </form>
  );
}
