import { applicationDefinition, applicationFormValues, builtKeysOf } from '@zhuxie/domain/award/application-form';
import type { FormDefinition, FormField, FormSection, FormTab } from '@zhuxie/domain/forms/definition';
import { fieldsOf } from '@zhuxie/domain/forms/definition';
import { useMemo, useState } from 'react';
import { OptionSelect } from '../../../engine/crud';
import { DefinedSections, type DefinedFormOptions, FormField as FieldFrame } from '../../../engine/form';
import { RegionName, RegionSelect } from '../../member/RegionSelect';
import { type CompanyOption, fieldError, TechnologiesInput, useDeclarationText } from '../declaration';
import type { ApplicationContent, FieldError } from '../declaration/rules';
import type { FormAwardType } from './awardApplication';

/** The tabs of the built forms the page draws with its own editors (participant units, material slots). */
export const EDITOR_TABS = ['participants', 'materials'] as const;
/** The page's first tab holds every declaration tab of the definition (基本信息 and 工程技术内容). */
const DECLARATION_TABS = ['basic', 'text'];

/** The definition an application is drawn with: the programme's (once loaded), else the type's built-in one. */
export function shownDefinition(type: FormAwardType, definition: FormDefinition | undefined): FormDefinition {
  return definition ?? applicationDefinition(type)!;
}

/**
 * The keys of the built-in form of a type that the page does not draw from the definition as declaration values:
 * the legacy fields (DeclarationView), the participants and the material slots (their editors).
 */
function builtKeys(type: FormAwardType): Set<string> {
  return builtKeysOf(type);
}

/**
 * The page's tabs: 申报信息, 参建单位及人员 (when the type has participant groups), 申报材料, then any tab the
 * definition adds (a declared type's own tabs, a programme's).
 */
export function pageTabs(definition: FormDefinition, type?: FormAwardType): string[] {
  const added = definition.tabs.map((t) => t.key).filter((k) => ![...DECLARATION_TABS, ...EDITOR_TABS].includes(k));
  const editors = EDITOR_TABS.filter((k) => k !== 'participants' || !type || type.form.participantGroups.length > 0);
  // A type that declares its form shows its own tabs before the editors; a programme's added tabs come last.
  return type?.form.declaration ? ['basic', ...added, ...editors] : ['basic', ...editors, ...added];
}

/** The page tab of an error (an engine error's path in the stored content's terms). */
export function pageTabOf(definition: FormDefinition, field: string): string {
  if (field.startsWith('materials.')) return 'materials';
  const top = field.split('.')[0];
  const tab =
    fieldsOf(definition).find((f) => f.field.key === top)?.tab.key ?? (field.includes('.') ? 'participants' : 'basic');
  return DECLARATION_TABS.includes(tab) ? 'basic' : tab;
}

/**
 * The sections a page tab draws from the definition: the declaration tabs on 申报信息; on the editors' tabs only
 * the fields a programme's form added (the built ones are the editors', added upload slots are drawn by the
 * materials editor like the built ones); an added tab whole.
 */
export function sectionsOf(type: FormAwardType, definition: FormDefinition, pageTab: string): FormSection[] {
  if (pageTab === 'basic')
    return definition.tabs.filter((t) => DECLARATION_TABS.includes(t.key)).flatMap((t) => t.sections);
  const tab: FormTab | undefined = definition.tabs.find((t) => t.key === pageTab);
  if (!tab) return [];
  if (!(EDITOR_TABS as readonly string[]).includes(pageTab)) return tab.sections;
  const built = builtKeys(type);
  return tab.sections
    .map((s) => ({ ...s, label: undefined, fields: s.fields.filter((f) => !built.has(f.key) && f.type !== 'upload') }))
    .filter((s) => s.fields.length > 0);
}

/** Every field a programme's form added to the built one but its upload slots, by section (the detail shows them after the built ones, the slots with the materials). */
export function addedSections(type: FormAwardType, definition: FormDefinition): FormSection[] {
  const built = builtKeys(type);
  return definition.tabs
    .flatMap((t) => t.sections.map((s) => ({ ...s, label: s.label ?? t.label })))
    .map((s) => ({ ...s, fields: s.fields.filter((f) => !built.has(f.key) && f.type !== 'upload') }))
    .filter((s) => s.fields.length > 0);
}

