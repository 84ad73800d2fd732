import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { useDeclarationText } from './labels';
import { MaterialsEditor } from './MaterialsEditor';
import { type CompanyOption, ParticipantsEditor } from './ParticipantsEditor';
import { ReadOnlyItem } from './ReadOnlyItem';
import { type ApplicationContent, type AwardFormDefinition, DECLARATION_FIELDS } from './rules';

const TEXT_FIELDS = ['jzyTop10', 'jszbAndShxy', 'kjcxAndlvsjzAndZnjz', 'xkjAndGyAndClAndSb', 'xxgyhfsjz'] as const;
const SHORT_BASIC = ['proName', 'mainApplicant', 'contactPerson', 'contactPN', 'sbDate', 'referee'] as const;
const QUALITY_FIELDS: readonly string[] = ['mainApplicant', 'contactPerson', 'contactPN', 'referee'];
/** Fields whose value is a company id. */
const COMPANY_FIELDS: readonly string[] = ['askForWork', 'mainApplicant'];

/**
 * The fields a form variant shows, in form order: the basic section ('full': the declaration form of SPEC
 * section 3; 'short': the quality structure variant) and the text fields. Any other field holding a value is
 * listed after the basic ones, so nothing stored is hidden.
 */
export function declarationFieldsOf(
  form: AwardFormDefinition,
  values: Record<string, unknown> = {},
): { basic: string[]; text: string[] } {
  const isText = (f: string) => (TEXT_FIELDS as readonly string[]).includes(f);
  const basic: string[] =
    form.basic === 'short'
      ? [...SHORT_BASIC]
      : DECLARATION_FIELDS.filter((f) => !isText(f) && !QUALITY_FIELDS.includes(f));
  const text: string[] = form.basic === 'short' ? ['jszbAndShxy'] : [...TEXT_FIELDS];
  const filled = (f: string) => values[f] !== undefined && values[f] !== null && String(values[f]).trim() !== '';
  for (const field of DECLARATION_FIELDS) {
    if (basic.includes(field) || text.includes(field) || !filled(field)) continue;
    (isText(field) ? text : basic).push(field);
  }
  return { basic, text: TEXT_FIELDS.filter((f) => text.includes(f)) };
}

export interface DeclarationViewProps {
  form: AwardFormDefinition;
  content: ApplicationContent;
  /** Names the companies of participant units and of company fields (承建单位, 主申报单位). */
  companies?: readonly CompanyOption[];
  /** Shows a value differently (a dictionary label, a region name ...); undefined falls back to the value. */
  renderValue?(field: string, value: unknown): ReactNode | undefined;
}

/** A whole application read-only (the detail mode): the declaration's fields, the participants per group, the materials as download links. */
export function DeclarationView({ form, content, companies = [], renderValue }: DeclarationViewProps) {
  const text = useDeclarationText();
  const { basic, text: textFields } = declarationFieldsOf(form, content.values);
  const show = (field: string): ReactNode => {
    const value = content.values[field];
    const custom = renderValue?.(field, value);
    if (custom !== undefined) return custom;
    if (value === undefined || value === null) return '';
    if (COMPANY_FIELDS.includes(field)) return companies.find((c) => c.id === value)?.companyName ?? String(value);
    return String(value);
  };
  return (
    <Stack gap="6">
      <Section title={text.t('award.decl.section.basic')}>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
          {basic.map((field) => (
            <ReadOnlyItem key={field} label={text.field(field)} value={show(field)} />
          ))}
        </Grid>
      </Section>
      <Section title={text.t('award.decl.section.text')}>
        <Stack gap="4">
          {textFields.map((field) => (
            <ReadOnlyItem key={field} label={text.field(field)} value={show(field)} />
          ))}
        </Stack>
      </Section>
      {form.participantGroups.length > 0 && (
        <Section title={text.t('award.decl.section.participants')}>
          <ParticipantsEditor form={form} value={content.participants} onChange={noop} companies={companies} readOnly />
        </Section>
      )}
      {form.materials.length > 0 && (
        <Section title={text.t('award.decl.section.materials')}>
          <MaterialsEditor form={form} value={content.materials} onChange={noop} readOnly />
        </Section>
      )}
    </Stack>
  );
}

const noop = () => undefined;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
