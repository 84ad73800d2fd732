import { type IntlShape, useIntl } from 'react-intl';
import { DECLARATION_LABELS, type DeclarationField } from '@zhuxie/domain/award/declaration-view';
import { DECLARATION_MESSAGES } from './rules';

export { DECLARATION_LABELS, type DeclarationField };

export const fieldLabelId = (field: string) => `award.decl.field.${field}`;
export const groupLabelId = (group: string) => `award.decl.group.${group}`;
/** People fields end in `_people`; the key drops the suffix (`xmjl_people` -> award.decl.role.xmjl). */
export const roleLabelId = (field: string) => `award.decl.role.${field.replace(/_people$/, '')}`;
export const slotLabelId = (slot: string) => `award.decl.slot.${slot}`;
export const messageId = (key: keyof typeof DECLARATION_MESSAGES) => `award.decl.msg.${key}`;

const MESSAGE_KEYS = new Map(
  Object.entries(DECLARATION_MESSAGES).map(([key, text]) => [text as string, key as keyof typeof DECLARATION_MESSAGES]),
);

/** A rule message of the API in the current language (the Chinese text is the catalogue's zh-CN text); unknown messages stay as they are. */
export function translateRuleMessage(intl: IntlShape, message: string): string {
  const key = MESSAGE_KEYS.get(message);
  return key ? intl.formatMessage({ id: messageId(key), defaultMessage: message }) : message;
}

/** Labels of fields, groups, roles and slots in the current language, falling back to the rules' Chinese label. */
export function useDeclarationText() {
  const intl = useIntl();
  return {
    intl,
    t: (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    /** The catalogue's label of a declaration field; undefined for a field a programme's form added. */
    knownField: (field: string) =>
      field in DECLARATION_LABELS
        ? intl.formatMessage({ id: fieldLabelId(field), defaultMessage: DECLARATION_LABELS[field as DeclarationField] })
        : undefined,
    field: (field: string) =>
      intl.formatMessage({
        id: fieldLabelId(field),
        defaultMessage: DECLARATION_LABELS[field as DeclarationField] ?? field,
      }),
    group: (key: string, fallback: string) => intl.formatMessage({ id: groupLabelId(key), defaultMessage: fallback }),
    role: (field: string, fallback: string) => intl.formatMessage({ id: roleLabelId(field), defaultMessage: fallback }),
    slot: (key: string, fallback: string) => intl.formatMessage({ id: slotLabelId(key), defaultMessage: fallback }),
    message: (message: string | undefined) => (message === undefined ? undefined : translateRuleMessage(intl, message)),
  };
}
