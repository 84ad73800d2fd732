import { useMutation } from '@apollo/client/react';
import { Badge, Button, Dialog, Stack, Textarea } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import { readApiProblem } from '../../engine/apollo/errors';
import {
  activeFilter,
  type Column,
  CrudList,
  DialogFrame,
  pagedListProps,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { FormField } from '../../engine/form';
import { formatDateTime } from '../../engine/format/date';
import {
  type MemberFeedbackFieldsFragment,
  MemberFeedbackPageDocument,
  ReplyMemberFeedbackDocument,
} from '../../generated/graphql';
import { FeedbackThread } from './FeedbackThread';

const EMPTY_FILTER = { title: '', unitName: '', status: '' };

/** 意见反馈管理 (staff): every member feedback; open one to read it and reply (the member gets an in-app message). */
export function FeedbackManagePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState(EMPTY_FILTER);
  const { status, ...text } = activeFilter(list.filter);
  const query = usePagedQuery(MemberFeedbackPageDocument, {
    list,
    filter: { ...text, ...(status ? { status: Number(status) } : {}) },
    select: (data) => data.memberFeedbacks,
  });
  const [open, setOpen] = useState<MemberFeedbackFieldsFragment | null>(null);
  const searchFields: SearchField[] = [
    { name: 'title', label: t('member.feedback.title') },
    { name: 'unitName', label: t('member.change.unit') },
    {
      name: 'status',
      label: t('member.feedback.statusColumn'),
      options: ['0', '1'].map((value) => ({ value, label: t(`member.feedback.status.${value}`) })),
    },
  ];
  const columns = useMemo<Array<Column<MemberFeedbackFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'title', header: t('member.feedback.title'), value: (r) => r.title, truncate: true, width: '56' },
      {
        key: 'unitName',
        header: t('member.change.unit'),
        value: (r) => r.unitName ?? '—',
        truncate: true,
        width: '48',
      },
      { key: 'senderName', header: t('member.feedback.sender'), value: (r) => r.senderName ?? '—', width: '28' },
      {
        key: 'createTime',
        header: t('member.change.createTime'),
        value: (r) => formatDateTime(r.createTime),
        width: '40',
      },
      {
        key: 'status',
        header: t('member.feedback.statusColumn'),
        value: (r) => t(`member.feedback.status.${r.status}`),
        width: '24',
        render: (r) => (
          <Badge colorPalette={r.status === 1 ? 'green' : 'orange'} variant="subtle">
            {t(`member.feedback.status.${r.status}`)}
          </Badge>
        ),
      },
    ];
  }, [intl]);
  return (
    <>
      <CrudList
        caption={t('member.feedback.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.title}
        onView={(r) => setOpen(r)}
      />
      {open && (
        <ReplyDialog
          feedback={open}
          onClose={() => setOpen(null)}
          onReplied={() => {
            setOpen(null);
            void query.refetch();
          }}
        />
      )}
    </>
  );
}

function ReplyDialog({
  feedback,
  onClose,
  onReplied,
}: {
  feedback: MemberFeedbackFieldsFragment;
  onClose(): void;
  onReplied(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [reply, { loading }] = useMutation(ReplyMemberFeedbackDocument, {
    update: (cache) => evictList(cache, 'memberFeedbacks'),
  });
  const onReply = async () => {
    if (!content.trim()) {
      setError(t('member.feedback.replyRequired'));
      return;
    }
    try {
      await reply({ variables: { input: { id: feedback.id, version: feedback.version, content: content.trim() } } });
      notify('success', { id: 'member.feedback.replied' });
      onReplied();
    } catch (e) {
      const p = readApiProblem(e);
      setError(p?.message);
    }
  };
  return (
    <DialogFrame open onClose={onClose} title={feedback.title} size="lg" divider>
      <Dialog.Body>
        <Stack gap="4">
          <FeedbackThread feedback={feedback} />
          <FormField label={t('member.feedback.reply')} required error={error}>
            <Textarea
              rows={3}
              value={content}
              onChange={(e) => {
                setContent(e.target.value);
                setError(undefined);
              }}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button loading={loading} onClick={() => void onReply()}>
          <FormattedMessage id="member.feedback.replySend" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
