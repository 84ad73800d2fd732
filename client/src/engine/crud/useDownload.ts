import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notify } from '../feedback/toaster';
import { downloadFile, saveBlob } from './transfer';

/**
 * A download the server generates (an export, a PDF), fetched with the session's credentials and saved; while it
 * runs `busy` is true, and a refusal shows the server's message, else the catalogue's `failedId`.
 */
export function useDownload(failedId: string): {
  busy: boolean;
  run(url: string, fallbackName: string): Promise<void>;
} {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const run = async (url: string, fallbackName: string) => {
    setBusy(true);
    try {
      const file = await downloadFile(url, fallbackName);
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      notify('error', { text: (error instanceof Error && error.message) || intl.formatMessage({ id: failedId }) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
