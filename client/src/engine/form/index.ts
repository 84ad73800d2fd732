export { FormField, type FormFieldProps } from './FormField';
export { type FieldErrors, isEmpty, required, type Rule, type Rules, validateValues } from './rules';
export { type FormState, useForm } from './useForm';
export { DictLabel, type DictLabelProps, DictSelect, type DictSelectProps } from './DictSelect';
export { type DictionaryOptions, type DictionaryState, type DictItem, useDictionary, useDictLabel } from './useDictionary';
