import { endOfDayIn } from '@zhuxie/domain/time/datetime';
import { useMutation } from '@apollo/client/react';
import { Dialog, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import {
  FormFooter,
  integer,
  OptionSelect,
  optionalText,
  pattern,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
  STATUS,
  useStatusOptions,
} from '../../../engine/crud';
import { DatePickerField, FormField, required, type Rules, useForm } from '../../../engine/form';
import { formatDate } from '../../../engine/format/date';
import { SubmitTenantDocument, type TenantFieldsFragment, TenantDocument } from '../../../generated/graphql';

/** Tenant codes are 6 digits (000000 is the administrative tenant). */
const TENANT_ID = /^\d{6}$/;
/** The account quota that means "no limit". */
export const UNLIMITED = -1;

interface TenantFormValues extends Record<string, string> {
  tenantId: string;
  tenantName: string;
  domain: string;
  accountNumber: string;
  expireDate: string;
  linkman: string;
  contactNumber: string;
  address: string;
  status: string;
}

export interface TenantFormDialogProps {
  state: RecordDialogState | null;
  onClose(): void;
  onSaved(): void;
}

/** Create, edit or view one tenant. */
export function TenantFormDialog({ state, onClose, onSaved }: TenantFormDialogProps) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      titles={{
        create: <FormattedMessage id="system.tenant.form.createTitle" />,
        edit: <FormattedMessage id="system.tenant.form.editTitle" />,
        view: <FormattedMessage id="system.tenant.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <TenantForm mode="create" onClose={onClose} onSaved={onSaved} />
        ) : (
          <RecordLoader document={TenantDocument} id={open.id} select={(data) => data.tenant} onClose={onClose}>
            {(tenant) => <TenantForm mode={open.mode} tenant={tenant} onClose={onClose} onSaved={onSaved} />}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

/** The chosen day (yyyy-MM-dd, Beijing time) as the last second of that day. */
function endOfDay(date: string): string | null {
  return date ? (endOfDayIn(date)?.toISOString() ?? null) : null;
}

function TenantForm({
  mode,
  tenant,
  onClose,
  onSaved,
}: {
  mode: 'create' | 'edit' | 'view';
  tenant?: TenantFieldsFragment;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const readOnly = mode === 'view';
  const statusOptions = useStatusOptions();
  const rules = useMemo<Rules<TenantFormValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      tenantId: [
        required(m('system.tenant.form.tenantIdRequired')),
        pattern(TENANT_ID, m('system.tenant.form.tenantIdInvalid')),
      ],
      tenantName: [required(m('system.tenant.form.tenantNameRequired'))],
      accountNumber: [integer(m('system.tenant.form.accountNumberInvalid'), { min: UNLIMITED })],
    };
  }, [intl]);
  const form = useForm<TenantFormValues>({
    initialValues: tenant
      ? {
          tenantId: tenant.tenantId,
          tenantName: tenant.tenantName,
          domain: tenant.domain ?? '',
          accountNumber: String(tenant.accountNumber),
          expireDate: formatDate(tenant.expireTime, 'yyyy-MM-dd'),
          linkman: tenant.linkman ?? '',
          contactNumber: tenant.contactNumber ?? '',
          address: tenant.address ?? '',
          status: String(tenant.status),
        }
      : {
          tenantId: '',
          tenantName: '',
          domain: '',
          accountNumber: String(UNLIMITED),
          expireDate: '',
          linkman: '',
          contactNumber: '',
          address: '',
          status: STATUS.enabled,
        },
    rules,
  });
  const [submitTenant, { loading: saving }] = useMutation(SubmitTenantDocument, {
    update: (cache) => evictList(cache, 'tenants'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const v = form.values;
    const input = {
      ...(tenant ? { id: tenant.id, version: tenant.version } : {}),
      tenantId: v.tenantId.trim(),
      tenantName: v.tenantName.trim(),
      domain: optionalText(v.domain),
      accountNumber: v.accountNumber.trim() === '' ? UNLIMITED : Number(v.accountNumber),
      expireTime: endOfDay(v.expireDate),
      linkman: optionalText(v.linkman),
      contactNumber: optionalText(v.contactNumber),
      address: optionalText(v.address),
      status: Number(v.status),
    };
    const saved = await saveForm(form, () => submitTenant({ variables: { input } }), {
      updating: Boolean(tenant),
      fieldNames: { expireTime: 'expireDate' },
    });
    if (saved) onSaved();
  };

  const variant = readOnly ? 'subtle' : 'outline';
  const text = (
    name: 'tenantId' | 'tenantName' | 'domain' | 'linkman' | 'contactNumber' | 'address',
    options: { required?: boolean; max?: number; locked?: boolean } = {},
  ) => (
    <FormField
      label={t(`system.tenant.${name}`)}
      error={form.errors[name]}
      required={options.required}
      readOnly={readOnly || options.locked}
    >
      <Input
        {...form.field(name)}
        variant={readOnly || options.locked ? 'subtle' : 'outline'}
        placeholder={
          readOnly || options.locked
            ? undefined
            : intl.formatMessage({ id: 'common.inputPlaceholder' }, { label: t(`system.tenant.${name}`) })
        }
        autoComplete="off"
        maxLength={options.max ?? 255}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t(`system.tenant.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {/* The tenant code names the tenant's data everywhere: it cannot change once created. */}
            {text('tenantId', { required: true, max: 6, locked: Boolean(tenant) })}
            {text('tenantName', { required: true, max: 100 })}
            {text('linkman', { max: 50 })}
            {text('contactNumber', { max: 50 })}
            <FormField
              label={t('system.tenant.accountNumber')}
              error={form.errors.accountNumber}
              readOnly={readOnly}
              helperText={readOnly ? undefined : t('system.tenant.form.accountNumberHelp')}
            >
              <Input
                {...form.field('accountNumber')}
                type="number"
                inputMode="numeric"
                min={UNLIMITED}
                variant={variant}
              />
            </FormField>
            <FormField
              label={t('system.tenant.expireTime')}
              error={form.errors.expireDate}
              readOnly={readOnly}
              helperText={readOnly ? undefined : t('system.tenant.form.expireTimeHelp')}
            >
              <DatePickerField
                name="expireDate"
                value={form.values.expireDate}
                onChange={(v) => form.setValue('expireDate', v)}
                variant={variant}
              />
            </FormField>
            {text('domain')}
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
          {text('address')}
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
