import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { evictList } from '../../engine/apollo/cache';
import { useDictLabel } from '../../engine/form';
import { MarkNoticeReadDocument, MyNoticesDocument } from '../../generated/graphql';
import { NoticePopover } from './NoticePopover';
import type { ShellNotice } from './types';

/** How many of the latest notices the bell lists. */
export const BELL_NOTICES = 10;
/** New notices show up without a reload. */
const POLL_MS = 5 * 60 * 1000;

/** The top bar's bell: the signed-in user's latest published notices; opening one marks it read on the server. */
export function NoticeBell() {
  const { data, refetch } = useQuery(MyNoticesDocument, { variables: { limit: BELL_NOTICES }, pollInterval: POLL_MS });
  const [markRead] = useMutation(MarkNoticeReadDocument, { update: (cache) => evictList(cache, 'dashboard') });
  const category = useDictLabel('notice');
  const inbox = data?.myNotices;
  const notices = useMemo<ShellNotice[]>(
    () => (inbox?.records ?? []).map((n) => ({ id: n.id, title: n.title, time: n.releaseTime, category: category(n.category), read: n.read })),
    [inbox, category],
  );
  const onRead = useCallback(
    (ids: string[]) => {
      void markRead({ variables: { input: { ids } } })
        .then(() => refetch())
        .catch(() => undefined); // a failure is announced by the error link; the list stays as the server has it
    },
    [markRead, refetch],
  );
  return <NoticePopover notices={notices} unread={inbox?.unread} onRead={onRead} />;
}
