import { useMutation } from '@apollo/client/react';
import { Dialog, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import {
  FormFooter,
  integer,
  optionalInt,
  optionalText,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
} from '../../../engine/crud';
import { FormField, required, type Rules, useForm } from '../../../engine/form';
import { SubmitTopMenuDocument, type TopMenuFieldsFragment, TopMenuDocument } from '../../../generated/graphql';

interface TopMenuFormValues extends Record<string, string> {
  name: string;
  code: string;
  source: string;
  path: string;
  sort: string;
}

export interface TopMenuFormDialogProps {
  state: RecordDialogState | null;
  onClose(): void;
  onSaved(): void;
}

/** Create, edit or view one top menu. */
export function TopMenuFormDialog({ state, onClose, onSaved }: TopMenuFormDialogProps) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      titles={{
        create: <FormattedMessage id="system.topmenu.form.createTitle" />,
        edit: <FormattedMessage id="system.topmenu.form.editTitle" />,
        view: <FormattedMessage id="system.topmenu.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <TopMenuForm mode="create" onClose={onClose} onSaved={onSaved} />
        ) : (
          <RecordLoader document={TopMenuDocument} id={open.id} select={(data) => data.topMenu} onClose={onClose}>
            {(topMenu) => <TopMenuForm mode={open.mode} topMenu={topMenu} onClose={onClose} onSaved={onSaved} />}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

function TopMenuForm({
  mode,
  topMenu,
  onClose,
  onSaved,
}: {
  mode: 'create' | 'edit' | 'view';
  topMenu?: TopMenuFieldsFragment;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const readOnly = mode === 'view';
  const rules = useMemo<Rules<TopMenuFormValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      name: [required(m('system.topmenu.form.nameRequired'))],
      code: [required(m('system.topmenu.form.codeRequired'))],
      sort: [integer(m('common.form.integer'))],
    };
  }, [intl]);
  const form = useForm<TopMenuFormValues>({
    initialValues: topMenu
      ? {
          name: topMenu.name,
          code: topMenu.code,
          source: topMenu.source ?? '',
          path: topMenu.path ?? '',
          sort: String(topMenu.sort),
        }
      : { name: '', code: '', source: '', path: '', sort: '0' },
    rules,
  });
  const [submitTopMenu, { loading: saving }] = useMutation(SubmitTopMenuDocument, {
    update: (cache) => evictList(cache, 'topMenus'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const v = form.values;
    const input = {
      ...(topMenu ? { id: topMenu.id, version: topMenu.version } : {}),
      name: v.name.trim(),
      code: v.code.trim(),
      source: optionalText(v.source),
      path: optionalText(v.path),
      sort: optionalInt(v.sort),
    };
    if (await saveForm(form, () => submitTopMenu({ variables: { input } }), { updating: Boolean(topMenu) })) onSaved();
  };

  const variant = readOnly ? 'subtle' : 'outline';
  const text = (name: 'name' | 'code' | 'source' | 'path', max: number, isRequired = false) => (
    <FormField label={t(`system.topmenu.${name}`)} error={form.errors[name]} required={isRequired} readOnly={readOnly}>
      <Input
        {...form.field(name)}
        variant={variant}
        placeholder={
          readOnly
            ? undefined
            : intl.formatMessage({ id: 'common.inputPlaceholder' }, { label: t(`system.topmenu.${name}`) })
        }
        autoComplete="off"
        maxLength={max}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t(`system.topmenu.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {text('name', 64, true)}
            {text('code', 64, true)}
            {text('source', 100)}
            {text('path', 255)}
            <FormField label={t('system.topmenu.sort')} error={form.errors.sort} readOnly={readOnly}>
              <Input {...form.field('sort')} type="number" inputMode="numeric" variant={variant} />
            </FormField>
          </SimpleGrid>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
