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
} from '../../../engine/crud';
import { FormField, required, type Rules, useForm } from '../../../engine/form';
import { type ApiScopeFieldsFragment, ApiScopeDocument, SubmitApiScopeDocument } from '../../../generated/graphql';
import { ScopeMenuSelect } from './ScopeMenuSelect';

/** HTTP methods an API scope can guard; '' guards every method. */
export const SCOPE_METHODS = ['GET', 'POST', 'DELETE'] as const;
/** The server's rule: a path pattern under /api/ (globs like /api/blade-system/user/**). */
const SCOPE_PATH = /^\/api\/[\w\-./*{}]*$/;

interface ApiScopeFormValues extends Record<string, string> {
  menuId: string;
  resourceCode: string;
  scopeName: string;
  scopePath: string;
  scopeMethod: string;
  remark: string;
}

export interface ApiScopeFormDialogProps {
  state: RecordDialogState | null;
  onClose(): void;
  onSaved(): void;
}

/** Create, edit or view one API scope (paths a role may call). */
export function ApiScopeFormDialog({ state, onClose, onSaved }: ApiScopeFormDialogProps) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      titles={{
        create: <FormattedMessage id="system.apiscope.form.createTitle" />,
        edit: <FormattedMessage id="system.apiscope.form.editTitle" />,
        view: <FormattedMessage id="system.apiscope.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <ApiScopeForm mode="create" onClose={onClose} onSaved={onSaved} />
        ) : (
          <RecordLoader document={ApiScopeDocument} id={open.id} select={(data) => data.apiScope} onClose={onClose}>
            {(scope) => <ApiScopeForm mode={open.mode} scope={scope} onClose={onClose} onSaved={onSaved} />}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

function ApiScopeForm({
  mode,
  scope,
  onClose,
  onSaved,
}: {
  mode: 'create' | 'edit' | 'view';
  scope?: ApiScopeFieldsFragment;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const readOnly = mode === 'view';
  const rules = useMemo<Rules<ApiScopeFormValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      resourceCode: [required(m('system.scope.form.resourceCodeRequired'))],
      scopeName: [required(m('system.scope.form.scopeNameRequired'))],
      scopePath: [
        required(m('system.apiscope.form.scopePathRequired')),
        pattern(SCOPE_PATH, m('system.apiscope.form.scopePathInvalid')),
      ],
    };
  }, [intl]);
  const form = useForm<ApiScopeFormValues>({
    initialValues: scope
      ? {
          menuId: scope.menuId ?? '',
          resourceCode: scope.resourceCode,
          scopeName: scope.scopeName,
          scopePath: scope.scopePath,
          scopeMethod: scope.scopeMethod ?? '',
          remark: scope.remark ?? '',
        }
      : { menuId: '', resourceCode: '', scopeName: '', scopePath: '/api/', scopeMethod: '', remark: '' },
    rules,
  });
  const [submitApiScope, { loading: saving }] = useMutation(SubmitApiScopeDocument, {
    update: (cache) => evictList(cache, 'apiScopes'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const v = form.values;
    const input = {
      ...(scope ? { id: scope.id, version: scope.version } : {}),
      menuId: v.menuId || null,
      resourceCode: v.resourceCode.trim(),
      scopeName: v.scopeName.trim(),
      scopePath: v.scopePath.trim(),
      scopeMethod: v.scopeMethod || null,
      remark: optionalText(v.remark),
    };
    if (await saveForm(form, () => submitApiScope({ variables: { input } }), { updating: Boolean(scope) })) onSaved();
  };

  const variant = readOnly ? 'subtle' : 'outline';
  const placeholder = (label: string) =>
    readOnly ? undefined : intl.formatMessage({ id: 'common.inputPlaceholder' }, { label });
  return (
    <form onSubmit={submit} noValidate aria-label={t(`system.apiscope.form.${mode}Title`)}>
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
            <FormField label={t('system.apiscope.scopeMethod')} error={form.errors.scopeMethod} readOnly={readOnly}>
              <OptionSelect
                name="scopeMethod"
                options={SCOPE_METHODS.map((value) => ({ value, label: value }))}
                emptyLabel={t('system.apiscope.method.all')}
                value={form.values.scopeMethod}
                onChange={(value) => form.setValue('scopeMethod', value)}
                disabled={readOnly}
              />
            </FormField>
          </SimpleGrid>
          <FormField
            label={t('system.apiscope.scopePath')}
            error={form.errors.scopePath}
            required
            readOnly={readOnly}
            helperText={readOnly ? undefined : t('system.apiscope.form.scopePathHelp')}
          >
            <Input
              {...form.field('scopePath')}
              variant={variant}
              autoComplete="off"
              maxLength={255}
              fontFamily="mono"
            />
          </FormField>
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
