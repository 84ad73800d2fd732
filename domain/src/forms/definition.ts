/**
 * A form as data (issue "Award forms as declarations"): tabs of sections of fields, each field with its type and
 * its rules (with their exact messages), and conditions that show a field or a section. The same definition
 * drives the applicant's form, the server's validation (`formErrors` in ./evaluate.ts, one function on both
 * sides), the detail and print views and the export. Definitions are plain JSON: they are stored, versioned and
 * edited by staff in the designer, so nothing here may be a function.
 */

/** A text in the two languages of the product (Chinese is the default and always present). */
export interface LocalText {
  zh: string;
  en?: string;
}

/** Shows a field or a section only when another field has a value (or one of the given values). */
export interface Condition {
  field: string;
  /** The other field equals one of these (a multiple choice: contains one of them). Absent: is not empty. */
  in?: Array<string | number | boolean>;
}

/** The rules a field may declare. Each may carry its own message; absent, the default of FORM_MESSAGES. */
export interface FieldRules {
  required?: boolean | { message?: string };
  /** Text: characters; list, people, upload, group, multiple choice: items; number and money: value. */
  min?: { value: number; message?: string };
  max?: { value: number; message?: string };
  /** A regular expression the whole text must match (source, without slashes; the `u` flag is set). */
  pattern?: { source: string; message: string };
  /** A well-known format with its own messages: a mainland mobile number, a unified social credit code. */
  format?: 'mobile' | 'creditCode';
  /** This date (or the end of this range) is not before the other date field's value (or its end). */
  after?: { field: string; message?: string };
}

interface FieldBase {
  /** The value's key in the application's values (century cup's keys stay as the legacy REST answers them). */
  key: string;
  label: LocalText;
  help?: LocalText;
  rules?: FieldRules;
  visibleWhen?: Condition;
}

export interface TextField extends FieldBase {
  type: 'text' | 'longText' | 'richText';
}

export interface NumberField extends FieldBase {
  type: 'number';
  /** Digits after the decimal point; 0 (the default) means whole numbers. */
  decimals?: number;
}

export interface MoneyField extends FieldBase {
  type: 'money';
  /** The unit shown after the amount (元, 万元 ...). */
  unit?: string;
  /** Default 2. */
  decimals?: number;
}

export interface DateField extends FieldBase {
  /** A day (yyyy-MM-dd), or a range of two days [start, end]. */
  type: 'date' | 'dateRange';
}

export interface RegionField extends FieldBase {
  /** A region code of the region table, chosen by province, city and county; shown by name everywhere. */
  type: 'region';
  /** The deepest level to choose. Default county. */
  depth?: 'province' | 'city' | 'county';
}

export interface ChoiceField extends FieldBase {
  type: 'choice';
  /** A business dictionary whose keys are the values. */
  dict: string;
  multiple?: boolean;
}

/** An option of an options field (a questionnaire's single or multiple choice), in the order shown. */
export interface ChoiceOption {
  value: string;
  label: LocalText;
  /** 其他（请注明）: choosing it asks for a text, kept in the values under `<key>_other` (see otherKey). */
  other?: boolean;
}

export interface OptionsField extends FieldBase {
  /** A choice among options declared on the field itself (no dictionary): one value, or an array when multiple. */
  type: 'options';
  options: ChoiceOption[];
  multiple?: boolean;
}

export interface RatingField extends FieldBase {
  /** A score from 1 to `scale` (default 5), with optional words at the two ends. */
  type: 'rating';
  scale?: number;
  lowLabel?: LocalText;
  highLabel?: LocalText;
}

export interface MatrixField extends FieldBase {
  /** Rows × a scale: each row is answered by one column's value; the value is `{ rowKey: columnValue }`. */
  type: 'matrix';
  rows: Array<{ key: string; label: LocalText }>;
  columns: Array<{ value: string; label: LocalText }>;
}

export interface CompanyField extends FieldBase {
  /** A member unit of the tenant (its id). */
  type: 'company';
  /** A unit in arrears cannot be chosen (the server checks it with the dues rule and answers its notice). */
  arrearsCheck?: boolean;
}

export interface PeopleField extends FieldBase {
  /** Names separated by 、 (Chinese characters and letters only). `max` of the rules limits the number of names. */
  type: 'people';
  /** 限1人: one name (optionally of at most `singleMaxChars` characters). */
  single?: boolean;
  singleMaxChars?: number;
}

export interface ListField extends FieldBase {
  /** Items separated by 、 (the ten new technologies); `min` and `max` of the rules count items. */
  type: 'list';
}

export interface UploadField extends FieldBase {
  /** Files of one slot; `min` and `max` of the rules count files. */
  type: 'upload';
  /** An `accept` attribute: `image/*`, `.pdf,.doc,.docx` ... */
  accept: string;
}

export interface GroupField extends FieldBase {
  /** A repeatable group (participant units: company, building number, people): rows of the sub-fields. */
  type: 'group';
  fields: FormField[];
}

export interface DerivedField extends FieldBase {
  /** Read-only: copied from another field or from the applicant's unit (`unit.name`, `unit.creditCode` ...). */
  type: 'derived';
  from: string;
}

export type FormField =
  | TextField
  | NumberField
  | MoneyField
  | DateField
  | RegionField
  | ChoiceField
  | OptionsField
  | RatingField
  | MatrixField
  | CompanyField
  | PeopleField
  | ListField
  | UploadField
  | GroupField
  | DerivedField;

export type FieldType = FormField['type'];

export interface FormSection {
  key: string;
  label?: LocalText;
  visibleWhen?: Condition;
  fields: FormField[];
}

/**
 * Page logic (a questionnaire's "skip to page N depending on an answer"): leaving the page, the first jump whose
 * condition holds goes on at the page `to` (a later tab's key) or ends the form (`END_PAGE`).
 */
export interface PageJump {
  when: Condition;
  to: string;
}

/** The `to` of a page jump that ends the form (the pages after it are not asked). */
export const END_PAGE = '$end';

export interface FormTab {
  key: string;
  label: LocalText;
  sections: FormSection[];
  jumps?: PageJump[];
}

export interface FormDefinition {
  /** What the form is for (an award type key, a questionnaire ...). */
  key: string;
  /** Starts at 1; a definition in use by a submitted record is frozen and a change makes the next version. */
  version: number;
  title: LocalText;
  tabs: FormTab[];
}

/** The values' key of the text an options field's 其他（请注明） option asks for. */
export const otherKey = (key: string) => `${key}_other`;

/** The scale of a rating field (1 to this). */
export const ratingScale = (field: RatingField) => field.scale ?? 5;

/** A stored file of an upload slot. */
export interface FormFile {
  name: string;
  url: string;
  size?: number;
}

/** The values of a form by field key (a group: an array of rows of values by sub-field key). */
export type FormValues = Record<string, unknown>;

/** Every field of a definition with the tab it is on, in form order (a group's sub-fields stay in the group). */
export function fieldsOf(definition: FormDefinition): Array<{ tab: FormTab; section: FormSection; field: FormField }> {
  return definition.tabs.flatMap((tab) =>
    tab.sections.flatMap((section) => section.fields.map((field) => ({ tab, section, field }))),
  );
}
