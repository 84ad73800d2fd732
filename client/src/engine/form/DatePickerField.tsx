import {
  Box,
  DatePicker,
  type DateValue,
  HStack,
  IconButton,
  Input,
  parseDate,
  useFieldContext,
} from '@chakra-ui/react';
import { chineseDate, parseDateText } from '@zhuxie/domain/time/date-formats';
import { DEFAULT_TIME_ZONE } from '@zhuxie/domain/time/datetime';
import { Calendar } from 'lucide-react';
import { useIntl } from 'react-intl';

export interface DatePickerFieldProps {
  /** The date, `yyyy-MM-dd`, or '' when empty. */
  value: string;
  onChange(value: string): void;
  /** Earliest and latest days that may be chosen (`yyyy-MM-dd`). */
  min?: string;
  max?: string;
  name?: string;
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
  placeholder?: string;
  variant?: 'outline' | 'subtle' | 'flushed';
  size?: 'sm' | 'md';
}

/** How a date reads in the input: `yyyy 年 MM 月 dd 日` in Chinese (SPEC section 9), `yyyy-MM-dd` otherwise. */
export function dateText(iso: string, locale: string): string {
  return locale.startsWith('zh') ? chineseDate(iso) : iso;
}

const toValue = (iso: string): DateValue[] => {
  const day = parseDateText(iso.slice(0, 10));
  return day ? [parseDate(day)] : [];
};

/**
 * A date field: a text input that takes a typed date (2026-03-09, 2026/3/9, 2026 年 3 月 9 日 …, committed on
 * Enter or when leaving the field) and a calendar (Chakra's DatePicker) in the user's language, weeks starting
 * on Monday in Chinese. Days are calendar days of the association (Asia/Shanghai). Inside a FormField it takes
 * the field's id, so the label names it, and the field's invalid, required and read-only states.
 */
export function DatePickerField({
  value,
  onChange,
  min,
  max,
  name,
  id,
  disabled,
  readOnly,
  invalid,
  placeholder,
  variant = 'outline',
  size = 'md',
  ...rest
}: DatePickerFieldProps) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const field = useFieldContext();
  const zh = intl.locale.startsWith('zh');
  const inputId = id ?? field?.ids.control;
  const describedBy = field?.invalid ? field.ids.errorText : field?.ariaDescribedby;
  return (
    <DatePicker.Root
      width="full"
      size={size}
      variant={variant}
      name={name}
      locale={zh ? 'zh-CN' : 'en-GB'}
      timeZone={DEFAULT_TIME_ZONE}
      startOfWeek={1}
      value={toValue(value)}
      onValueChange={(details) => onChange(details.value[0]?.toString() ?? '')}
      format={(date) => dateText(date.toString(), intl.locale)}
      parse={(text) => {
        const day = parseDateText(text);
        return day ? parseDate(day) : undefined;
      }}
      min={min ? toValue(min)[0] : undefined}
      max={max ? toValue(max)[0] : undefined}
      disabled={disabled ?? field?.disabled}
      readOnly={readOnly ?? field?.readOnly}
      invalid={invalid ?? field?.invalid}
      required={field?.required}
      ids={inputId ? { input: () => inputId } : undefined}
      positioning={{ placement: 'bottom-start', strategy: 'fixed' }}
      translations={{
        trigger: (open) => t(open ? 'common.date.closeCalendar' : 'common.date.openCalendar'),
        prevTrigger: (view) => t(`common.date.prev.${view}`),
        nextTrigger: (view) => t(`common.date.next.${view}`),
        viewTrigger: (view) => t(`common.date.view.${view}`),
        clearTrigger: t('common.date.clear'),
        content: t('common.date.calendar'),
      }}
    >
      <DatePicker.Control>
        <DatePicker.Input
          placeholder={placeholder ?? t('common.date.placeholder')}
          aria-label={rest['aria-label']}
          aria-describedby={describedBy}
          autoComplete="off"
        />
        {!readOnly && !(field?.readOnly ?? false) && (
          <DatePicker.IndicatorGroup>
            <DatePicker.Trigger asChild>
              <IconButton variant="ghost" size="xs" disabled={disabled ?? field?.disabled}>
                <Calendar aria-hidden />
              </IconButton>
            </DatePicker.Trigger>
          </DatePicker.IndicatorGroup>
        )}
      </DatePicker.Control>
      <DatePicker.Positioner>
        <DatePicker.Content>
          <DatePicker.View view="day">
            <DatePicker.Header />
            <DatePicker.DayTable />
          </DatePicker.View>
          <DatePicker.View view="month">
            <DatePicker.Header />
            <DatePicker.MonthTable />
          </DatePicker.View>
          <DatePicker.View view="year">
            <DatePicker.Header />
            <DatePicker.YearTable />
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Positioner>
    </DatePicker.Root>
  );
}

export interface DateTimeFieldProps extends Omit<DatePickerFieldProps, 'value' | 'onChange' | 'min' | 'max'> {
  /** `yyyy-MM-ddTHH:mm`, or '' when empty. */
  value: string;
  onChange(value: string): void;
}

/**
 * A date and a time of day: the date picker above and a time input (`HH:mm`) beside it, in one group named by
 * the field's label. The value is `yyyy-MM-ddTHH:mm`; a date without a time yet takes 00:00.
 */
export function DateTimeField({ value, onChange, ...rest }: DateTimeFieldProps) {
  const intl = useIntl();
  const field = useFieldContext();
  const [day = '', time = ''] = value ? value.split('T') : [];
  const join = (d: string, t: string) => (d ? `${d}T${t || '00:00'}` : '');
  return (
    <HStack role="group" aria-labelledby={field?.ids.label} gap="2" width="full" align="stretch">
      <Box flex="1" minW="0">
        <DatePickerField {...rest} value={day} onChange={(d) => onChange(join(d, time))} />
      </Box>
      <Input
        type="time"
        width="32"
        flexShrink={0}
        size={rest.size}
        variant={rest.variant}
        id={field ? `${field.ids.control}-time` : undefined}
        aria-label={intl.formatMessage({ id: 'common.date.time' })}
        value={time.slice(0, 5)}
        disabled={rest.disabled ?? field?.disabled}
        readOnly={rest.readOnly ?? field?.readOnly}
        onChange={(e) => onChange(join(day, e.currentTarget.value))}
      />
    </HStack>
  );
}
