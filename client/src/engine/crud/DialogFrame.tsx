import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface DialogFrameProps {
  open: boolean;
  /** Called when the user closes the dialog (close button, Esc, or outside click where allowed). */
  onClose(): void;
  title: ReactNode;
  /** Body and footer (`Dialog.Body`, `Dialog.Footer`). */
  children: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  role?: 'dialog' | 'alertdialog';
  closeOnInteractOutside?: boolean;
  /** A rule under the title (forms); plain for short questions. */
  divider?: boolean;
  /** Mount the content only while open (forms that load data). */
  lazy?: boolean;
  motionPreset?: 'scale' | 'slide-in-top';
}

/** The frame every dialog of the app shares: centred, backdrop, title, a translated close button. */
export function DialogFrame({
  open,
  onClose,
  title,
  children,
  size = 'md',
  role = 'dialog',
  closeOnInteractOutside = true,
  divider = false,
  lazy = false,
  motionPreset = 'scale',
}: DialogFrameProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      role={role}
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size={size}
      motionPreset={motionPreset}
      closeOnInteractOutside={closeOnInteractOutside}
      lazyMount={lazy}
      unmountOnExit={lazy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header {...(divider ? { borderBottomWidth: '1px', borderColor: 'border.muted', pb: '4' } : {})}>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'common.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
