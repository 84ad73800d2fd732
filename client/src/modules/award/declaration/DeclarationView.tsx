import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { useDeclarationText } from './labels';
import { MaterialsEditor } from './MaterialsEditor';
import { type CompanyOption, ParticipantsEditor } from './ParticipantsEditor';
import { ReadOnlyItem } from './ReadOnlyItem';
import { COMPANY_FIELDS, declarationFieldsOf } from '@zhuxie/domain/award/declaration-view';
import type { ApplicationContent, AwardFormDefinition } from './rules';

export { declarationFieldsOf };

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
      {/* A type that declares its own form has no legacy fields (the detail draws them from its definition). */}
      {basic.length > 0 && (
        <Section title={text.t('award.decl.section.basic')}>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
            {basic.map((field) => (
              <ReadOnlyItem key={field} label={text.field(field)} value={show(field)} />
            ))}
          </Grid>
        </Section>
      )}
      {textFields.length > 0 && (
        <Section title={text.t('award.decl.section.text')}>
          <Stack gap="4">
            {textFields.map((field) => (
              <ReadOnlyItem key={field} label={text.field(field)} value={show(field)} />
            ))}
          </Stack>
        </Section>
      )}
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
