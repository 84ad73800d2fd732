import { Button, Dialog, HStack, Icon, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { DialogFrame } from './DialogFrame';

export interface ConfirmOptions {
  /** The question, already translated (e.g. 确定将选择数据删除?). */
  message: ReactNode;
  title?: ReactNode;
  confirmText?: ReactNode;
  /** Paints the confirm button red for destructive actions (default true: most confirmations are deletions). */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** An alert dialog asking one question with 确定 / 取消. */
export function ConfirmDialog({
  open,
  busy,
  message,
  title,
  confirmText,
  danger = true,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      onClose={onCancel}
      size="sm"
      motionPreset="slide-in-top"
      title={title ?? <FormattedMessage id="common.confirmTitle" />}
    >
      <Dialog.Body>
        <HStack align="start" gap="3">
          <Icon as={TriangleAlert} color="orange.500" boxSize="5" mt="0.5" aria-hidden />
          <Text>{message}</Text>
        </HStack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button colorPalette={danger ? 'red' : undefined} onClick={onConfirm} loading={busy}>
          {confirmText ?? <FormattedMessage id="common.confirm" />}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
