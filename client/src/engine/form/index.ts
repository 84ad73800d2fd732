export { FormField, type FormFieldProps } from './FormField';
export { type FieldErrors, isEmpty, required, type Rule, type Rules, validateValues } from './rules';
export { type FormState, useForm } from './useForm';
export { money, MoneyInput, type MoneyInputProps } from './MoneyInput';
export { DateInput, type DateInputProps, fromInputValue, toInputValue } from './DateInput';
