import { useMutation } from '@apollo/client/react';
import { Dialog, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  FormFooter,
  integer,
  optionalInt,
  optionalText,
  pattern,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
} from '../../../engine/crud';
import { DictSelect, type DictItem, FormField, required, type Rules, useForm } from '../../../engine/form';
import type { DictKind } from './dictKind';

/** The server's rule for dictionary codes. */
const CODE_PATTERN = /^[A-Za-z][\w-]{0,63}$/;

interface DictFormValues extends Record<string, string> {
  code: string;
  dictKey: string;
  dictValue: string;
  dictValueEn: string;
  sort: string;
  isSealed: string;
  remark: string;
}

export interface DictFormDialogProps {
  kind: DictKind;
  /** A create state may preset parentId (an item under it) and parentLabel (shown read-only). */
  state: RecordDialogState | null;
  onClose(): void;
  onSaved(): void;
}

/** Create, edit or view a dictionary (no parent: code and name) or an item (parent, key and label). */
export function DictFormDialog({ kind, state, onClose, onSaved }: DictFormDialogProps) {
  const item = state?.mode === 'create' && Boolean(state.preset?.parentId);
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      titles={{
        create: <FormattedMessage id={item ? 'system.dict.form.createItemTitle' : 'system.dict.form.createTitle'} />,
        edit: <FormattedMessage id="system.dict.form.editTitle" />,
        view: <FormattedMessage id="system.dict.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <DictForm
            kind={kind}
            mode="create"
            parentId={open.preset?.parentId}
            parentLabel={open.preset?.parentLabel}
            onClose={onClose}
            onSaved={onSaved}
          />
        ) : (
          <RecordLoader document={kind.detail} id={open.id} select={kind.selectDetail} onClose={onClose}>
            {(record) => (
              <DictForm
                kind={kind}
                mode={open.mode}
                record={record}
                parentId={record.parentId ?? undefined}
                onClose={onClose}
                onSaved={onSaved}
              />
            )}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

interface DictFormProps {
  kind: DictKind;
  mode: 'create' | 'edit' | 'view';
  record?: DictItem;
  parentId?: string;
  parentLabel?: string;
  onClose(): void;
  onSaved(): void;
}

function DictForm({ kind, mode, record, parentId, parentLabel, onClose, onSaved }: DictFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const isItem = Boolean(parentId);
  // A sealed entry is shown read-only: the server refuses changes until it is unsealed.
  const readOnly = mode === 'view' || record?.isSealed === 1;
  const rules = useMemo<Rules<DictFormValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      ...(isItem
        ? { dictKey: [required(m('system.dict.form.dictKeyRequired'))] }
        : {
            code: [
              required(m('system.dict.form.codeRequired')),
              pattern(CODE_PATTERN, m('system.dict.form.codePattern')),
            ],
          }),
      dictValue: [required(m('system.dict.form.dictValueRequired'))],
      sort: [integer(m('common.form.integer'))],
    };
  }, [intl, isItem]);
  const form = useForm<DictFormValues>({
    initialValues: record
      ? {
          code: record.code,
          dictKey: record.dictKey ?? '',
          dictValue: record.dictValue,
          dictValueEn: record.dictValueEn ?? '',
          sort: String(record.sort),
          isSealed: String(record.isSealed),
          remark: record.remark ?? '',
        }
      : { code: '', dictKey: '', dictValue: '', dictValueEn: '', sort: '0', isSealed: '0', remark: '' },
    rules,
  });
  const [submitDict, { loading: saving }] = useMutation(kind.submit, { update: kind.evict });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const v = form.values;
    const input = {
      ...(record ? { id: record.id, version: record.version } : {}),
      parentId: parentId ?? null,
      code: isItem ? null : v.code.trim(),
      dictKey: isItem ? v.dictKey.trim() : null,
      dictValue: v.dictValue.trim(),
      dictValueEn: optionalText(v.dictValueEn),
      sort: optionalInt(v.sort),
      isSealed: Number(v.isSealed),
      remark: optionalText(v.remark),
    };
    if (await saveForm(form, () => submitDict({ variables: { input } }), { updating: Boolean(record) })) onSaved();
  };

  const placeholder = (label: string) =>
    readOnly ? undefined : intl.formatMessage({ id: 'common.inputPlaceholder' }, { label });
  const variant = readOnly ? 'subtle' : 'outline';

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(mode === 'create' && isItem ? 'system.dict.form.createItemTitle' : `system.dict.form.${mode}Title`)}
    >
      <Dialog.Body py="6">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {isItem ? (
              <>
                {parentLabel && (
                  <FormField label={t('system.dict.parent')} readOnly>
                    <Input value={parentLabel} readOnly variant="subtle" />
                  </FormField>
                )}
                <FormField label={t('system.dict.dictKey')} error={form.errors.dictKey} required readOnly={readOnly}>
                  <Input
                    {...form.field('dictKey')}
                    variant={variant}
                    placeholder={placeholder(t('system.dict.dictKey'))}
                    autoComplete="off"
                    maxLength={64}
                  />
                </FormField>
              </>
            ) : (
              <FormField label={t('system.dict.code')} error={form.errors.code} required readOnly={readOnly}>
                <Input
                  {...form.field('code')}
                  variant={variant}
                  placeholder={placeholder(t('system.dict.code'))}
                  autoComplete="off"
                  maxLength={64}
                />
              </FormField>
            )}
            <FormField
              label={t(isItem ? 'system.dict.dictValue' : 'system.dict.name')}
              error={form.errors.dictValue}
              required
              readOnly={readOnly}
            >
              <Input
                {...form.field('dictValue')}
                variant={variant}
                placeholder={placeholder(t(isItem ? 'system.dict.dictValue' : 'system.dict.name'))}
                autoComplete="off"
                maxLength={255}
              />
            </FormField>
            <FormField label={t('system.dict.dictValueEn')} error={form.errors.dictValueEn} readOnly={readOnly}>
              <Input
                {...form.field('dictValueEn')}
                variant={variant}
                placeholder={placeholder(t('system.dict.dictValueEn'))}
                autoComplete="off"
                maxLength={255}
              />
            </FormField>
            <FormField label={t('system.dict.sort')} error={form.errors.sort} readOnly={readOnly}>
              <Input {...form.field('sort')} type="number" inputMode="numeric" variant={variant} />
            </FormField>
            <FormField label={t('system.dict.isSealed')} readOnly={readOnly}>
              <DictSelect
                code="yes_no"
                name="isSealed"
                value={form.values.isSealed}
                onChange={(value) => form.setValue('isSealed', value)}
                disabled={readOnly}
              />
            </FormField>
          </SimpleGrid>
          <FormField label={t('system.dict.remark')} error={form.errors.remark} readOnly={readOnly}>
            <Textarea
              {...form.field('remark')}
              variant={variant}
              placeholder={placeholder(t('system.dict.remark'))}
              rows={2}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
