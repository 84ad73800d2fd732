import { useMutation } from '@apollo/client/react';
import { Button, Code } from '@chakra-ui/react';
import { Send } from 'lucide-react';
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
import {
  EnableSmsConfigDocument,
  RemoveSmsConfigsDocument,
  type SmsConfigFieldsFragment,
  SmsConfigPageDocument,
} from '../../../generated/graphql';
import { EnableButton, OpenBadge } from '../ConfigStatus';
import { SendSmsDialog } from './SendSmsDialog';
import { SmsFormDialog } from './SmsFormDialog';

const EMPTY_FILTER = { smsCode: '' };

/** 短信配置: SMS provider configurations, one enabled at a time, and a test message. */
export function SmsPage() {
  const intl = useIntl();
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const [sending, setSending] = useState(false);
  const query = usePagedQuery(SmsConfigPageDocument, {
    list,
    filter: activeFilter(list.filter),
    select: (data) => data.smsConfigs,
  });
  const [remove] = useMutation(RemoveSmsConfigsDocument, { update: (cache) => evictList(cache, 'smsConfigs') });
  const [enable] = useMutation(EnableSmsConfigDocument, { update: (cache) => evictList(cache, 'smsConfigs') });

  const t = (id: string) => intl.formatMessage({ id });
  const searchFields: SearchField[] = [{ name: 'smsCode', label: t('resource.sms.smsCode') }];

  const columns = useMemo<Array<Column<SmsConfigFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'smsCode', header: t('resource.sms.smsCode'), value: (r) => r.smsCode, truncate: true, width: '40' },
      {
        key: 'category',
        header: t('resource.sms.category'),
        value: (r) => t(`resource.sms.category.${r.category}`),
        width: '36',
      },
      { key: 'templateId', header: t('resource.sms.templateId'), value: (r) => r.templateId, width: '32' },
      { key: 'signName', header: t('resource.sms.signName'), value: (r) => r.signName, width: '28' },
      {
        key: 'secretKey',
        header: t('resource.sms.secretKey'),
        value: (r) => r.secretKeyMasked,
        render: (r) => (r.secretKeyMasked ? <Code size="sm">{r.secretKeyMasked}</Code> : null),
        width: '32',
      },
      {
        key: 'status',
        header: t('resource.sms.status'),
        value: (r) => t(`resource.sms.status.${r.status === 1 ? 1 : 0}`),
        render: (r) => <OpenBadge status={r.status} prefix="resource.sms" />,
        width: '20',
        align: 'center',
      },
      { key: 'remark', header: t('resource.sms.remark'), value: (r) => r.remark, truncate: true, width: '40' },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('resource.sms.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.smsCode}
        create={{ code: 'sms_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'sms_delete', run: (ids) => remove({ variables: { input: { ids } } }) }}
        edit={{ code: 'sms_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        toolbar={
          <Can codes={['sms_send']}>
            <Button size="sm" variant="outline" onClick={() => setSending(true)}>
              <Send /> <FormattedMessage id="resource.sms.send" />
            </Button>
          </Can>
        }
        rowActions={(r) => (
          <EnableButton
            code="sms_enable"
            prefix="resource.sms"
            name={r.smsCode}
            enabled={r.status === 1}
            run={() => enable({ variables: { id: r.id } })}
          />
        )}
        actionsWidth="72"
      />
      <SmsFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
      <SendSmsDialog open={sending} onClose={() => setSending(false)} />
    </>
  );
}
