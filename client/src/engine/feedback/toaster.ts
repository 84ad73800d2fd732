import { createToaster } from '@chakra-ui/react';
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/locale';

/** The one toast store of the app; <Toaster /> renders it. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

export type NoticeType = 'success' | 'error' | 'warning' | 'info';

/** A catalogue message (translated when shown) or a text that is already user-facing (e.g. a server message). */
export type NoticeMessage = { id: MessageId; values?: Record<string, string | number> } | { text: string };

/**
 * Shows a short notice. Usable outside React (Apollo links): catalogue messages are rendered with
 * <FormattedMessage>, so they follow the current language.
 */
export function notify(type: NoticeType, message: NoticeMessage, options?: { key?: string }): void {
  const title = 'text' in message ? message.text : createElement(FormattedMessage, { id: message.id, values: message.values });
  // A notice with a key replaces the one already shown under that key instead of stacking up.
  toaster.create({ ...(options?.key ? { id: options.key } : {}), type, title, duration: type === 'error' ? 5000 : 3000, closable: true });
}
