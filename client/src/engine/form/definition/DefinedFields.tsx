import {
  Box,
  Button,
  Checkbox,
  HStack,
  IconButton,
  Input,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type {
  FieldType,
  FormField as FieldDefinition,
  FormFile,
  FormSection,
  FormValues,
  LocalText,
} from '@zhuxie/domain/forms/definition';
import { otherKey, ratingScale } from '@zhuxie/domain/forms/definition';
import { conditionHolds, FORM_LIST_SEPARATOR, formListItems } from '@zhuxie/domain/forms/evaluate';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FileGallery } from '../../files';
import { DatePickerField } from '../DatePickerField';
import { DictSelect } from '../DictSelect';
import { FormField } from '../FormField';
import { MoneyInput } from '../MoneyInput';
import { UploadField } from '../UploadField';
import type { UploadFile } from '../upload';
import { useDictionary } from '../useDictionary';

/**
 * The renderer of the form engine (issue "Award forms as declarations"): draws the sections and fields of a
 * FormDefinition (domain/src/forms/definition.ts) by their types, with their labels in the current language,
 * required markers, help and the messages of `formErrors` by path. It knows no business: what needs a module
 * (the member units of a company field, the region cascade, the rich-text editor) comes from the caller as a
 * renderer by field key or by type; a field without one gets a plain control.
 */

export interface DefinedFieldProps {
  field: FieldDefinition;
  /** The field's path in the form's values (`key`, or `group[row].key` in a group). */
  path: string;
  /** The label in the current language. */
  label: string;
  value: unknown;
  onChange(value: unknown): void;
  /** The field's message (already in the current language). */
  error?: string;
  required: boolean;
  readOnly?: boolean;
  /** All values of the form (a derived field reads another one). */
  values: FormValues;
  /** Sets another value of the form (the text of an options field's 其他 option, `<key>_other`). */
  onChangeKey?(key: string, value: unknown): void;
}

export type FieldRenderer = (props: DefinedFieldProps) => ReactNode;

export interface DefinedFormOptions {
  /** Renderers the caller supplies: by field key first, then by type. */
  byKey?: Record<string, FieldRenderer>;
  byType?: Partial<Record<FieldType, FieldRenderer>>;
  /** A field's label when the definition has none in the current language (a catalogue's text). */
  label?(field: FieldDefinition): string | undefined;
  /** A message in the current language (rule messages are stored in Chinese). */
  message?(message: string): string;
  /** The value of a derived field's source outside the form's values (`unit.name` ...). */
  derived?(from: string): string | undefined;
}

/** A text of a definition in the current language (English falls back to the given text, then to Chinese). */
export function useLocalText() {
  const english = useIntl().locale.startsWith('en');
  return (value: LocalText, fallback?: string) => (english ? (value.en ?? fallback) : undefined) ?? value.zh;
}

/** The label of a field in the current language: its own English label, the caller's, else the Chinese one. */
export function useFieldLabel(options: Pick<DefinedFormOptions, 'label'> = {}) {
  const local = useLocalText();
  return (field: FieldDefinition) => local(field.label, options.label?.(field));
}

const WIDE: ReadonlySet<FieldType> = new Set([
  'longText',
  'richText',
  'list',
  'upload',
  'group',
  'options',
  'rating',
  'matrix',
]);
const isRequired = (field: FieldDefinition) => Boolean(field.rules?.required);
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const files = (value: unknown): FormFile[] => (Array.isArray(value) ? (value as FormFile[]) : []);

/** A stored file (name, link, size) as the upload field holds it (its URL identifies it; a repeated URL gets its position too) and back. */
type StoredFile = Pick<FormFile, 'name' | 'url'> & { size?: number | null };
export const toUploadFile = (file: StoredFile, index = 0, all: readonly StoredFile[] = [file]): UploadFile => ({
  name: file.name,
  url: file.url,
  uid: all.findIndex((f) => f.url === file.url) === index ? file.url : `${file.url}#${index}`,
  size: file.size ?? 0,
});
export const toFormFile = (file: UploadFile): FormFile => ({
  name: file.name,
  url: file.url,
  ...(file.size ? { size: file.size } : {}),
});

