import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { DictSelect, FormField, type FormState, required, type Rules } from '../../engine/form';
import { RegionSelect } from './RegionSelect';
import { creditCodeMessageId, MEMBER_LEVEL_DICT, mobileMessageId } from './rules';

/** The company fields a member unit and a join application share. */
export interface CompanyForm extends Record<string, string> {
  name: string;
  creditCode: string;
  legalRepresentative: string;
  regionCode: string;
  address: string;
  contactName: string;
  contactMobile: string;
  email: string;
  memberLevel: string;
  qualifications: string;
}

export const EMPTY_COMPANY: CompanyForm = {
  name: '',
  creditCode: '',
  legalRepresentative: '',
  regionCode: '',
  address: '',
  contactName: '',
  contactMobile: '',
  email: '',
  memberLevel: '',
  qualifications: '',
};

/** Company fields of a record (nulls as ''). */
type CompanyKey =
  | 'name'
  | 'creditCode'
  | 'legalRepresentative'
  | 'regionCode'
  | 'address'
  | 'contactName'
  | 'contactMobile'
  | 'email'
  | 'memberLevel'
  | 'qualifications';

export function companyValues(r: Partial<Record<CompanyKey, string | null>>): CompanyForm {
  return Object.fromEntries(Object.keys(EMPTY_COMPANY).map((k) => [k, r[k as CompanyKey] ?? ''])) as CompanyForm;
}

/** The input of the company fields: trimmed, upper-case credit code, blanks as null. */
export function companyInput(v: CompanyForm) {
  const opt = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    name: v.name.trim(),
    creditCode: v.creditCode.trim().toUpperCase(),
    legalRepresentative: opt(v.legalRepresentative),
    regionCode: opt(v.regionCode),
    address: opt(v.address),
    contactName: v.contactName.trim(),
    contactMobile: v.contactMobile.trim(),
    email: opt(v.email),
    memberLevel: v.memberLevel,
    qualifications: opt(v.qualifications),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function companyRules(intl: IntlShape): Rules<CompanyForm> {
  const t = (id: string) => intl.formatMessage({ id });
  return {
    name: [required(t('member.rules.nameRequired'))],
    creditCode: [
      (v) => {
        const id = creditCodeMessageId(v);
        return id ? t(id) : undefined;
      },
    ],
    contactName: [required(t('member.rules.contactRequired'))],
    contactMobile: [
      (v) => {
        const id = mobileMessageId(v);
        return id ? t(id) : undefined;
      },
    ],
    email: [(v) => (v.trim() && !EMAIL.test(v.trim()) ? t('member.rules.emailInvalid') : undefined)],
    memberLevel: [required(t('member.rules.levelRequired'))],
  };
}

export function useCompanyRules(): Rules<CompanyForm> {
  const intl = useIntl();
  return useMemo(() => companyRules(intl), [intl]);
}

/** The company fields of a form (name, code, legal representative, region, address, contacts, level, qualifications). */
export function CompanyFields<T extends CompanyForm>({
  form,
  readOnly,
  levelLabelId = 'member.field.memberLevel',
}: {
  form: FormState<T>;
  readOnly?: boolean;
  levelLabelId?: string;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const variant = readOnly ? 'subtle' : 'outline';
  const f = form as unknown as FormState<CompanyForm>;
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField label={t('member.field.name')} error={f.errors.name} required readOnly={readOnly}>
          <Input {...f.field('name')} variant={variant} maxLength={255} autoComplete="organization" />
        </FormField>
        <FormField
          label={t('member.field.creditCode')}
          error={f.errors.creditCode}
          required
          readOnly={readOnly}
          helperText={readOnly ? undefined : t('member.field.creditCodeHelp')}
        >
          <Input {...f.field('creditCode')} variant={variant} maxLength={18} autoComplete="off" fontFamily="mono" />
        </FormField>
        <FormField
          label={t('member.field.legalRepresentative')}
          error={f.errors.legalRepresentative}
          readOnly={readOnly}
        >
          <Input {...f.field('legalRepresentative')} variant={variant} maxLength={64} autoComplete="off" />
        </FormField>
        <FormField label={t(levelLabelId)} error={f.errors.memberLevel} required readOnly={readOnly}>
          <DictSelect
            code={MEMBER_LEVEL_DICT}
            biz
            value={f.values.memberLevel}
            onChange={(v) => f.setValue('memberLevel', v)}
            emptyLabel={t('member.form.select')}
            disabled={readOnly}
          />
        </FormField>
        <FormField label={t('member.field.region')} error={f.errors.regionCode} readOnly={readOnly}>
          <RegionSelect
            label={t('member.field.region')}
            value={f.values.regionCode}
            onChange={(v) => f.setValue('regionCode', v)}
            disabled={readOnly}
          />
        </FormField>
        <FormField label={t('member.field.address')} error={f.errors.address} readOnly={readOnly}>
          <Input {...f.field('address')} variant={variant} maxLength={500} autoComplete="street-address" />
        </FormField>
        <FormField label={t('member.field.contactName')} error={f.errors.contactName} required readOnly={readOnly}>
          <Input {...f.field('contactName')} variant={variant} maxLength={64} autoComplete="name" />
        </FormField>
        <FormField label={t('member.field.contactMobile')} error={f.errors.contactMobile} required readOnly={readOnly}>
          <Input
            {...f.field('contactMobile')}
            variant={variant}
            maxLength={11}
            inputMode="numeric"
            autoComplete="tel"
          />
        </FormField>
        <FormField label={t('member.field.email')} error={f.errors.email} readOnly={readOnly}>
          <Input {...f.field('email')} variant={variant} maxLength={128} type="email" autoComplete="email" />
        </FormField>
      </SimpleGrid>
      <FormField
        label={t('member.field.qualifications')}
        error={f.errors.qualifications}
        readOnly={readOnly}
        helperText={readOnly ? undefined : t('member.field.qualificationsHelp')}
      >
        <Textarea {...f.field('qualifications')} variant={variant} rows={3} maxLength={5000} />
      </FormField>
    </>
  );
}
