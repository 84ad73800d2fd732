import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { evictList } from '../../engine/apollo/cache';
import { useDictLabel } from '../../engine/form';
import {
  MarkMessagesReadDocument,
  MarkNoticeReadDocument,
  MyMessagesDocument,
  MyNoticesDocument,
} from '../../generated/graphql';
import { NoticePopover } from './NoticePopover';
import type { ShellNotice } from './types';

/** How many of the latest notices (and, apart, of the latest personal messages) the bell lists. */
export const BELL_NOTICES = 10;
/** New notices and messages show up without a reload. */
const POLL_MS = 60 * 1000;

const MESSAGE_KINDS = new Set(['flow_task', 'flow_result', 'feedback_reply', 'dues_arrears']);

/**
 * The top bar's bell: the signed-in user's latest published notices and personal messages (a task waiting,
 * the result of an own record), newest first. Opening one marks it read on the server; a message also opens
 * the screen it links to.
 */
export function NoticeBell() {
  const intl = useIntl();
  const navigate = useNavigate();
  const notices = useQuery(MyNoticesDocument, { variables: { limit: BELL_NOTICES }, pollInterval: POLL_MS });
  const messages = useQuery(MyMessagesDocument, { variables: { limit: BELL_NOTICES }, pollInterval: POLL_MS });
  const [markNoticeRead] = useMutation(MarkNoticeReadDocument, { update: (cache) => evictList(cache, 'dashboard') });
  const [markMessagesRead] = useMutation(MarkMessagesReadDocument);
  const category = useDictLabel('notice');
  const inbox = notices.data?.myNotices;
  const personal = messages.data?.myMessages;
  const entries = useMemo<ShellNotice[]>(() => {
    const fromNotices: ShellNotice[] = (inbox?.records ?? []).map((n) => ({
      kind: 'notice',
      id: n.id,
      title: n.title,
      time: n.releaseTime,
      category: category(n.category),
      read: n.read,
    }));
    const fromMessages: ShellNotice[] = (personal?.records ?? []).map((m) => ({
      kind: 'message',
      id: m.id,
      title: m.title,
      time: m.createTime,
      category: MESSAGE_KINDS.has(m.category)
        ? intl.formatMessage({
            id: `shell.notice.kind.${m.category as 'flow_task' | 'flow_result' | 'feedback_reply' | 'dues_arrears'}`,
          })
        : undefined,
      read: Boolean(m.readTime),
      link: m.link ?? undefined,
    }));
    return [...fromNotices, ...fromMessages].sort((a, b) => b.time.localeCompare(a.time));
  }, [inbox, personal, category, intl]);
  const messageIds = useMemo(() => new Set((personal?.records ?? []).map((m) => m.id)), [personal]);
  const unread = inbox || personal ? (inbox?.unread ?? 0) + (personal?.unread ?? 0) : undefined;

  const { refetch: refetchNotices } = notices;
  const { refetch: refetchMessages } = messages;
  const onRead = useCallback(
    (ids: string[]) => {
      const ofMessages = ids.filter((id) => messageIds.has(id));
      const ofNotices = ids.filter((id) => !messageIds.has(id));
      // A failure is announced by the error link; the list stays as the server has it.
      if (ofNotices.length)
        void markNoticeRead({ variables: { input: { ids: ofNotices } } })
          .then(() => refetchNotices())
          .catch(() => undefined);
      if (ofMessages.length)
        void markMessagesRead({ variables: { input: { ids: ofMessages } } })
          .then(() => refetchMessages())
          .catch(() => undefined);
    },
    [messageIds, markNoticeRead, markMessagesRead, refetchNotices, refetchMessages],
  );
  const onFollow = useCallback((link: string) => void navigate(link), [navigate]);
  return <NoticePopover notices={entries} unread={unread} onRead={onRead} onFollow={onFollow} />;
}
