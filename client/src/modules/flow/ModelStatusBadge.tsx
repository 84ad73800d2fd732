import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A model's status: 1 激活 (green), 0 挂起 (orange). */
export function ModelStatusBadge({ status }: { status: number }) {
  return (
    <Badge variant="subtle" colorPalette={status === 1 ? 'green' : 'orange'}>
      <FormattedMessage id={`flow.model.status.${status === 1 ? 1 : 0}`} />
    </Badge>
  );
}
