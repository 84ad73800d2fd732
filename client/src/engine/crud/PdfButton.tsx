import { Button, type ButtonProps } from '@chakra-ui/react';
import { FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { restUrl } from './transfer';
import { useDownload } from './useDownload';

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
  const { busy, run } = useDownload('common.transfer.downloadFailed');
  return (
    <Button size={size} variant={variant} loading={busy} onClick={() => void run(restUrl(path), fileName)} {...rest}>
      <FileDown />
      {children}
    </Button>
  );
}
