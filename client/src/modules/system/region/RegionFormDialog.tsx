import { useMutation } from '@apollo/client/react';
import { Dialog, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogFrame, FormFooter, integer, optionalInt, optionalText, pattern, saveForm } from '../../../engine/crud';
import { FormField, required, type Rules, useForm } from '../../../engine/form';
import { type RegionFieldsFragment, RegionChildrenDocument, SubmitRegionDocument } from '../../../generated/graphql';

/**
 * The child lists to read again after a change under `parentCode`: that list (new row, order) and, when given,
 * the list holding the parent itself (its hasChildren may change). Names and other fields of a saved region
 * update in every list through the normalized cache.
 */
export function regionListsToRefresh(parentCode: string, grandparentCode?: string) {
  return [parentCode, ...(grandparentCode ? [grandparentCode] : [])].map((code) => ({
    query: RegionChildrenDocument,
    variables: { parentCode: code },
  }));
}

/** What the dialog edits: a new child of `parent` (null: a province), or an existing region. */
export type RegionDialogState =
  | { mode: 'create'; parent: RegionFieldsFragment | null }
  | { mode: 'edit'; region: RegionFieldsFragment };

interface RegionFormValues extends Record<string, string> {
  code: string;
  name: string;
  sort: string;
  remark: string;
}

export interface RegionFormDialogProps {
  state: RegionDialogState | null;
  onClose(): void;
  onSaved(region: RegionFieldsFragment): void;
}

/** Create a region under a parent, or edit one (code and parent stay as they are). */
export function RegionFormDialog({ state, onClose, onSaved }: RegionFormDialogProps) {
  return (
    <DialogFrame
      open={state !== null}
      onClose={onClose}
      title={
        <FormattedMessage
          id={state?.mode === 'edit' ? 'system.region.form.editTitle' : 'system.region.form.createTitle'}
        />
      }
      size="lg"
      divider
      lazy
      closeOnInteractOutside={false}
    >
      {state && (
        <RegionForm
          key={state.mode === 'edit' ? state.region.id : `new-${state.parent?.code ?? '00'}`}
          state={state}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </DialogFrame>
  );
}

function RegionForm({
  state,
  onClose,
  onSaved,
}: {
  state: RegionDialogState;
  onClose(): void;
  onSaved(region: RegionFieldsFragment): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const editing = state.mode === 'edit' ? state.region : undefined;
  const parent = state.mode === 'create' ? state.parent : null;
  const rules = useMemo<Rules<RegionFormValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      code: [required(m('system.region.form.codeRequired')), pattern(/^\d{6}$/, m('system.region.form.codeInvalid'))],
      name: [required(m('system.region.form.nameRequired'))],
      sort: [integer(m('common.form.integer'))],
    };
  }, [intl]);
  const form = useForm<RegionFormValues>({
    initialValues: editing
      ? { code: editing.code, name: editing.name, sort: String(editing.sort), remark: editing.remark ?? '' }
      : { code: parent ? parent.code.slice(0, parent.regionLevel === 1 ? 2 : 4) : '', name: '', sort: '0', remark: '' },
    rules,
  });
  const parentOf = (r: RegionFieldsFragment) =>
    r.regionLevel === 2
      ? `${r.provinceName ?? ''}（${r.parentCode}）`
      : r.regionLevel === 3
        ? `${r.cityName ?? ''}（${r.parentCode}）`
        : undefined;
  const [submitRegion, { loading: saving }] = useMutation(SubmitRegionDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const v = form.values;
    const input = {
      ...(editing ? { id: editing.id, version: editing.version } : {}),
      code: v.code.trim(),
      parentCode: editing ? editing.parentCode : (parent?.code ?? '00'),
      name: v.name.trim(),
      sort: optionalInt(v.sort),
      remark: optionalText(v.remark),
    };
    let saved: RegionFieldsFragment | undefined;
    const ok = await saveForm(
      form,
      async () => {
        saved = (
          await submitRegion({
            variables: { input },
            refetchQueries: regionListsToRefresh(input.parentCode, editing ? undefined : parent?.parentCode),
          })
        ).data?.submitRegion;
      },
      { updating: Boolean(editing) },
    );
    if (ok && saved) onSaved(saved);
  };

  const placeholder = (label: string) => intl.formatMessage({ id: 'common.inputPlaceholder' }, { label });
  const parentLabel = editing
    ? (parentOf(editing) ?? t('common.topLevel'))
    : parent
      ? `${parent.name}（${parent.code}）`
      : t('common.topLevel');

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t(editing ? 'system.region.form.editTitle' : 'system.region.form.createTitle')}
    >
      <Dialog.Body py="6">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('system.region.parent')} readOnly>
              <Input value={parentLabel} readOnly variant="subtle" />
            </FormField>
            <FormField
              label={t('system.region.code')}
              error={form.errors.code}
              required
              readOnly={Boolean(editing)}
              helperText={editing ? undefined : t('system.region.form.codeHelp')}
            >
              <Input
                {...form.field('code')}
                readOnly={Boolean(editing)}
                variant={editing ? 'subtle' : 'outline'}
                inputMode="numeric"
                maxLength={6}
                autoComplete="off"
                placeholder={editing ? undefined : placeholder(t('system.region.code'))}
              />
            </FormField>
            <FormField label={t('system.region.name')} error={form.errors.name} required>
              <Input
                {...form.field('name')}
                maxLength={64}
                autoComplete="off"
                placeholder={placeholder(t('system.region.name'))}
              />
            </FormField>
            <FormField label={t('system.region.sort')} error={form.errors.sort}>
              <Input {...form.field('sort')} type="number" inputMode="numeric" />
            </FormField>
          </SimpleGrid>
          <FormField label={t('system.region.remark')} error={form.errors.remark}>
            <Textarea {...form.field('remark')} rows={3} placeholder={placeholder(t('system.region.remark'))} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter saving={saving} onClose={onClose} />
    </form>
  );
}
