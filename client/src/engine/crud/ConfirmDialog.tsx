import { Button, Dialog, HStack, Icon, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
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
export function ConfirmDialog({ open, busy, message, title, confirmText, danger = true, onConfirm, onCancel }: ConfirmDialogProps) {
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

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Hosts the one confirmation dialog of the app; `useConfirm()` opens it. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const settle = useCallback((answer: boolean) => {
    resolver.current?.(answer);
    resolver.current = null;
    setOptions(null);
  }, []);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const value = useMemo(() => confirm, [confirm]);
  return (
    <ConfirmContext.Provider value={value}>
      {children}
      <ConfirmDialog
        open={options !== null}
        message={options?.message}
        title={options?.title}
        confirmText={options?.confirmText}
        danger={options?.danger}
        onConfirm={() => settle(true)}
        onCancel={() => settle(false)}
      />
    </ConfirmContext.Provider>
  );
}

/** `if (await confirm({ message })) ...`: answers true when the user chose 确定. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it');
  return confirm;
}
