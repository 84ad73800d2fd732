import { Button, type ButtonProps } from '@chakra-ui/react';
import { FileDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { notify } from '../feedback/toaster';
import { downloadFile, restUrl, saveBlob } from './transfer';

export interface PdfButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** REST path of the PDF (`/lnjzxh-member/account/card/{id}`). */
  path: string;
  /** Download name used when the server names none (with .pdf; the server names each document in Chinese). */
  fileName: string;
  children: ReactNode;
}

/**
 * Downloads a PDF the server generates (an expert card, an evaluation opinion, an application's print) with the
 * session's credentials and saves it; a refusal shows the server's message.
 */
export function PdfButton({ path, fileName, children, size = 'sm', variant = 'outline', ...rest }: PdfButtonProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await downloadFile(restUrl(path), fileName);
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      notify('error', {
        text: (error instanceof Error && error.message) || intl.formatMessage({ id: 'common.transfer.downloadFailed' }),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size={size} variant={variant} loading={busy} onClick={() => void run()} {...rest}>
      <FileDown />
      {children}
    </Button>
  );
}
