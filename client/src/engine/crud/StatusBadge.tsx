import { Badge } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Option } from './OptionSelect';

/** Records that can be switched off (users, tenants, clients ...): status 1 启用, 0 停用. */
export const STATUS = { enabled: '1', disabled: '0' } as const;

/** 启用 / 停用 as choices. */
export function useStatusOptions(): Option[] {
  const intl = useIntl();
  return [
    { value: STATUS.enabled, label: intl.formatMessage({ id: 'common.status.enabled' }) },
    { value: STATUS.disabled, label: intl.formatMessage({ id: 'common.status.disabled' }) },
  ];
}

/** 启用 in green, 停用 in grey. */
export function StatusBadge({ status }: { status: number }) {
  const enabled = String(status) === STATUS.enabled;
  return (
    <Badge variant="subtle" colorPalette={enabled ? 'green' : 'gray'}>
      <FormattedMessage id={enabled ? 'common.status.enabled' : 'common.status.disabled'} />
    </Badge>
  );
}
