import type { IntlShape } from 'react-intl';

/** The readable name of a business type (请假 for leave); the key itself for types without one in the catalogue. */
export function businessTypeLabel(intl: IntlShape, key: string): string {
  const id = `flow.businessType.${key}`;
  return id in intl.messages ? intl.formatMessage({ id }) : key;
}
