import { useMutation } from '@apollo/client/react';
import { Dialog, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import { OptionSelect, saveForm } from '../../engine/crud';
import { DatePickerField, DictLabel, DictSelect, FormField, required, type Rules, useForm } from '../../engine/form';
import { type ExpertAccountFieldsFragment, SubmitExpertAccountDocument } from '../../generated/graphql';
import { creditCodeMessageId } from '../member/rules';
import { mobileMessageId } from '../resource/sms/mobile';

/** The business dictionary of expert disciplines. */
export const EXPERT_DISCIPLINE_DICT = 'expert_discipline';
export const EXPERT_BUSINESS_TYPE = 'expert';

export interface ExpertFormValues extends Record<string, string> {
  name: string;
  gender: string;
  mobile: string;
  unitName: string;
  creditCode: string;
  jobTitle: string;
  discipline: string;
  resume: string;
  cardCode: string;
  expirationDate: string;
}

const valuesOf = (e?: ExpertAccountFieldsFragment): ExpertFormValues => ({
  name: e?.name ?? '',
  gender: e?.gender ? String(e.gender) : '',
  mobile: e?.mobile ?? '',
  unitName: e?.unitName ?? '',
  creditCode: e?.creditCode ?? '',
  jobTitle: e?.jobTitle ?? '',
  discipline: e?.discipline ?? '',
  resume: e?.resume ?? '',
  cardCode: e?.cardCode ?? '',
  expirationDate: e?.expirationDate ?? '',
});

export interface ExpertFormProps {
  expert?: ExpertAccountFieldsFragment;
  readOnly?: boolean;
  /** Staff fill the card fields; a person applying for themselves does not. */
  staff?: boolean;
  /** The form's name for assistive technology. */
  label: string;
  /** Inside a dialog: the fields go in the dialog's body, the footer below it. */
  inDialog?: boolean;
  /** Renders the buttons: `save(andSubmit)` validates and saves; `saving` tells which save runs. */
  footer(props: { save(andSubmit: boolean): void; saving: false | 'save' | 'submit' }): ReactNode;
  onSaved?(expert: ExpertAccountFieldsFragment, submitted: boolean): void;
}

/** The fields of an expert account, shared by staff (账号管理) and the member portal (专家申请). */
export function ExpertForm({ expert, readOnly, staff, label, inDialog, footer, onSaved }: ExpertFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useMemo<Rules<ExpertFormValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      name: [required(m('expert.form.nameRequired'))],
      mobile: [
        (v) => {
          const id = mobileMessageId(v);
          return id ? m(id) : undefined;
        },
      ],
      unitName: [required(m('expert.form.unitRequired'))],
      // Optional; when given, the same GB 32100 rule as the server.
      creditCode: [
        (v) => {
          const id = v.trim() ? creditCodeMessageId(v) : undefined;
          return id ? m(id) : undefined;
        },
      ],
      discipline: [required(m('expert.form.disciplineRequired'))],
    };
  }, [intl]);
  const form = useForm<ExpertFormValues>({ initialValues: valuesOf(expert), rules });
  const [submitExpert] = useMutation(SubmitExpertAccountDocument, {
    update: (cache) => {
      evictList(cache, 'expertAccounts');
      evictList(cache, 'flowRecord');
    },
  });
  const [saving, setSaving] = useState<false | 'save' | 'submit'>(false);

  const save = async (andSubmit: boolean) => {
    if (readOnly || saving || !form.validate()) return;
    const v = form.values;
    const input = {
      ...(expert ? { id: expert.id, version: expert.version } : {}),
      name: v.name.trim(),
      gender: v.gender ? Number(v.gender) : null,
      mobile: v.mobile.trim(),
      unitName: v.unitName.trim(),
      creditCode: v.creditCode.trim() || null,
      jobTitle: v.jobTitle.trim() || null,
      discipline: v.discipline,
      resume: v.resume.trim() || null,
      ...(staff ? { cardCode: v.cardCode.trim() || null, expirationDate: v.expirationDate || null } : {}),
      andSubmit,
    };
    setSaving(andSubmit ? 'submit' : 'save');
    let saved: ExpertAccountFieldsFragment | undefined;
    try {
      const ok = await saveForm(
        form,
        async () => {
          saved = (await submitExpert({ variables: { input } })).data?.submitExpertAccount;
        },
        { updating: Boolean(expert) },
      );
      if (ok && saved) onSaved?.(saved, andSubmit);
    } finally {
      setSaving(false);
    }
  };

  const variant = readOnly ? 'subtle' : 'outline';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  const fields = (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label={t('expert.name')} error={form.errors.name} required readOnly={readOnly}>
          <Input {...form.field('name')} variant={variant} readOnly={readOnly} maxLength={50} autoComplete="off" />
        </FormField>
        <FormField label={t('expert.gender')} readOnly={readOnly}>
          <OptionSelect
            value={form.values.gender}
            onChange={(value) => form.setValue('gender', value)}
            emptyLabel={t('expert.gender.none')}
            disabled={readOnly}
            options={[
              { value: '1', label: t('expert.gender.1') },
              { value: '2', label: t('expert.gender.2') },
            ]}
          />
        </FormField>
        <FormField label={t('expert.mobile')} error={form.errors.mobile} required readOnly={readOnly}>
          <Input
            {...form.field('mobile')}
            variant={variant}
            readOnly={readOnly}
            inputMode="numeric"
            maxLength={11}
            autoComplete="off"
          />
        </FormField>
        <FormField label={t('expert.discipline')} error={form.errors.discipline} required readOnly={readOnly}>
          {readOnly ? (
            <Text py="2">
              <DictLabel code={EXPERT_DISCIPLINE_DICT} biz value={form.values.discipline} />
            </Text>
          ) : (
            <DictSelect
              code={EXPERT_DISCIPLINE_DICT}
              biz
              name="discipline"
              value={form.values.discipline}
              onChange={(value) => form.setValue('discipline', value)}
              emptyLabel={t('expert.form.disciplineRequired')}
            />
          )}
        </FormField>
        <FormField label={t('expert.unitName')} error={form.errors.unitName} required readOnly={readOnly}>
          <Input {...form.field('unitName')} variant={variant} readOnly={readOnly} maxLength={200} />
        </FormField>
        <FormField label={t('expert.creditCode')} error={form.errors.creditCode} readOnly={readOnly}>
          <Input
            {...form.field('creditCode')}
            variant={variant}
            readOnly={readOnly}
            maxLength={18}
            autoComplete="off"
          />
        </FormField>
        <FormField label={t('expert.jobTitle')} error={form.errors.jobTitle} readOnly={readOnly}>
          <Input {...form.field('jobTitle')} variant={variant} readOnly={readOnly} maxLength={50} />
        </FormField>
        {staff && (
          <>
            <FormField label={t('expert.cardCode')} error={form.errors.cardCode} readOnly={readOnly}>
              <Input
                {...form.field('cardCode')}
                variant={variant}
                readOnly={readOnly}
                maxLength={32}
                autoComplete="off"
              />
            </FormField>
            <FormField
              label={t('expert.expirationDate')}
              error={form.errors.expirationDate}
              readOnly={readOnly}
              helperText={readOnly ? undefined : t('expert.form.noEnd')}
            >
              <DatePickerField
                name="expirationDate"
                value={form.values.expirationDate}
                onChange={(v) => form.setValue('expirationDate', v)}
                variant={variant}
                readOnly={readOnly}
              />
            </FormField>
          </>
        )}
      </SimpleGrid>
      <FormField label={t('expert.resume')} error={form.errors.resume} readOnly={readOnly}>
        <Textarea {...form.field('resume')} variant={variant} readOnly={readOnly} rows={4} maxLength={4000} />
      </FormField>
    </Stack>
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      {inDialog ? <Dialog.Body py="6">{fields}</Dialog.Body> : fields}
      {footer({ save: (andSubmit) => void save(andSubmit), saving })}
    </form>
  );
}
