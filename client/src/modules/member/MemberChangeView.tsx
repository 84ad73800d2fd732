import { DataList, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FlowStatusBadge } from '../../engine/flow';
import { formatDateTime } from '../../engine/format/date';
import type { MemberChangeFieldsFragment } from '../../generated/graphql';
import { ChangeDiff } from './ChangeDiff';
import { type ChangeKind, valuesOf } from './changeKinds';
import { FileGallery } from '../../engine/files';

/** A change request read only: who, which unit, status, the before/after comparison, remark and evidence. */
export function MemberChangeView({ request }: { request: MemberChangeFieldsFragment }) {
  const intl = useIntl();
  const items: Array<[string, React.ReactNode]> = [
    ['member.change.unit', request.unitName],
    ['member.change.kindColumn', intl.formatMessage({ id: `member.change.kind.${request.kind}` })],
    ['member.join.applicant', request.applicantName],
    ['member.join.updateTime', formatDateTime(request.updateTime)],
    ['flow.statusColumn', <FlowStatusBadge status={request.flowStatus} />],
    ['member.change.appliedTime', request.appliedTime ? formatDateTime(request.appliedTime) : null],
    ['member.change.remark', request.remark],
    [
      'member.change.attachments',
      request.attachments.length ? (
        <FileGallery files={request.attachments} label={intl.formatMessage({ id: 'member.change.attachments' })} />
      ) : null,
    ],
  ];
  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal" aria-label={intl.formatMessage({ id: 'member.change.detailTitle' })}>
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>
              <FormattedMessage id={label} />
            </DataList.ItemLabel>
            <DataList.ItemValue>{value ?? '—'}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <ChangeDiff kind={request.kind as ChangeKind} before={valuesOf(request.before)} after={valuesOf(request.after)} />
    </Stack>
  );
}
