import { useMutation } from '@apollo/client/react';
import { Badge, Code } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import {
  activeFilter,
  type Column,
  CrudList,
  pagedListProps,
  type RecordDialogState,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../../engine/crud';
import { type PostFieldsFragment, PostPageDocument, RemovePostsDocument } from '../../../generated/graphql';
import { PostFormDialog } from './PostFormDialog';

const EMPTY_FILTER = { postCode: '', postName: '' };

/** 岗位管理: search, list, create, edit, view and delete posts. */
export function PostPage() {
  const intl = useIntl();
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const query = usePagedQuery(PostPageDocument, {
    list,
    filter: activeFilter(list.filter),
    select: (data) => data.posts,
  });
  const [removePosts] = useMutation(RemovePostsDocument, { update: (cache) => evictList(cache, 'posts') });

  const t = (id: string) => intl.formatMessage({ id });
  const searchFields: SearchField[] = [
    { name: 'postCode', label: t('system.post.postCode') },
    { name: 'postName', label: t('system.post.postName') },
  ];

  const columns = useMemo<Array<Column<PostFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      {
        key: 'category',
        header: t('system.post.category'),
        value: (r) => t(`system.post.category.${r.category}`),
        render: (r) => <Badge variant="subtle">{t(`system.post.category.${r.category}`)}</Badge>,
        width: '28',
      },
      {
        key: 'postCode',
        header: t('system.post.postCode'),
        value: (r) => r.postCode,
        render: (r) => (
          <Code size="sm" variant="surface" colorPalette="gray">
            {r.postCode}
          </Code>
        ),
        width: '40',
      },
      { key: 'postName', header: t('system.post.postName'), value: (r) => r.postName, truncate: true, width: '56' },
      { key: 'sort', header: t('system.post.sort'), value: (r) => String(r.sort), width: '20', align: 'center' },
      { key: 'remark', header: t('system.post.remark'), value: (r) => r.remark, truncate: true, width: '64' },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('system.post.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.postName}
        create={{ code: 'post_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'post_delete', run: (ids) => removePosts({ variables: { input: { ids } } }) }}
        edit={{ code: 'post_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        exporting={{ code: 'post_export', path: '/blade-system/post/export', fileName: t('system.post.listTitle') }}
        actionsWidth="52"
      />
      <PostFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
    </>
  );
}
