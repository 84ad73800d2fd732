import { Button, Code, Dialog, Stack, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/locale';
import { notify } from '../feedback/toaster';
import { DialogFrame } from './DialogFrame';

export interface ShownOnceDialogProps {
  /** The secret to show; null: the dialog is closed. */
  value: string | null;
  title: string;
  /** The catalogue texts: what it is (shown this once), how it is used, the copy and done buttons, the copied toast. */
  messages: { once: MessageId; how: MessageId; copy: MessageId; copied: MessageId; done: MessageId };
  testId?: string;
  onClose(): void;
}

/**
 * A secret the server answers once (a webhook signing secret, a personal access token): shown with a copy button
 * and how it is used; closing it is the last chance to copy it, so a click outside does not close it.
 */
export function ShownOnceDialog({ value, title, messages, testId, onClose }: ShownOnceDialogProps) {
  const copy = () =>
    navigator.clipboard
      ?.writeText(value ?? '')
      .then(() => notify('success', { id: messages.copied }))
      .catch(() => undefined);
  return (
    <DialogFrame open={value !== null} onClose={onClose} title={title} size="lg" closeOnInteractOutside={false} divider>
      <Dialog.Body py="5">
        <Stack gap="4">
          <Text>
            <FormattedMessage id={messages.once} />
          </Text>
          <Code size="md" p="3" wordBreak="break-all" data-testid={testId}>
            {value}
          </Code>
          <Text textStyle="sm" color="fg.muted">
            <FormattedMessage id={messages.how} />
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={copy}>
          <Copy />
          <FormattedMessage id={messages.copy} />
        </Button>
        <Button onClick={onClose}>
          <FormattedMessage id={messages.done} />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
