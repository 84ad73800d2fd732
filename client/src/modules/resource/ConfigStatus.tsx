import { Badge, Button } from '@chakra-ui/react';
import { Power } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../engine/apollo/errors';
import { Can } from '../../engine/auth';
import { useConfirm } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import type { MessageId } from '../../i18n/locale';

/** 开启 in green, 关闭 in grey (SPEC section 4: open/closed flag 1 开启, 0 关闭). */
export function OpenBadge({ status, prefix }: { status: number; prefix: 'resource.oss' | 'resource.sms' }) {
  const on = status === 1;
  return (
    <Badge variant="subtle" colorPalette={on ? 'green' : 'gray'}>
      <FormattedMessage id={`${prefix}.status.${on ? 1 : 0}` as MessageId} />
    </Badge>
  );
}

/** 启用 on a row that is not enabled: asks first, then enables it (the others of the tenant are switched off). */
export function EnableButton({
  code,
  prefix,
  name,
  enabled,
  run,
}: {
  code: string;
  prefix: 'resource.oss' | 'resource.sms';
  name: string;
  enabled: boolean;
  run(): Promise<unknown>;
}) {
  const intl = useIntl();
  const confirm = useConfirm();
  if (enabled) return null;
  const enable = async () => {
    if (!(await confirm({ message: intl.formatMessage({ id: `${prefix}.enableConfirm` }, { name }), danger: false })))
      return;
    try {
      await run();
    } catch (failure) {
      const problem = readApiProblem(failure);
      if (problem) notify('error', { text: problem.message });
      return;
    }
    notify('success', { id: `${prefix}.enabled` as MessageId });
  };
  return (
    <Can codes={[code]}>
      <Button
        size="xs"
        variant="ghost"
        colorPalette="green"
        onClick={enable}
        aria-label={`${intl.formatMessage({ id: `${prefix}.enable` })} ${name}`}
      >
        <Power /> <FormattedMessage id={`${prefix}.enable` as MessageId} />
      </Button>
    </Can>
  );
}