export interface DefinedSectionsProps {
  sections: readonly FormSection[];
  values: FormValues;
  onChange(key: string, value: unknown): void;
  /** A message by path (`key`, `group[0].key`). */
  errorOf?(path: string): string | undefined;
  readOnly?: boolean;
  options?: DefinedFormOptions;
}

/** The visible sections of a tab, each with its visible fields: short fields side by side, long ones full width. */
export function DefinedSections({ sections, values, ...rest }: DefinedSectionsProps) {
  const local = useLocalText();
  return (
    <Stack gap="5">
      {sections
        .filter((section) => conditionHolds(section.visibleWhen, values))
        .map((section) => (
          <Stack key={section.key} gap="3" as="section" aria-label={section.label && local(section.label)}>
            {section.label && <Text fontWeight="semibold">{local(section.label)}</Text>}
            <DefinedFieldList fields={section.fields} values={values} {...rest} />
          </Stack>
        ))}
    </Stack>
  );
}

interface FieldListProps extends Omit<DefinedSectionsProps, 'sections'> {
  fields: readonly FieldDefinition[];
  /** In a group row: the row's path prefix (`group[0].`) and the values of the whole form for conditions. */
  prefix?: string;
  outer?: FormValues;
}

function DefinedFieldList({ fields, values, prefix = '', outer, ...rest }: FieldListProps) {
  const visible = fields.filter((f) => conditionHolds(f.visibleWhen, values, outer));
  // Consecutive short fields share a grid; long ones (text areas, lists, uploads, groups) take the whole width.
  const chunks: FieldDefinition[][] = [];
  for (const field of visible) {
    const last = chunks.at(-1);
    if (!WIDE.has(field.type) && last && !WIDE.has(last[0]!.type)) last.push(field);
    else chunks.push([field]);
  }
  const one = (field: FieldDefinition) => (
    <DefinedField
      key={field.key}
      field={field}
      path={`${prefix}${field.key}`}
      values={values}
      outer={outer}
      {...rest}
    />
  );
  return (
    <Stack gap="4">
      {chunks.map((chunk) =>
        WIDE.has(chunk[0]!.type) ? (
          one(chunk[0]!)
        ) : (
          <SimpleGrid key={chunk[0]!.key} columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {chunk.map(one)}
          </SimpleGrid>
        ),
      )}
    </Stack>
  );
}

function DefinedField({
  field,
  path,
  values,
  outer,
  onChange,
  errorOf,
  readOnly,
  options = {},
}: Omit<FieldListProps, 'fields' | 'prefix'> & { field: FieldDefinition; path: string }) {
  const intl = useIntl();
  const local = useLocalText();
  const label = useFieldLabel(options);
  const raw = errorOf?.(path);
  const props: DefinedFieldProps = {
    field,
    path,
    label: label(field),
    value: values[field.key],
    onChange: (value) => onChange(field.key, value),
    onChangeKey: onChange,
    error: raw === undefined ? undefined : (options.message?.(raw) ?? raw),
    required: isRequired(field),
    readOnly,
    values: outer ? { ...outer, ...values } : values,
  };
  const custom = options.byKey?.[field.key] ?? options.byType?.[field.type];
  if (custom) return <>{custom(props)}</>;
  if (field.type === 'group')
    return <GroupRows {...props} field={field} errorOf={errorOf} options={options} outer={outer ?? values} />;
  if (field.type === 'upload') return <UploadSlot {...props} field={field} />;
  const help = field.help && local(field.help);
  return (
    <FormField
      label={props.label}
      required={props.required}
      error={props.error}
      readOnly={readOnly}
      helperText={readOnly ? undefined : (help ?? hintOf(field, props.value, intl.formatMessage))}
    >
      {readOnly ? <ReadOnlyValue {...props} /> : <Control {...props} />}
    </FormField>
  );
}

