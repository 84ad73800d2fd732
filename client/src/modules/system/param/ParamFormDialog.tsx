import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Dialog, Input, SimpleGrid, Skeleton, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import { DialogFrame } from '../../../engine/crud';
import { readApiProblem } from '../../../engine/apollo/errors';
import { notify } from '../../../engine/feedback/toaster';
import { FormField, required, type Rules, useForm } from '../../../engine/form';
import { formatDateTime } from '../../../engine/format/date';
import { type ParamFieldsFragment, ParamDocument, SubmitParamDocument } from '../../../generated/graphql';

/** Which form is open: a new parameter, or an existing one to edit or look at. */
export type ParamDialogState = { mode: 'create' } | { mode: 'edit'; id: string } | { mode: 'view'; id: string };

interface ParamFormValues extends Record<string, string> {
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark: string;
}

const EMPTY: ParamFormValues = { paramName: '', paramKey: '', paramValue: '', remark: '' };

const TITLES = {
  create: 'system.param.form.createTitle',
  edit: 'system.param.form.editTitle',
  view: 'system.param.form.viewTitle',
} as const;

export interface ParamFormDialogProps {
  state: ParamDialogState | null;
  onClose(): void;
  /** After a successful save (the dialog has shown its notice and the cached lists are dropped); the caller closes. */
  onSaved(): void;
}

/** Create, edit or view one parameter in a dialog. */
export function ParamFormDialog({ state, onClose, onSaved }: ParamFormDialogProps) {
  return (
    <DialogFrame
      open={state !== null}
      onClose={onClose}
      size="lg"
      divider
      lazy
      closeOnInteractOutside={state?.mode === 'view'}
      title={state && <FormattedMessage id={TITLES[state.mode]} />}
    >
      {state?.mode === 'create' && <ParamForm mode="create" onClose={onClose} onSaved={onSaved} />}
      {(state?.mode === 'edit' || state?.mode === 'view') && (
        <ExistingParamForm key={state.id} id={state.id} mode={state.mode} onClose={onClose} onSaved={onSaved} />
      )}
    </DialogFrame>
  );
}

/** Reads the parameter fresh from the server (so an edit sends the current version), then shows the form. */
function ExistingParamForm({
  id,
  mode,
  onClose,
  onSaved,
}: {
  id: string;
  mode: 'edit' | 'view';
  onClose(): void;
  onSaved(): void;
}) {
  const { data, error } = useQuery(ParamDocument, { variables: { id }, fetchPolicy: 'network-only' });
  if (error) {
    return (
      <Dialog.Body py="6">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{readApiProblem(error)?.message ?? <FormattedMessage id="errors.network" />}</Alert.Title>
        </Alert.Root>
      </Dialog.Body>
    );
  }
  if (!data) {
    return (
      <Dialog.Body py="6">
        <Stack gap="5" aria-busy>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="10" />
          ))}
        </Stack>
      </Dialog.Body>
    );
  }
  return <ParamForm mode={mode} param={data.param} onClose={onClose} onSaved={onSaved} />;
}

interface ParamFormProps {
  mode: 'create' | 'edit' | 'view';
  param?: ParamFieldsFragment;
  onClose(): void;
  onSaved(): void;
}

function ParamForm({ mode, param, onClose, onSaved }: ParamFormProps) {
  const intl = useIntl();
  const readOnly = mode === 'view';
  const rules = useMemo<Rules<ParamFormValues>>(
    () => ({
      paramName: [required(intl.formatMessage({ id: 'system.param.form.paramNameRequired' }))],
      paramKey: [required(intl.formatMessage({ id: 'system.param.form.paramKeyRequired' }))],
      paramValue: [required(intl.formatMessage({ id: 'system.param.form.paramValueRequired' }))],
    }),
    [intl],
  );
  const form = useForm<ParamFormValues>({
    initialValues: param
      ? {
          paramName: param.paramName,
          paramKey: param.paramKey,
          paramValue: param.paramValue,
          remark: param.remark ?? '',
        }
      : EMPTY,
    rules,
  });
  const [submitParam, { loading: saving }] = useMutation(SubmitParamDocument, {
    update: (cache) => evictList(cache, 'params'),
  });

  const label = (id: 'paramName' | 'paramKey' | 'paramValue' | 'remark') =>
    intl.formatMessage({ id: `system.param.${id}` });
  const placeholder = (id: 'paramName' | 'paramKey' | 'paramValue' | 'remark') =>
    readOnly ? undefined : intl.formatMessage({ id: 'common.inputPlaceholder' }, { label: label(id) });

  const variant = readOnly ? 'subtle' : 'outline';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const { paramName, paramKey, paramValue, remark } = form.values;
    try {
      await submitParam({
        variables: {
          input: {
            ...(param ? { id: param.id, version: param.version } : {}),
            paramName,
            paramKey,
            paramValue,
            remark: remark.trim() ? remark : null,
          },
        },
      });
    } catch (error) {
      const problem = readApiProblem(error);
      if (!problem) return; // transport failures are announced by the Apollo error link
      if (Object.keys(problem.fields).length > 0) form.setErrors(problem.fields);
      else notify('error', { text: problem.message });
      return;
    }
    notify('success', { id: param ? 'common.updateSuccess' : 'common.createSuccess' });
    onSaved();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: TITLES[mode] })}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={label('paramName')} error={form.errors.paramName} required readOnly={readOnly}>
              <Input
                {...form.field('paramName')}
                variant={variant}
                placeholder={placeholder('paramName')}
                autoComplete="off"
                maxLength={255}
              />
            </FormField>
            <FormField label={label('paramKey')} error={form.errors.paramKey} required readOnly={readOnly}>
              <Input
                {...form.field('paramKey')}
                variant={variant}
                placeholder={placeholder('paramKey')}
                autoComplete="off"
                maxLength={255}
                fontFamily="mono"
              />
            </FormField>
          </SimpleGrid>
          <FormField label={label('paramValue')} error={form.errors.paramValue} required readOnly={readOnly}>
            <Textarea
              {...form.field('paramValue')}
              variant={variant}
              placeholder={placeholder('paramValue')}
              rows={4}
              autoresize
              maxH="60"
            />
          </FormField>
          <FormField label={label('remark')} error={form.errors.remark} readOnly={readOnly}>
            <Textarea {...form.field('remark')} variant={variant} placeholder={placeholder('remark')} rows={3} />
          </FormField>
          {readOnly && param && (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <FormField label={intl.formatMessage({ id: 'system.param.createTime' })} readOnly>
                <Input value={formatDateTime(param.createTime)} variant={variant} readOnly />
              </FormField>
              <FormField label={intl.formatMessage({ id: 'system.param.updateTime' })} readOnly>
                <Input value={formatDateTime(param.updateTime)} variant={variant} readOnly />
              </FormField>
            </SimpleGrid>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" borderColor="border.muted" pt="4">
        <Box flex="1" />
        {readOnly ? (
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id="common.close" />
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose} disabled={saving}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="submit" loading={saving}>
              <FormattedMessage id="common.save" />
            </Button>
          </>
        )}
      </Dialog.Footer>
    </form>
  );
}
