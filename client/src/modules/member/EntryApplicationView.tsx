import { DataList, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDictLabel } from '../../engine/form';
import { formatDateTime } from '../../engine/format/date';
import { FlowStatusBadge } from '../../engine/flow';
import type { EntryApplicationFieldsFragment } from '../../generated/graphql';
import { MEMBER_LEVEL_DICT } from './rules';
import { FileGallery } from '../../engine/files';

/** A join application's fields, read only. */
export function EntryApplicationView({ app }: { app: EntryApplicationFieldsFragment }) {
  const intl = useIntl();
  const levelLabel = useDictLabel(MEMBER_LEVEL_DICT, { biz: true });
  const items: Array<[string, React.ReactNode]> = [
    ['member.field.name', app.name],
    ['member.field.creditCode', app.creditCode],
    ['member.field.legalRepresentative', app.legalRepresentative],
    ['member.join.requestedLevel', levelLabel(app.memberLevel)],
    ['member.field.region', app.regionName],
    ['member.field.address', app.address],
    ['member.field.contactName', app.contactName],
    ['member.field.contactMobile', app.contactMobile],
    ['member.field.email', app.email],
    [
      'member.field.qualifications',
      app.qualifications ? <Text whiteSpace="pre-wrap">{app.qualifications}</Text> : null,
    ],
    ['member.join.applicant', app.applicantName],
    ['member.join.updateTime', formatDateTime(app.updateTime)],
    ['flow.statusColumn', <FlowStatusBadge status={app.flowStatus} />],
    [
      'member.join.attachments',
      app.attachments.length ? (
        <FileGallery files={app.attachments} label={intl.formatMessage({ id: 'member.join.attachments' })} />
      ) : null,
    ],
  ];
  return (
    <DataList.Root orientation="horizontal" aria-label={intl.formatMessage({ id: 'member.join.detailTitle' })}>
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>
            <FormattedMessage id={label} />
          </DataList.ItemLabel>
          <DataList.ItemValue>{value ?? '—'}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
