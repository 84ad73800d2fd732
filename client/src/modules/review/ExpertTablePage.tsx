import { useQuery } from '@apollo/client/react';
import { Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { maxTotal, type SheetItem } from '@zhuxie/domain/review/review-rules';
import { ReviewSheetByKeyDocument } from '../../generated/graphql';

/** expertTable/<key>: a review sheet template, read-only and printable (blank score and comment columns). */
export function ExpertTablePage({ sheetKey }: { sheetKey: string }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(ReviewSheetByKeyDocument, { variables: { key: sheetKey } });
  if (loading && !data)
    return (
      <Text>
        <FormattedMessage id="common.loading" />
      </Text>
    );
  const sheet = data?.reviewSheetByKey;
  if (error || !sheet)
    return (
      <Text role="alert">
        <FormattedMessage id="common.loadFailed" />
      </Text>
    );
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          <FormattedMessage id="review.table.title" values={{ name: sheet.name }} />
        </Heading>
        <Button
          size="sm"
          variant="outline"
          onClick={() => window.print()}
          css={{ '@media print': { display: 'none' } }}
        >
          <Printer />
          <FormattedMessage id="review.table.print" />
        </Button>
      </HStack>
      <Text fontSize="sm">
        <FormattedMessage id="review.table.header" values={{ type: sheet.awardTypeLabel ?? sheet.awardType }} />
      </Text>
      <Table.Root
        size="sm"
        showColumnBorder
        variant="outline"
        aria-label={intl.formatMessage({ id: 'review.table.title' }, { name: sheet.name })}
      >
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="12">{intl.formatMessage({ id: 'review.table.no' })}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage({ id: 'review.item.label' })}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              {intl.formatMessage({ id: 'review.item.maxPoints' })}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{intl.formatMessage({ id: 'review.item.weight' })}</Table.ColumnHeader>
            <Table.ColumnHeader width="24">{intl.formatMessage({ id: 'review.item.score' })}</Table.ColumnHeader>
            <Table.ColumnHeader width="64">{intl.formatMessage({ id: 'review.item.comment' })}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sheet.items.map((item, n) => (
            <Table.Row key={item.key}>
              <Table.Cell>{n + 1}</Table.Cell>
              <Table.Cell>
                {item.label}
                {item.commentRequired === 'extreme' ? ' *' : ''}
              </Table.Cell>
              <Table.Cell textAlign="end">{item.maxPoints}</Table.Cell>
              <Table.Cell textAlign="end">{item.weight}</Table.Cell>
              <Table.Cell />
              <Table.Cell />
            </Table.Row>
          ))}
          <Table.Row>
            <Table.Cell />
            <Table.Cell fontWeight="semibold">{intl.formatMessage({ id: 'review.table.total' })}</Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold">
              {maxTotal(sheet.items as SheetItem[])}
            </Table.Cell>
            <Table.Cell />
            <Table.Cell />
            <Table.Cell />
          </Table.Row>
        </Table.Body>
      </Table.Root>
      <Text fontSize="sm">
        <FormattedMessage id="review.table.footnote" />
      </Text>
      <Text fontSize="sm">
        <FormattedMessage id="review.table.signature" />
      </Text>
    </Stack>
  );
}
