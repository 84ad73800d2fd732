import { useQuery } from '@apollo/client/react';
import { Card, DataList, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { RecordPageFallback } from '../../engine/crud';
import { ApprovalPanel } from '../../engine/flow';
import { formatDateTime } from '../../engine/format/date';
import { LeaveDocument } from '../../generated/graphql';
import { LEAVE_BUSINESS_TYPE, leaveTypeLabelId } from './leaveTypes';

/**
 * A leave request with its approval panel. The same page serves /work/process/leave/handle/… (an approver
 * handles the task: the panel offers the buttons the server allows) and /work/process/leave/detail/… (read).
 */
export function LeaveDetailPage() {
  const intl = useIntl();
  const { businessId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(LeaveDocument, {
    variables: { id: businessId },
    fetchPolicy: 'cache-and-network',
  });
  const leave = data?.leaveRequest;
  if (!leave) return <RecordPageFallback loading={loading} error={error} />;
  const items: Array<[string, string]> = [
    ['work.leave.applicant', leave.applicantName],
    ['work.leave.leaveType', intl.formatMessage({ id: leaveTypeLabelId(leave.leaveType) })],
    ['work.leave.startTime', formatDateTime(leave.startTime)],
    ['work.leave.endTime', formatDateTime(leave.endTime)],
    ['work.leave.days', leave.days],
    ['work.leave.reason', leave.reason],
  ];
  return (
    <Stack gap="6">
      <Card.Root variant="outline">
        <Card.Header>
          <Card.Title>
            <FormattedMessage id="work.leave.detailTitle" />
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal">
            {items.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>
                  <FormattedMessage id={label} />
                </DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      <ApprovalPanel businessType={LEAVE_BUSINESS_TYPE} businessId={leave.id} onChanged={() => void refetch()} />
    </Stack>
  );
}
