import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/locale';

/** SPEC section 4: 0 pending submission, 1 under review, 2 approved, 3 rejected, 4 voided, 5 withdrawn. */
const PALETTE: Record<number, string> = { 0: 'gray', 1: 'blue', 2: 'green', 3: 'red', 4: 'gray', 5: 'orange' };

export const flowStatusLabelId = (status: number) => `flow.status.${status}` as MessageId;

export function FlowStatusBadge({ status }: { status: number }) {
  return (
    <Badge variant="subtle" colorPalette={PALETTE[status] ?? 'gray'}>
      <FormattedMessage id={flowStatusLabelId(status)} />
    </Badge>
  );
}
