import { useApolloClient, useMutation } from '@apollo/client/react';
import { Badge, Button, HStack, Image, Text } from '@chakra-ui/react';
import { Download, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import { Can } from '../../../engine/auth';
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
import { formatFileSize, isImageName } from '../../../engine/form';
import { formatDate, formatDateTime } from '../../../engine/format/date';
import { type AttachFieldsFragment, AttachPageDocument, RemoveAttachmentsDocument } from '../../../generated/graphql';
import { AttachFormDialog } from './AttachFormDialog';
import { AttachUploadDialog } from './AttachUploadDialog';

const EMPTY_FILTER = { originalName: '', extension: '' };

/** The download address of an attachment: its link, asking for a download (Content-Disposition: attachment). */
export const downloadUrl = (link: string) => `${link}${link.includes('?') ? '&' : '?'}download=1`;

/** 附件管理: search, list, upload, download, rename and delete attachments. */
export function AttachPage() {
  const intl = useIntl();
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const [uploading, setUploading] = useState(false);
  const apollo = useApolloClient();
  const query = usePagedQuery(AttachPageDocument, {
    list,
    filter: activeFilter(list.filter),
    select: (data) => data.attachments,
  });
  const [removeAttachments] = useMutation(RemoveAttachmentsDocument, {
    update: (cache) => evictList(cache, 'attachments'),
  });

  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const searchFields: SearchField[] = [
    { name: 'originalName', label: t('resource.attach.originalName') },
    { name: 'extension', label: t('resource.attach.extension') },
  ];

  const columns = useMemo<Array<Column<AttachFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      {
        key: 'originalName',
        header: t('resource.attach.originalName'),
        value: (r) => r.originalName,
        render: (r) => (
          <HStack gap="2" minW="0">
            {isImageName(r.name) && (
              <Image src={r.link} alt="" boxSize="6" objectFit="cover" borderRadius="sm" flexShrink={0} />
            )}
            <Text as="span" truncate title={r.originalName}>
              {r.originalName}
            </Text>
          </HStack>
        ),
        width: '72',
      },
      {
        key: 'extension',
        header: t('resource.attach.extension'),
        value: (r) => r.extension,
        render: (r) => <Badge variant="subtle">{r.extension}</Badge>,
        width: '24',
        align: 'center',
      },
      {
        key: 'attachSize',
        header: t('resource.attach.attachSize'),
        value: (r) => formatFileSize(r.attachSize),
        width: '24',
        align: 'end',
      },
      {
        key: 'createTime',
        header: t('resource.attach.createTime'),
        value: (r) => formatDateTime(r.createTime),
        render: (r) => (
          <Text as="span" whiteSpace="nowrap" color="fg.muted" title={formatDateTime(r.createTime)}>
            {formatDate(r.createTime, t('common.format.date'))}
          </Text>
        ),
        width: '40',
      },
      { key: 'remark', header: t('resource.attach.remark'), value: (r) => r.remark, truncate: true, width: '48' },
    ];
  }, [intl]);

  const closeUpload = () => {
    setUploading(false);
    evictList(apollo.cache, 'attachments');
    query.refetch();
  };

  return (
    <>
      <CrudList
        caption={t('resource.attach.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.originalName}
        toolbar={
          <Can codes={['attach_add']}>
            <Button size="sm" colorPalette="blue" onClick={() => setUploading(true)}>
              <Upload /> <FormattedMessage id="resource.attach.upload" />
            </Button>
          </Can>
        }
        remove={{ code: 'attach_delete', run: (ids) => removeAttachments({ variables: { input: { ids } } }) }}
        edit={{ code: 'attach_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        rowActions={(r) => (
          <Button asChild size="xs" variant="ghost">
            <a
              href={downloadUrl(r.link)}
              download={r.originalName}
              aria-label={t('resource.attach.downloadName', { name: r.originalName })}
            >
              <Download /> <FormattedMessage id="resource.attach.download" />
            </a>
          </Button>
        )}
        actionsWidth="72"
      />
      <AttachFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
      <AttachUploadDialog open={uploading} onClose={closeUpload} />
    </>
  );
}
