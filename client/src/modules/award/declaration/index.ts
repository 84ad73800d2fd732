export { DeclarationView, type DeclarationViewProps, declarationFieldsOf } from './DeclarationView';
export { errorsFor, fieldError, materialField, participantField, scrollToFirstError, withoutField } from './errors';
export {
  DECLARATION_LABELS,
  type DeclarationField,
  fieldLabelId,
  groupLabelId,
  messageId,
  roleLabelId,
  slotLabelId,
  translateRuleMessage,
  useDeclarationText,
} from './labels';
export {
  FileLinks,
  liveMaterialError,
  MaterialsEditor,
  type MaterialsEditorProps,
} from './MaterialsEditor';
export {
  type CompanyOption,
  ParticipantsEditor,
  type ParticipantsEditorProps,
  participantGroupsOf,
  unitsOf,
} from './ParticipantsEditor';
export { PeopleInput, type PeopleInputProps } from './PeopleInput';
export { ReadOnlyItem } from './ReadOnlyItem';
export { TechnologiesInput, type TechnologiesInputProps } from './TechnologiesInput';
