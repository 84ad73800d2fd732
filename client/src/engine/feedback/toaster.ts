import { createToaster } from '@chakra-ui/react';
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/locale';

/** The one toast store of the app; <Toaster /> renders it; at most three at a time. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });

export type NoticeType = 'success' | 'error' | 'warning' | 'info';

/** A catalogue message (translated when shown) or a text that is already user-facing (e.g. a server message). */
export type NoticeMessage = { id: MessageId; values?: Record<string, string | number> } | { text: string };

/**
 * Shows a short notice. Usable outside React (Apollo links): catalogue messages are rendered with
 * <FormattedMessage>, so they follow the current language.
 */
export function notify(type: NoticeType, message: NoticeMessage, options?: { key?: string }): void {
  const title =
    'text' in message ? message.text : createElement(FormattedMessage, { id: message.id, values: message.values });
  // One toast per message: the same message again replaces the one shown (and restarts its time) instead of
  // stacking up; a notice with a key replaces the one already shown under that key.
  const id = options?.key ?? noticeKey(type, message);
  // A success makes the errors and warnings still shown outdated (申报信息不完整 beside 已保存草稿): they go.
  if (type === 'success') {
    for (const shown of toaster.getVisibleToasts())
      if ((shown.type === 'error' || shown.type === 'warning') && shown.id && shown.id !== id) toaster.remove(shown.id);
  }
  // The one shown (or closing) under this id goes first, so the new one is a fresh toast, never a closing one revived.
  toaster.remove(id);
  toaster.create({ id, type, title, duration: type === 'error' ? 5000 : 3000, closable: true });
}

/** The identity of a notice: its type and message (catalogue id with values, or the text). */
export function noticeKey(type: NoticeType, message: NoticeMessage): string {
  return `${type}:${'text' in message ? message.text : `${message.id}:${JSON.stringify(message.values ?? {})}`}`;
}
