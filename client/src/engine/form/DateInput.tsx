import { DatePickerField, type DatePickerFieldProps, DateTimeField } from './DatePickerField';

export interface DateInputProps extends Omit<DatePickerFieldProps, 'value' | 'onChange'> {
  /** The stored value, `yyyy-MM-dd HH:mm:ss` (SPEC section 9), or '' when empty. */
  value: string;
  onChange(value: string): void;
  /** `date` (default) keeps 00:00:00 as the time; `datetime` lets the user pick the time too. */
  mode?: 'date' | 'datetime';
}

/** `yyyy-MM-dd HH:mm:ss` → the picker's value (`yyyy-MM-dd` or `yyyy-MM-ddTHH:mm`). */
export function toInputValue(stored: string, mode: 'date' | 'datetime'): string {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?/.exec(stored.trim());
  if (!match) return '';
  return mode === 'date' ? match[1]! : `${match[1]}T${match[2] ?? '00:00'}`;
}

/** The picker's value → `yyyy-MM-dd HH:mm:ss` ('' stays ''). */
export function fromInputValue(input: string, mode: 'date' | 'datetime'): string {
  if (!input) return '';
  if (mode === 'date') return `${input.slice(0, 10)} 00:00:00`;
  const [day, time = '00:00'] = input.split('T');
  return `${day} ${time.slice(0, 5)}:00`;
}

/** A date (or date-time) field whose value is kept in the legacy storage format `yyyy-MM-dd HH:mm:ss`. */
export function DateInput({ value, onChange, mode = 'date', ...rest }: DateInputProps) {
  const Picker = mode === 'date' ? DatePickerField : DateTimeField;
  return <Picker {...rest} value={toInputValue(value, mode)} onChange={(v) => onChange(fromInputValue(v, mode))} />;
}
