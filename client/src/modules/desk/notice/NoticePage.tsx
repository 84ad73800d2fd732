import { useMutation } from '@apollo/client/react';
import { Badge, Button } from '@chakra-ui/react';
import { Send, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import { readApiProblem } from '../../../engine/apollo/errors';
import { Can } from '../../../engine/auth';
import {
  activeFilter,
  type Column,
  CrudList,
  pagedListProps,
  type RecordDialogState,
  type SearchField,
  useConfirm,
  useListState,
  usePagedQuery,
} from '../../../engine/crud';
import { notify } from '../../../engine/feedback/toaster';
import { useDictionary, useDictLabel } from '../../../engine/form';
import { formatDateTime } from '../../../engine/format/date';
import {
  type NoticeFieldsFragment,
  NoticePageDocument,
  PublishNoticeDocument,
  RemoveNoticesDocument,
} from '../../../generated/graphql';
import { NOTICE_CATEGORY_DICT, NoticeFormDialog } from './NoticeFormDialog';
import { NoticeReadersDialog } from './NoticeReadersDialog';

const EMPTY_FILTER = { title: '', category: '', status: '' };

/** 通知公告: drafts (edit, publish) and published notices (readers), searched by title, category and status. */
export function NoticePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const confirm = useConfirm();
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const [readers, setReaders] = useState<{ id: string; title: string } | null>(null);
  const { status, ...text } = activeFilter(list.filter);
  const query = usePagedQuery(NoticePageDocument, {
    list,
    filter: { ...text, ...(status ? { status: Number(status) } : {}) },
    select: (data) => data.notices,
  });
  const evict = (cache: Parameters<typeof evictList>[0]) => {
    evictList(cache, 'notices');
    evictList(cache, 'myNotices');
    evictList(cache, 'dashboard');
  };
  const [removeNotices] = useMutation(RemoveNoticesDocument, { update: evict });
  const [publishNotice] = useMutation(PublishNoticeDocument, { update: evict });
  const categories = useDictionary(NOTICE_CATEGORY_DICT);
  const categoryLabel = useDictLabel(NOTICE_CATEGORY_DICT);

  const publish = async (row: NoticeFieldsFragment) => {
    if (
      !(await confirm({
        message: intl.formatMessage({ id: 'desk.notice.publishConfirm' }, { name: row.title }),
        danger: false,
      }))
    )
      return;
    try {
      await publishNotice({ variables: { input: { id: row.id } } });
      notify('success', { id: 'desk.notice.publishSuccess' });
    } catch (error) {
      const problem = readApiProblem(error);
      if (problem) notify('error', { text: problem.message });
    }
  };

  const searchFields: SearchField[] = [
    { name: 'title', label: t('desk.notice.noticeTitle') },
    {
      name: 'category',
      label: t('desk.notice.category'),
      options: categories.options,
    },
    {
      name: 'status',
      label: t('desk.notice.status'),
      options: ['0', '1'].map((value) => ({ value, label: t(`desk.notice.status.${value}`) })),
    },
  ];

  const columns = useMemo<Array<Column<NoticeFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'title', header: t('desk.notice.noticeTitle'), value: (r) => r.title, truncate: true, width: '80' },
      {
        key: 'category',
        header: t('desk.notice.category'),
        value: (r) => categoryLabel(r.category),
        render: (r) => <Badge variant="outline">{categoryLabel(r.category)}</Badge>,
        width: '28',
      },
      {
        key: 'status',
        header: t('desk.notice.status'),
        value: (r) => t(`desk.notice.status.${r.status}`),
        render: (r) => (
          <Badge variant="subtle" colorPalette={r.status === 1 ? 'green' : 'gray'}>
            {t(`desk.notice.status.${r.status}`)}
          </Badge>
        ),
        width: '24',
        align: 'center',
      },
      {
        key: 'releaseTime',
        header: t('desk.notice.releaseTime'),
        value: (r) => (r.releaseTime ? formatDateTime(r.releaseTime) : '—'),
        width: '44',
      },
      {
        key: 'createTime',
        header: t('desk.notice.createTime'),
        value: (r) => formatDateTime(r.createTime),
        width: '44',
      },
    ];
  }, [intl, categoryLabel]);

  return (
    <>
      <CrudList
        caption={t('desk.notice.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.title}
        create={{ code: 'notice_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'notice_delete', run: (ids) => removeNotices({ variables: { input: { ids } } }) }}
        edit={{
          code: 'notice_edit',
          onClick: (r) => setDialog({ mode: 'edit', id: r.id }),
          when: (r) => r.status === 0,
        }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        rowActions={(r) =>
          r.status === 0 ? (
            <Can codes={['notice_publish']}>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="green"
                onClick={() => void publish(r)}
                aria-label={intl.formatMessage({ id: 'desk.notice.publishRow' }, { name: r.title })}
              >
                <Send />
                <FormattedMessage id="desk.notice.publish" />
              </Button>
            </Can>
          ) : (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => setReaders({ id: r.id, title: r.title })}
              aria-label={intl.formatMessage({ id: 'desk.notice.readersRow' }, { name: r.title })}
            >
              <Users />
              <FormattedMessage id="desk.notice.readers" />
            </Button>
          )
        }
        actionsWidth="80"
      />
      <NoticeFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
      <NoticeReadersDialog notice={readers} onClose={() => setReaders(null)} />
    </>
  );
}
