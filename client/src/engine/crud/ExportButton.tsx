import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { hasAnyPermission, useSession } from '../auth';
import { restUrl } from './transfer';
import { useDownload } from './useDownload';

export interface ExportButtonProps {
  /** Permission code of the button (`post_export` ...); the button is hidden from users without it. */
  code: string;
  /** REST path of the export (`/blade-system/post/export`). */
  path: string;
  /** The list's applied filter, as the REST query of the list call. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Download name used when the server names none (without extension). */
  fileName: string;
}

/**
 * 导出: downloads the current filtered list as .xlsx with the session's credentials (the server applies the
 * same filter, data scope and order as the list) and saves it; refusals show the server's message.
 */
export function ExportButton({ code, path, query, fileName }: ExportButtonProps) {
  const granted = useSession()?.permissions ?? [];
  const { busy, run } = useDownload('common.transfer.exportFailed');
  if (!hasAnyPermission(granted, [code])) return null;

  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      onClick={() => void run(restUrl(path, query), `${fileName}.xlsx`)}
    >
      <Download />
      <FormattedMessage id="common.transfer.export" />
    </Button>
  );
}