function hintOf(
  field: FieldDefinition,
  value: unknown,
  format: (d: { id: string }, v?: Record<string, string | number>) => string,
): string | undefined {
  if (field.type === 'people') return format({ id: 'form.def.peopleHint' });
  if (field.type === 'list')
    return format({ id: 'form.def.listCount' }, { count: formListItems(value).length, separator: FORM_LIST_SEPARATOR });
  return undefined;
}

/** The plain control of a field type. */
function Control({ field, path, value, onChange, label, values }: DefinedFieldProps) {
  const intl = useIntl();
  const name = path;
  switch (field.type) {
    case 'longText':
    case 'richText':
      return <Textarea name={name} rows={4} value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'list':
      return <Textarea name={name} rows={3} value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'number':
      return (
        <Input
          name={name}
          inputMode={field.decimals ? 'decimal' : 'numeric'}
          value={text(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'money':
      return (
        <MoneyInput
          name={name}
          value={text(value)}
          suffix={field.unit ?? ''}
          onChange={(v) => onChange(v)}
          aria-label={label}
        />
      );
    case 'date':
      return <DatePickerField name={name} value={text(value)} onChange={(v) => onChange(v)} />;
    case 'dateRange': {
      const [start = '', end = ''] = Array.isArray(value) ? (value as string[]) : [];
      return (
        <HStack gap="2" align="center">
          <DatePickerField name={`${name}.start`} value={start} onChange={(v) => onChange([v, end])} />
          <Text color="fg.muted">{intl.formatMessage({ id: 'form.def.rangeTo' })}</Text>
          <DatePickerField name={`${name}.end`} value={end} onChange={(v) => onChange([start, v])} />
        </HStack>
      );
    }
    case 'choice':
      return field.multiple ? (
        <MultipleChoice dict={field.dict} value={value} onChange={onChange} label={label} />
      ) : (
        <DictSelect
          biz
          code={field.dict}
          name={name}
          value={text(value)}
          onChange={(v) => onChange(v)}
          emptyLabel={intl.formatMessage({ id: 'form.def.choose' })}
        />
      );
    case 'derived':
      return <Input name={name} value={text(values[field.from])} readOnly />;
    case 'options':
    case 'rating':
    case 'matrix':
      return (
        <QuestionControl field={field} path={path} value={value} onChange={onChange} label={label} values={values} />
      );
    default:
      return <Input name={name} value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}

function MultipleChoice({
  dict,
  value,
  onChange,
  label,
}: {
  dict: string;
  value: unknown;
  onChange(value: unknown): void;
  label: string;
}) {
  const { items } = useDictionary(dict, { biz: true });
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  return (
    <Checkbox.Group value={chosen} onValueChange={(next) => onChange(next)} aria-label={label}>
      <HStack gap="4" wrap="wrap">
        {items
          .filter((item) => item.dictKey !== null)
          .map((item) => (
            <Checkbox.Root key={item.dictKey} value={item.dictKey!}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{item.dictValue}</Checkbox.Label>
            </Checkbox.Root>
          ))}
      </HStack>
    </Checkbox.Group>
  );
}

/** The controls of a questionnaire's question types: options (with 其他), a rating scale, a matrix. */
function QuestionControl({
  field,
  path,
  value,
  onChange,
  onChangeKey,
  label,
  values,
}: Pick<DefinedFieldProps, 'field' | 'path' | 'value' | 'onChange' | 'onChangeKey' | 'label' | 'values'>) {
  const intl = useIntl();
  const local = useLocalText();
  if (field.type === 'options') {
    const other = field.options.find((o) => o.other);
    const chosen = field.multiple
      ? Array.isArray(value)
        ? (value as string[])
        : []
      : text(value)
        ? [text(value)]
        : [];
    const otherText = other && chosen.includes(other.value) && (
      <Input
        name={otherKey(path)}
        aria-label={intl.formatMessage({ id: 'form.def.otherText' }, { label })}
        placeholder={intl.formatMessage({ id: 'form.def.otherPlaceholder' })}
        value={text(values[otherKey(field.key)])}
        onChange={(e) => onChangeKey?.(otherKey(field.key), e.currentTarget.value)}
      />
    );
    return (
      <Stack gap="2">
        {field.multiple ? (
          <Checkbox.Group value={chosen} onValueChange={(next) => onChange(next)} aria-label={label}>
            <Stack gap="2">
              {field.options.map((o) => (
                <Checkbox.Root key={o.value} value={o.value}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{local(o.label)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Checkbox.Group>
        ) : (
          <RadioGroup.Root
            value={chosen[0] ?? null}
            onValueChange={(d) => onChange(d.value)}
            aria-label={label}
            name={path}
          >
            <Stack gap="2">
              {field.options.map((o) => (
                <RadioGroup.Item key={o.value} value={o.value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{local(o.label)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        )}
        {otherText}
      </Stack>
    );
  }
  if (field.type === 'rating') {
    const scale = ratingScale(field);
    return (
      <Stack gap="1">
        <HStack gap="2" wrap="wrap" role="group" aria-label={label}>
          {Array.from({ length: scale }, (_, i) => i + 1).map((n) => (
            <Button
              key={n}
              size="sm"
              minW="10"
              variant={Number(value) === n ? 'solid' : 'outline'}
              aria-pressed={Number(value) === n}
              aria-label={intl.formatMessage({ id: 'form.def.ratingScore' }, { score: n })}
              onClick={() => onChange(n)}
            >
              {n}
            </Button>
          ))}
        </HStack>
        {(field.lowLabel || field.highLabel) && (
          <HStack justify="space-between" fontSize="sm" color="fg.muted" maxW="sm">
            <Text>{field.lowLabel && local(field.lowLabel)}</Text>
            <Text>{field.highLabel && local(field.highLabel)}</Text>
          </HStack>
        )}
      </Stack>
    );
  }
  if (field.type === 'matrix') {
    const answers =
      value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
    return (
      <Stack gap="3">
        {field.rows.map((row) => (
          <Stack key={row.key} gap="1" borderBottomWidth="1px" pb="2">
            <Text fontSize="sm">{local(row.label)}</Text>
            <RadioGroup.Root
              value={answers[row.key] ?? null}
              onValueChange={(d) => onChange({ ...answers, [row.key]: d.value })}
              aria-label={`${label} ${local(row.label)}`}
              name={`${path}.${row.key}`}
            >
              <HStack gap="4" wrap="wrap">
                {field.columns.map((c) => (
                  <RadioGroup.Item key={c.value} value={c.value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{local(c.label)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          </Stack>
        ))}
      </Stack>
    );
  }
  return null;
}

/** A question's value as text (options by their labels, a matrix row by row). */
function questionText(field: FieldDefinition, value: unknown, values: FormValues, local: (t: LocalText) => string) {
  if (field.type === 'options') {
    const keys = Array.isArray(value) ? (value as string[]) : text(value) ? [text(value)] : [];
    const shown = keys.map((k) => {
      const o = field.options.find((x) => x.value === k);
      if (!o) return k;
      const extra = o.other ? text(values[otherKey(field.key)]) : '';
      return extra ? `${local(o.label)}（${extra}）` : local(o.label);
    });
    return shown.join('、');
  }
  if (field.type === 'rating') return text(value) ? `${text(value)} / ${ratingScale(field)}` : '';
  if (field.type === 'matrix' && value && typeof value === 'object') {
    const answers = value as Record<string, string>;
    return field.rows
      .filter((r) => answers[r.key])
      .map(
        (r) =>
          `${local(r.label)}：${local(field.columns.find((c) => c.value === answers[r.key])?.label ?? { zh: answers[r.key]! })}`,
      )
      .join('\n');
  }
  return undefined;
}

/** A field's value as text, read-only (choices by their dictionary label). */
function ReadOnlyValue({ field, value, values }: DefinedFieldProps) {
  const intl = useIntl();
  const local = useLocalText();
  if (field.type === 'choice') return <ChoiceText dict={field.dict} value={value} />;
  const shown =
    questionText(field, value, values, local) ??
    (field.type === 'derived'
      ? text(values[field.from])
      : field.type === 'dateRange' && Array.isArray(value)
        ? (value as string[]).filter(Boolean).join(` ${intl.formatMessage({ id: 'form.def.rangeTo' })} `)
        : field.type === 'money' && text(value)
          ? `${text(value)} ${field.unit ?? ''}`.trim()
          : text(value));
  return (
    <Text whiteSpace="pre-wrap" py="1">
      {shown || intl.formatMessage({ id: 'form.def.empty' })}
    </Text>
  );
}

function ChoiceText({ dict, value }: { dict: string; value: unknown }) {
  const intl = useIntl();
  const { items } = useDictionary(dict, { biz: true });
  const keys = Array.isArray(value) ? (value as string[]) : text(value) ? [text(value)] : [];
  const shown = keys.map((k) => items.find((i) => i.dictKey === k)?.dictValue ?? k).join('、');
  return <Text py="1">{shown || intl.formatMessage({ id: 'form.def.empty' })}</Text>;
}

/** An upload slot: label, required marker, accepted types, the files (thumbnails and previews when read-only). */
function UploadSlot({ field, label, value, onChange, error, required, readOnly }: DefinedFieldProps) {
  const intl = useIntl();
  const list = files(value);
  const max = field.rules?.max?.value;
  const accept = field.type === 'upload' ? field.accept : '';
  return (
    <Box
      as="section"
      aria-label={label}
      data-declaration-error={error ? '' : undefined}
      tabIndex={error ? -1 : undefined}
      borderWidth="1px"
      borderColor={error ? 'border.error' : undefined}
      borderRadius="md"
      p="4"
    >
      <HStack gap="1" mb="1">
        <Text fontWeight="medium">{label}</Text>
        {required && !readOnly && (
          <Text as="span" color="fg.error" aria-hidden>
            *
          </Text>
        )}
      </HStack>
      {!readOnly && accept && (
        <Text fontSize="sm" color="fg.muted" mb="3">
          {intl.formatMessage({ id: 'form.def.accept' }, { types: accept })}
        </Text>
      )}
      {readOnly ? (
        list.length ? (
          <FileGallery files={list} label={label} />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage({ id: 'form.def.noFiles' })}
          </Text>
        )
      ) : (
        <UploadField
          value={list.map((f, i) => toUploadFile(f, i, list))}
          onChange={(next) => onChange(next.map(toFormFile))}
          accept={accept || undefined}
          max={max}
          label={label}
        />
      )}
      {error && (
        <Text mt="2" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Box>
  );
}

/** A repeatable group: a card per row with the sub-fields, add and remove. */
function GroupRows({
  field,
  path,
  label,
  value,
  onChange,
  error,
  readOnly,
  errorOf,
  options,
  outer,
}: DefinedFieldProps & Pick<DefinedSectionsProps, 'errorOf' | 'options'> & { outer: FormValues }) {
  const intl = useIntl();
  if (field.type !== 'group') return null;
  const rows = Array.isArray(value) ? (value as FormValues[]) : [];
  const setRow = (index: number, key: string, next: unknown) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: next } : row)));
  return (
    <Stack as="section" aria-label={label} gap="3">
      <HStack justify="space-between">
        <Text fontWeight="medium">{label}</Text>
        {!readOnly && (
          <Button size="sm" variant="outline" onClick={() => onChange([...rows, {}])}>
            <Plus /> {intl.formatMessage({ id: 'form.def.addRow' })}
          </Button>
        )}
      </HStack>
      {error && (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
        <Box key={index} borderWidth="1px" borderRadius="md" p="3">
          <HStack justify="space-between" mb="2">
            <Text fontSize="sm" color="fg.muted">
              {intl.formatMessage({ id: 'form.def.row' }, { index: index + 1 })}
            </Text>
            {!readOnly && (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={intl.formatMessage({ id: 'form.def.removeRow' }, { index: index + 1 })}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                <Trash2 />
              </IconButton>
            )}
          </HStack>
          <DefinedFieldList
            fields={field.fields}
            values={row}
            outer={outer}
            prefix={`${path}[${index}].`}
            onChange={(key, next) => setRow(index, key, next)}
            errorOf={errorOf}
            readOnly={readOnly}
            options={options}
          />
        </Box>
      ))}
    </Stack>
  );
}
