import type { IntlShape } from 'react-intl';

/**
 * The readable name of a business type (请假 for leave) in the interface language: the catalogue's, else the name
 * the server registers for it (`fallback`), else the key.
 */
export function businessTypeLabel(intl: IntlShape, key: string, fallback?: string | null): string {
  const id = `flow.businessType.${key}`;
  return id in intl.messages ? intl.formatMessage({ id }) : (fallback ?? key);
}
