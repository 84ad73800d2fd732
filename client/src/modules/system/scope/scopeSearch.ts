import { useIntl } from 'react-intl';
import type { SearchField } from '../../../engine/crud';

/** Both scope lists search by resource code and name. */
export const SCOPE_FILTER = { resourceCode: '', scopeName: '' };

export function useScopeSearchFields(): SearchField[] {
  const intl = useIntl();
  return [
    { name: 'resourceCode', label: intl.formatMessage({ id: 'system.scope.resourceCode' }) },
    { name: 'scopeName', label: intl.formatMessage({ id: 'system.scope.scopeName' }) },
  ];
}
