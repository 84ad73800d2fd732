import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

const PALETTE: Record<string, string> = {
  VALID: 'green',
  NOT_YET_VALID: 'blue',
  EXPIRED: 'orange',
  REVOKED: 'red',
  UNKNOWN: 'gray',
};

/** 有效 / 未生效 / 已过期 / 已撤销. */
export function CertificateStateBadge({ state }: { state: string }) {
  return (
    <Badge variant="subtle" colorPalette={PALETTE[state] ?? 'gray'}>
      <FormattedMessage id={`certificate.stateShort.${state}`} />
    </Badge>
  );
}
