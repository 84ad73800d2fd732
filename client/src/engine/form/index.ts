export { FormField, type FormFieldProps } from './FormField';
export { type FieldErrors, isEmpty, required, type Rule, type Rules, validateValues } from './rules';
export { type FormState, useForm } from './useForm';
export { money, MoneyInput, type MoneyInputProps } from './MoneyInput';
export { DateInput, type DateInputProps, fromInputValue, toInputValue } from './DateInput';
export {
  dateText,
  DatePickerField,
  type DatePickerFieldProps,
  DateTimeField,
  type DateTimeFieldProps,
} from './DatePickerField';
export { formatFileSize, UploadField, type UploadFieldProps } from './UploadField';
export {
  isImageName,
  MAX_UPLOAD_FILES,
  PUT_FILE_ATTACH,
  UPLOAD_ACCEPT,
  type UploadAnswer,
  UploadError,
  type UploadFile,
  uploadFile,
} from './upload';
export { DictLabel, type DictLabelProps, DictSelect, type DictSelectProps } from './DictSelect';
export {
  type DictionaryOptions,
  type DictionaryState,
  type DictItem,
  type DictOption,
  useDictionary,
  useDictLabel,
} from './useDictionary';
export {
  DefinedSections,
  type DefinedSectionsProps,
  type DefinedFieldProps,
  type DefinedFormOptions,
  type FieldRenderer,
  toFormFile,
  toUploadFile,
  useFieldLabel,
  useLocalText,
} from './definition/DefinedFields';
