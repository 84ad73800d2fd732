import { useQuery } from '@apollo/client/react';
import { Dialog, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../../engine/apollo/errors';
import { type Column, DataTable, DialogFrame } from '../../../engine/crud';
import { formatDateTime } from '../../../engine/format/date';
import { NoticeReadersDocument } from '../../../generated/graphql';

interface Reader {
  userId: string;
  account: string | null;
  realName: string | null;
  readTime: string;
}

/** Who has read a notice, earliest first. */
export function NoticeReadersDialog({
  notice,
  onClose,
}: {
  notice: { id: string; title: string } | null;
  onClose(): void;
}) {
  const intl = useIntl();
  return (
    <DialogFrame
      open={notice !== null}
      onClose={onClose}
      lazy
      divider
      size="lg"
      title={notice && intl.formatMessage({ id: 'desk.notice.readersTitle' }, { name: notice.title })}
    >
      {notice && <Readers id={notice.id} />}
    </DialogFrame>
  );
}

function Readers({ id }: { id: string }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(NoticeReadersDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const columns = useMemo<Array<Column<Reader>>>(() => {
    const t = (key: string) => intl.formatMessage({ id: key });
    return [
      {
        key: 'reader',
        header: t('desk.notice.reader'),
        value: (r) => [r.realName, r.account && `(${r.account})`].filter(Boolean).join(' '),
      },
      { key: 'readTime', header: t('desk.notice.readTime'), value: (r) => formatDateTime(r.readTime), width: '48' },
    ];
  }, [intl]);
  const readers = data?.noticeReaders ?? [];
  return (
    <Dialog.Body py="6">
      <Text mb="3" fontSize="sm" color="fg.muted">
        {readers.length === 0 && !loading ? (
          <FormattedMessage id="desk.notice.readersEmpty" />
        ) : (
          <FormattedMessage id="desk.notice.readersCount" values={{ count: readers.length }} />
        )}
      </Text>
      <DataTable
        caption={intl.formatMessage({ id: 'desk.notice.readers' })}
        rows={readers}
        columns={columns}
        rowId={(r) => r.userId}
        rowLabel={(r) => r.account ?? r.userId}
        loading={loading}
        error={error ? (readApiProblem(error)?.message ?? intl.formatMessage({ id: 'errors.network' })) : undefined}
        onRetry={() => void refetch()}
      />
    </Dialog.Body>
  );
}
