import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Dialog, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import { useCan } from '../../../engine/auth';
import {
  CheckboxChoices,
  CheckboxTree,
  FormFooter,
  idList,
  minLength,
  nestByParent,
  OptionSelect,
  optionalText,
  pattern,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
  STATUS,
  TreeSelect,
  useStatusOptions,
  validateForm,
} from '../../../engine/crud';
import { FormField, required, type Rules, useForm } from '../../../engine/form';
import {
  SubmitUserDocument,
  UserDeptOptionsDocument,
  UserDocument,
  type UserFieldsFragment,
  UserPostOptionsDocument,
  UserRoleOptionsDocument,
} from '../../../generated/graphql';
import { ACCOUNT, email, mobile, PASSWORD_MIN_LENGTH } from './userRules';

interface UserFormValues extends Record<string, string> {
  account: string;
  password: string;
  confirmPassword: string;
  realName: string;
  phone: string;
  email: string;
  deptId: string;
  /** Comma-separated ids (the form holds text). */
  roleIds: string;
  postIds: string;
  status: string;
}

export interface UserFormDialogProps {
  state: RecordDialogState | null;
  onClose(): void;
  onSaved(): void;
}

/** Create, edit or view one user: account, password (new users only), person, department, roles, posts. */
export function UserFormDialog({ state, onClose, onSaved }: UserFormDialogProps) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      size="xl"
      titles={{
        create: <FormattedMessage id="system.user.form.createTitle" />,
        edit: <FormattedMessage id="system.user.form.editTitle" />,
        view: <FormattedMessage id="system.user.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <UserForm mode="create" preset={open.preset} onClose={onClose} onSaved={onSaved} />
        ) : (
          <RecordLoader document={UserDocument} id={open.id} select={(data) => data.user} onClose={onClose}>
            {(user) => <UserForm mode={open.mode} user={user} onClose={onClose} onSaved={onSaved} />}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

interface UserFormProps {
  mode: 'create' | 'edit' | 'view';
  user?: UserFieldsFragment;
  preset?: Readonly<Record<string, string>>;
  onClose(): void;
  onSaved(): void;
}

function UserForm({ mode, user, preset, onClose, onSaved }: UserFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const readOnly = mode === 'view';
  const creating = !user;
  const statusOptions = useStatusOptions();

  // The choices come from other resources; a user manager without their view codes sees none of them.
  const { data: depts } = useQuery(UserDeptOptionsDocument, useCan('dept') ? {} : skipToken);
  const { data: roles } = useQuery(UserRoleOptionsDocument, useCan('role') ? {} : skipToken);
  const { data: posts } = useQuery(UserPostOptionsDocument, useCan('post') ? {} : skipToken);
  const deptNodes = useMemo(() => nestByParent(depts?.deptTree ?? []), [depts]);
  const roleNodes = useMemo(() => nestByParent(roles?.roleTree ?? []), [roles]);
  const postOptions = useMemo(
    () => (posts?.posts.records ?? []).map((p) => ({ value: p.id, label: p.postName })),
    [posts],
  );

  const rules = useMemo<Rules<UserFormValues>>(() => {
    const m = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
    return {
      account: [
        required(m('system.user.form.accountRequired')),
        pattern(ACCOUNT, m('system.user.form.accountInvalid')),
      ],
      phone: [mobile({ length: m('system.user.form.phoneLength'), format: m('system.user.form.phoneInvalid') })],
      email: [email(m('system.user.form.emailInvalid'))],
      roleIds: [required(m('system.user.form.rolesRequired'))],
    };
  }, [intl]);
  const form = useForm<UserFormValues>({
    initialValues: user
      ? {
          account: user.account,
          password: '',
          confirmPassword: '',
          realName: user.realName ?? '',
          phone: user.phone ?? '',
          email: user.email ?? '',
          deptId: user.deptId ?? '',
          roleIds: idList.format(user.roleIds),
          postIds: idList.format(user.postIds),
          status: String(user.status),
        }
      : {
          account: '',
          password: '',
          confirmPassword: '',
          realName: '',
          phone: '',
          email: '',
          deptId: preset?.deptId ?? '',
          roleIds: '',
          postIds: '',
          status: STATUS.enabled,
        },
    rules,
  });
  const [submitUser, { loading: saving }] = useMutation(SubmitUserDocument, {
    update: (cache) => evictList(cache, 'users'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const tooShort = minLength(
      PASSWORD_MIN_LENGTH,
      t('system.user.form.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
    );
    const valid = validateForm(form, rules, (v) =>
      creating
        ? {
            password: v.password === '' ? t('system.user.form.passwordRequired') : tooShort(v.password),
            confirmPassword:
              v.confirmPassword === ''
                ? t('system.user.form.confirmRequired')
                : v.confirmPassword !== v.password
                  ? t('system.user.form.passwordMismatch')
                  : undefined,
          }
        : {},
    );
    if (!valid) return;
    const v = form.values;
    const input = {
      ...(user ? { id: user.id, version: user.version } : { password: v.password }),
      account: v.account.trim(),
      realName: optionalText(v.realName),
      phone: optionalText(v.phone),
      email: optionalText(v.email),
      deptId: v.deptId || null,
      roleIds: idList.parse(v.roleIds),
      postIds: idList.parse(v.postIds),
      status: Number(v.status),
    };
    if (await saveForm(form, () => submitUser({ variables: { input } }), { updating: Boolean(user) })) onSaved();
  };

  const variant = readOnly ? 'subtle' : 'outline';
  const placeholder = (label: string) => (readOnly ? undefined : t('common.inputPlaceholder', { label }));
  const text = (
    name: 'account' | 'realName' | 'phone' | 'email',
    options: { required?: boolean; max?: number; type?: string } = {},
  ) => (
    <FormField
      label={t(`system.user.${name}`)}
      error={form.errors[name]}
      required={options.required}
      readOnly={readOnly}
    >
      <Input
        {...form.field(name)}
        type={options.type}
        variant={variant}
        placeholder={placeholder(t(`system.user.${name}`))}
        autoComplete="off"
        maxLength={options.max ?? 128}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t(`system.user.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {text('account', { required: true, max: 64 })}
            {text('realName', { max: 64 })}
            {creating && (
              <>
                <FormField label={t('system.user.password')} error={form.errors.password} required>
                  <Input {...form.field('password')} type="password" autoComplete="new-password" maxLength={128} />
                </FormField>
                <FormField label={t('system.user.confirmPassword')} error={form.errors.confirmPassword} required>
                  <Input
                    {...form.field('confirmPassword')}
                    type="password"
                    autoComplete="new-password"
                    maxLength={128}
                  />
                </FormField>
              </>
            )}
            {text('phone', { max: 32, type: 'tel' })}
            {text('email', { type: 'email' })}
            <FormField label={t('system.user.dept')} error={form.errors.deptId} readOnly={readOnly}>
              <TreeSelect
                name="deptId"
                nodes={deptNodes}
                label={(d) => d.deptName}
                value={form.values.deptId}
                onChange={(value) => form.setValue('deptId', value)}
                emptyLabel={t('system.user.form.noDept')}
                disabled={readOnly}
              />
            </FormField>
            <FormField label={t('common.status')} readOnly={readOnly}>
              <OptionSelect
                name="status"
                options={statusOptions}
                value={form.values.status}
                onChange={(value) => form.setValue('status', value)}
                disabled={readOnly}
              />
            </FormField>
          </SimpleGrid>
          <FormField label={t('system.user.roles')} error={form.errors.roleIds} required readOnly={readOnly}>
            <CheckboxTree
              aria-label={t('system.user.roles')}
              nodes={roleNodes}
              label={(r) => r.roleName}
              detail={(r) => r.roleAlias}
              cascade={false}
              value={idList.parse(form.values.roleIds)}
              onChange={(next) => form.setValue('roleIds', idList.format(next))}
              disabled={readOnly}
              invalid={Boolean(form.errors.roleIds)}
              emptyText={t('system.user.form.noRoles')}
              maxH="48"
            />
          </FormField>
          <FormField label={t('system.user.posts')} error={form.errors.postIds} readOnly={readOnly}>
            <CheckboxChoices
              aria-label={t('system.user.posts')}
              options={postOptions}
              value={idList.parse(form.values.postIds)}
              onChange={(next) => form.setValue('postIds', idList.format(next))}
              disabled={readOnly}
              invalid={Boolean(form.errors.postIds)}
              emptyText={t('system.user.form.noPosts')}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
