import { useMutation, useQuery } from '@apollo/client/react';
import { Dialog, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import { PermissionCodePicker } from '../../../engine/auth/PermissionCodePicker';
import {
  CheckboxChoices,
  FormFooter,
  idList,
  integer,
  minLength,
  OptionSelect,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
  STATUS,
  useStatusOptions,
  validateForm,
} from '../../../engine/crud';
import { FormField, required, type Rules, useForm } from '../../../engine/form';
import {
  ApiScopePageDocument,
  type OauthClientFieldsFragment,
  OauthClientDocument,
  SubmitOauthClientDocument,
} from '../../../generated/graphql';

export const GRANT_TYPES = ['password', 'refresh_token', 'authorization_code', 'client_credentials'] as const;
const RATE_LIMIT = { min: 1, max: 100000 };
/** Token lifetimes the server accepts, in seconds. */
const ACCESS_VALIDITY = { min: 60, max: 86400 };
const REFRESH_VALIDITY = { min: 300, max: 31536000 };
const SECRET_MIN_LENGTH = 8;

interface ClientFormValues extends Record<string, string> {
  clientId: string;
  clientSecret: string;
  grantTypes: string;
  accessTokenValidity: string;
  refreshTokenValidity: string;
  status: string;
  /** client_credentials: the codes and the scope ids (comma-separated), calls per minute. */
  permissionCodes: string;
  apiScopeIds: string;
  rateLimitPerMinute: string;
}

export interface ClientFormDialogProps {
  state: RecordDialogState | null;
  onClose(): void;
  onSaved(): void;
}

/** Create, edit or view one OAuth client. The secret is write-only: required to create, blank keeps it. */
export function ClientFormDialog({ state, onClose, onSaved }: ClientFormDialogProps) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      titles={{
        create: <FormattedMessage id="system.client.form.createTitle" />,
        edit: <FormattedMessage id="system.client.form.editTitle" />,
        view: <FormattedMessage id="system.client.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <ClientForm mode="create" onClose={onClose} onSaved={onSaved} />
        ) : (
          <RecordLoader
            document={OauthClientDocument}
            id={open.id}
            select={(data) => data.oauthClient}
            onClose={onClose}
          >
            {(client) => <ClientForm mode={open.mode} client={client} onClose={onClose} onSaved={onSaved} />}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

function ClientForm({
  mode,
  client,
  onClose,
  onSaved,
}: {
  mode: 'create' | 'edit' | 'view';
  client?: OauthClientFieldsFragment;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const readOnly = mode === 'view';
  const statusOptions = useStatusOptions();
  const rules = useMemo<Rules<ClientFormValues>>(() => {
    const m = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
    return {
      clientId: [required(m('system.client.form.clientIdRequired'))],
      clientSecret: [
        minLength(SECRET_MIN_LENGTH, m('system.client.form.clientSecretTooShort', { min: SECRET_MIN_LENGTH })),
      ],
      grantTypes: [required(m('system.client.form.grantTypesRequired'))],
      accessTokenValidity: [
        required(m('system.client.form.validityRequired')),
        integer(m('system.client.form.validityRange', ACCESS_VALIDITY), ACCESS_VALIDITY),
      ],
      refreshTokenValidity: [
        required(m('system.client.form.validityRequired')),
        integer(m('system.client.form.validityRange', REFRESH_VALIDITY), REFRESH_VALIDITY),
      ],
      rateLimitPerMinute: [
        required(m('system.client.form.rateLimitRequired')),
        integer(m('system.client.form.rateLimitRange', RATE_LIMIT), RATE_LIMIT),
      ],
    };
  }, [intl]);
  const form = useForm<ClientFormValues>({
    initialValues: client
      ? {
          clientId: client.clientId,
          clientSecret: '',
          grantTypes: idList.format(client.grantTypes),
          accessTokenValidity: String(client.accessTokenValidity),
          refreshTokenValidity: String(client.refreshTokenValidity),
          status: String(client.status),
          permissionCodes: idList.format(client.permissionCodes),
          apiScopeIds: idList.format(client.apiScopeIds),
          rateLimitPerMinute: String(client.rateLimitPerMinute),
        }
      : {
          clientId: '',
          clientSecret: '',
          grantTypes: 'password,refresh_token',
          accessTokenValidity: '3600',
          refreshTokenValidity: '604800',
          status: STATUS.enabled,
          permissionCodes: '',
          apiScopeIds: '',
          rateLimitPerMinute: '600',
        },
    rules,
  });
  const machine = idList.parse(form.values.grantTypes).includes('client_credentials');
  const { data: scopeData } = useQuery(ApiScopePageDocument, {
    variables: { page: { current: 1, size: 200 } },
    skip: !machine,
  });
  const scopeOptions = (scopeData?.apiScopes.records ?? []).map((s) => ({
    value: s.id,
    // Spaces after the commas of a path pattern let a long pattern wrap on narrow screens.
    label: `${s.scopeName}（${s.scopeMethod ? `${s.scopeMethod} ` : ''}${s.scopePath.replace(/,/g, ', ')}）`,
  }));
  const [submitClient, { loading: saving }] = useMutation(SubmitOauthClientDocument, {
    update: (cache) => evictList(cache, 'oauthClients'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const creating = !client;
    if (
      !validateForm(form, rules, (v) => ({
        clientSecret: creating && !v.clientSecret ? t('system.client.form.clientSecretRequired') : undefined,
      }))
    )
      return;
    const v = form.values;
    const input = {
      ...(client ? { id: client.id, version: client.version } : {}),
      clientId: v.clientId.trim(),
      clientSecret: v.clientSecret === '' ? null : v.clientSecret,
      grantTypes: idList.parse(v.grantTypes),
      accessTokenValidity: Number(v.accessTokenValidity),
      refreshTokenValidity: Number(v.refreshTokenValidity),
      status: Number(v.status),
      permissionCodes: idList.parse(v.permissionCodes),
      apiScopeIds: idList.parse(v.apiScopeIds),
      rateLimitPerMinute: Number(v.rateLimitPerMinute),
    };
    if (await saveForm(form, () => submitClient({ variables: { input } }), { updating: Boolean(client) })) onSaved();
  };

  const variant = readOnly ? 'subtle' : 'outline';
  return (
    <form onSubmit={submit} noValidate aria-label={t(`system.client.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('system.client.clientId')} error={form.errors.clientId} required readOnly={readOnly}>
              <Input
                {...form.field('clientId')}
                variant={variant}
                placeholder={
                  readOnly
                    ? undefined
                    : intl.formatMessage({ id: 'common.inputPlaceholder' }, { label: t('system.client.clientId') })
                }
                autoComplete="off"
                maxLength={64}
                fontFamily="mono"
              />
            </FormField>
            {!readOnly && (
              <FormField
                label={t('system.client.clientSecret')}
                error={form.errors.clientSecret}
                required={!client}
                helperText={client ? t('system.client.form.clientSecretKeep') : undefined}
              >
                <Input {...form.field('clientSecret')} type="password" autoComplete="new-password" maxLength={128} />
              </FormField>
            )}
            <FormField
              label={t('system.client.accessTokenValidity')}
              error={form.errors.accessTokenValidity}
              required
              readOnly={readOnly}
            >
              <Input {...form.field('accessTokenValidity')} type="number" inputMode="numeric" variant={variant} />
            </FormField>
            <FormField
              label={t('system.client.refreshTokenValidity')}
              error={form.errors.refreshTokenValidity}
              required
              readOnly={readOnly}
            >
              <Input {...form.field('refreshTokenValidity')} type="number" inputMode="numeric" variant={variant} />
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
          <FormField label={t('system.client.grantTypes')} error={form.errors.grantTypes} required readOnly={readOnly}>
            <CheckboxChoices
              aria-label={t('system.client.grantTypes')}
              options={GRANT_TYPES.map((value) => ({ value, label: t(`system.client.grantType.${value}`) }))}
              value={idList.parse(form.values.grantTypes)}
              onChange={(next) => form.setValue('grantTypes', idList.format(next))}
              disabled={readOnly}
              invalid={Boolean(form.errors.grantTypes)}
            />
          </FormField>
          {machine && (
            <>
              <FormField
                label={t('system.client.permissionCodes')}
                error={form.errors.permissionCodes}
                helperText={readOnly ? undefined : t('system.client.form.permissionCodesHelp')}
                readOnly={readOnly}
              >
                <PermissionCodePicker
                  label={t('system.client.permissionCodes')}
                  value={idList.parse(form.values.permissionCodes)}
                  onChange={(next) => form.setValue('permissionCodes', idList.format(next))}
                  invalid={Boolean(form.errors.permissionCodes)}
                  disabled={readOnly}
                />
              </FormField>
              <FormField label={t('system.client.apiScopes')} error={form.errors.apiScopeIds} readOnly={readOnly}>
                <CheckboxChoices
                  aria-label={t('system.client.apiScopes')}
                  options={scopeOptions}
                  value={idList.parse(form.values.apiScopeIds)}
                  onChange={(next) => form.setValue('apiScopeIds', idList.format(next))}
                  disabled={readOnly}
                  emptyText={t('system.client.form.noApiScopes')}
                />
              </FormField>
              <FormField
                label={t('system.client.rateLimitPerMinute')}
                error={form.errors.rateLimitPerMinute}
                required
                readOnly={readOnly}
              >
                <Input {...form.field('rateLimitPerMinute')} type="number" inputMode="numeric" variant={variant} />
              </FormField>
            </>
          )}
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