/** A definition's upload fields (material slots, the built ones and the added ones). */
const isUpload = (definition: FormDefinition, key: string) =>
  fieldsOf(definition).some((f) => f.field.key === key && f.field.type === 'upload');

export interface DefinedDeclarationProps {
  definition: FormDefinition;
  sections: readonly FormSection[];
  content: ApplicationContent;
  /** A change: how the content changes (applied to the latest content) and the error name that it clears. */
  onChange(update: (content: ApplicationContent) => ApplicationContent, field: string): void;
  errors: readonly FieldError[];
  companies: readonly CompanyOption[];
  companyPlaceholder: string;
  readOnly?: boolean;
}

/**
 * Sections of an award application drawn by the form engine from the programme's definition, with the pieces only
 * an award form has: the member-unit picker, the region cascade that fills 建设地点 (city) and 区县 together, and
 * the ten new technologies with their live count. Values of declaration fields go to the content's values,
 * files of upload slots to its materials.
 */
export function DefinedDeclaration({
  definition,
  sections,
  content,
  onChange,
  errors,
  companies,
  companyPlaceholder,
  readOnly,
}: DefinedDeclarationProps) {
  const text = useDeclarationText();
  const values = useMemo(() => applicationFormValues(content), [content]);
  // The region select's own choice (a province alone is kept while choosing); region and area are derived from it.
  const [place, setPlace] = useState(() => String(content.values.area || content.values.region || ''));
  const companyOptions = useMemo(() => companies.map((c) => ({ value: c.id, label: c.companyName })), [companies]);
  const set =
    (key: string, value: unknown) =>
    (base: ApplicationContent): ApplicationContent =>
      isUpload(definition, key)
        ? { ...base, materials: { ...base.materials, [key]: value as ApplicationContent['materials'][string] } }
        : { ...base, values: { ...base.values, [key]: value } };
  // Errors name a group's row as the stored content does (`managerProjects.0.name`, not `[0]`).
  const errorName = (path: string) =>
    isUpload(definition, path) ? `materials.${path}` : path.replace(/\[(\d+)\]/g, '.$1');

  const options: DefinedFormOptions = {
    label: (field: FormField) => text.knownField(field.key),
    message: (message) => text.message(message) ?? message,
    byKey: {
      region: (p) => (
        <FieldFrame
          key="region"
          label={p.label}
          required={p.required}
          readOnly={readOnly}
          error={p.error ?? text.message(fieldError(errors, 'area'))}
        >
          {readOnly ? (
            <RegionName code={String(content.values.area || content.values.region || '')} />
          ) : (
            <RegionSelect
              label={p.label}
              value={place}
              onChange={(code) => {
                setPlace(code);
                const city = /^\d{6}$/.test(code) && !code.endsWith('0000') ? `${code.slice(0, 4)}00` : '';
                onChange((c) => set('area', city && code !== city ? code : '')(set('region', city)(c)), 'region');
              }}
            />
          )}
        </FieldFrame>
      ),
      // 区县 is chosen with 建设地点 above.
      area: () => null,
      jzyTop10: (p) => (
        <TechnologiesInput
          key="jzyTop10"
          value={typeof p.value === 'string' ? p.value : ''}
          onChange={(v) => p.onChange(v)}
          error={fieldError(errors, 'jzyTop10')}
          readOnly={readOnly}
        />
      ),
    },
    byType: {
      company: (p) => (
        <FieldFrame key={p.path} label={p.label} required={p.required} error={p.error} readOnly={readOnly}>
          <OptionSelect
            name={p.path}
            options={companyOptions}
            value={typeof p.value === 'string' ? p.value : ''}
            onChange={(v) => p.onChange(v)}
            emptyLabel={companyPlaceholder}
            disabled={readOnly}
          />
        </FieldFrame>
      ),
      region: (p) => (
        <FieldFrame key={p.path} label={p.label} required={p.required} error={p.error} readOnly={readOnly}>
          {readOnly ? (
            <RegionName code={typeof p.value === 'string' ? p.value : ''} />
          ) : (
            <RegionSelect label={p.label} value={typeof p.value === 'string' ? p.value : ''} onChange={p.onChange} />
          )}
        </FieldFrame>
      ),
    },
  };

  return (
    <DefinedSections
      sections={sections}
      values={values}
      readOnly={readOnly}
      onChange={(key, value) => onChange(set(key, value), errorName(key))}
      errorOf={(path) => fieldError(errors, errorName(path))}
      options={options}
    />
  );
}
