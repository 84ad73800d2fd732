import { useMutation } from '@apollo/client/react';
import { Dialog, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import {
  FormFooter,
  OptionSelect,
  optionalText,
  pattern,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
  validateForm,
} from '../../../engine/crud';
import { FormField, required, type Rules, useForm } from '../../../engine/form';
import { type DataScopeFieldsFragment, DataScopeDocument, SubmitDataScopeDocument } from '../../../generated/graphql';
import { ScopeMenuSelect } from './ScopeMenuSelect';

/** 1 all, 2 custom column rule, 3 own records, 4 own department, 5 own department and children. */
export const SCOPE_TYPES = ['1', '2', '3', '4', '5'] as const;
export const CUSTOM_SCOPE = '2';
const COLUMN = /^[A-Za-z][A-Za-z0-9]*$/;

interface DataScopeFormValues extends Record<string, string> {
  menuId: string;
  resourceCode: string;
  scopeName: string;
  scopeType: string;
  scopeColumn: string;
  scopeValue: string;
  remark: string;
}

export interface DataScopeFormDialogProps {
  state: RecordDialogState | null;
  onClose(): void;
  onSaved(): void;
}

/** Create, edit or view one data scope (a row filter a role can be granted). */
export function DataScopeFormDialog({ state, onClose, onSaved }: DataScopeFormDialogProps) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      titles={{
        create: <FormattedMessage id="system.datascope.form.createTitle" />,
        edit: <FormattedMessage id="system.datascope.form.editTitle" />,
        view: <FormattedMessage id="system.datascope.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <DataScopeForm mode="create" onClose={onClose} onSaved={onSaved} />
        ) : (
          <RecordLoader document={DataScopeDocument} id={open.id} select={(data) => data.dataScope} onClose={onClose}>
            {(scope) => <DataScopeForm mode={open.mode} scope={scope} onClose={onClose} onSaved={onSaved} />}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

function DataScopeForm({
  mode,
  scope,
  onClose,
  onSaved,
}: {
  mode: 'create' | 'edit' | 'view';
  scope?: DataScopeFieldsFragment;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const readOnly = mode === 'view';
  const rules = useMemo<Rules<DataScopeFormValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      resourceCode: [required(m('system.scope.form.resourceCodeRequired'))],
      scopeName: [required(m('system.scope.form.scopeNameRequired'))],
      scopeType: [required(m('system.datascope.form.scopeTypeRequired'))],
      scopeColumn: [pattern(COLUMN, m('system.datascope.form.scopeColumnInvalid'))],
    };
  }, [intl]);
  const form = useForm<DataScopeFormValues>({
    initialValues: scope
      ? {
          menuId: scope.menuId ?? '',
          resourceCode: scope.resourceCode,
          scopeName: scope.scopeName,
          scopeType: String(scope.scopeType),
          scopeColumn: scope.scopeColumn ?? '',
          scopeValue: scope.scopeValue ?? '',
          remark: scope.remark ?? '',
        }
      : { menuId: '', resourceCode: '', scopeName: '', scopeType: '1', scopeColumn: '', scopeValue: '', remark: '' },
    rules,
  });
  const custom = form.values.scopeType === CUSTOM_SCOPE;
  const [submitDataScope, { loading: saving }] = useMutation(SubmitDataScopeDocument, {
    update: (cache) => evictList(cache, 'dataScopes'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const needed = t('system.datascope.form.customRequired');
    const valid = validateForm(form, rules, (v) =>
      v.scopeType === CUSTOM_SCOPE
        ? {
            scopeColumn: v.scopeColumn.trim() ? undefined : needed,
            scopeValue: v.scopeValue.trim() ? undefined : needed,
          }
        : {},
    );
    if (!valid) return;
    const v = form.values;
    const input = {
      ...(scope ? { id: scope.id, version: scope.version } : {}),
      menuId: v.menuId || null,
      resourceCode: v.resourceCode.trim(),
      scopeName: v.scopeName.trim(),
      scopeType: Number(v.scopeType),
      scopeColumn: custom ? v.scopeColumn.trim() : null,
      scopeValue: custom ? v.scopeValue.trim() : null,
      remark: optionalText(v.remark),
    };
    if (await saveForm(form, () => submitDataScope({ variables: { input } }), { updating: Boolean(scope) })) onSaved();
  };

  const variant = readOnly ? 'subtle' : 'outline';
  const placeholder = (label: string) =>
    readOnly ? undefined : intl.formatMessage({ id: 'common.inputPlaceholder' }, { label });
  return (
    <form onSubmit={submit} noValidate aria-label={t(`system.datascope.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('system.scope.scopeName')} error={form.errors.scopeName} required readOnly={readOnly}>
              <Input
                {...form.field('scopeName')}
                variant={variant}
                placeholder={placeholder(t('system.scope.scopeName'))}
                autoComplete="off"
                maxLength={100}
              />
            </FormField>
            <FormField
              label={t('system.scope.resourceCode')}
              error={form.errors.resourceCode}
              required
              readOnly={readOnly}
            >
              <Input
                {...form.field('resourceCode')}
                variant={variant}
                placeholder={placeholder(t('system.scope.resourceCode'))}
                autoComplete="off"
                maxLength={100}
                fontFamily="mono"
              />
            </FormField>
            <FormField label={t('system.scope.menuId')} error={form.errors.menuId} readOnly={readOnly}>
              <ScopeMenuSelect
                value={form.values.menuId}
                onChange={(value) => form.setValue('menuId', value)}
                disabled={readOnly}
              />
            </FormField>
            <FormField
              label={t('system.datascope.scopeType')}
              error={form.errors.scopeType}
              required
              readOnly={readOnly}
            >
              <OptionSelect
                name="scopeType"
                options={SCOPE_TYPES.map((value) => ({ value, label: t(`system.datascope.scopeType.${value}`) }))}
                value={form.values.scopeType}
                onChange={(value) => form.setValue('scopeType', value)}
                disabled={readOnly}
              />
            </FormField>
            {custom && (
              <>
                <FormField
                  label={t('system.datascope.scopeColumn')}
                  error={form.errors.scopeColumn}
                  required
                  readOnly={readOnly}
                >
                  <Input
                    {...form.field('scopeColumn')}
                    variant={variant}
                    placeholder={placeholder(t('system.datascope.scopeColumn'))}
                    autoComplete="off"
                    maxLength={64}
                    fontFamily="mono"
                  />
                </FormField>
                <FormField
                  label={t('system.datascope.scopeValue')}
                  error={form.errors.scopeValue}
                  required
                  readOnly={readOnly}
                  helperText={readOnly ? undefined : t('system.datascope.form.scopeValueHelp')}
                >
                  <Input
                    {...form.field('scopeValue')}
                    variant={variant}
                    autoComplete="off"
                    maxLength={500}
                    fontFamily="mono"
                  />
                </FormField>
              </>
            )}
          </SimpleGrid>
          <FormField label={t('system.scope.remark')} error={form.errors.remark} readOnly={readOnly}>
            <Textarea
              {...form.field('remark')}
              variant={variant}
              placeholder={placeholder(t('system.scope.remark'))}
              rows={2}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
