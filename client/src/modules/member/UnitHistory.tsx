import { useQuery } from '@apollo/client/react';
import { Badge, Card, HStack, Stack, Text, Timeline } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useDictLabel } from '../../engine/form';
import { formatDateTime } from '../../engine/format/date';
import { MemberUnitHistoryDocument } from '../../generated/graphql';
import { CHANGE_FIELD_LABELS } from './ChangeDiff';
import { CHANGE_FIELDS, type ChangeKind } from './changeKinds';
import { MEMBER_POST_DICT } from './rules';

/**
 * The effective-dated history of a unit's data (newest first): each version of a field set with the period it
 * was valid, who asked for and who approved it, and a link to the change request when `requestPath` is given.
 */
export function UnitHistory({ unitId, requestPath }: { unitId: string; requestPath?: (id: string) => string }) {
  const intl = useIntl();
  const postLabel = useDictLabel(MEMBER_POST_DICT, { biz: true });
  const { data, loading } = useQuery(MemberUnitHistoryDocument, {
    variables: { unitId },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.memberUnitHistory ?? [];
  const title = intl.formatMessage({ id: 'member.history.title' });
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        {loading && !data ? (
          <Text color="fg.muted">
            <FormattedMessage id="common.loading" />
          </Text>
        ) : rows.length === 0 ? (
          <Text color="fg.muted">
            <FormattedMessage id="member.history.empty" />
          </Text>
        ) : (
          <Timeline.Root aria-label={title}>
            {rows.map((h) => {
              const values = h.values as Record<string, unknown>;
              return (
                <Timeline.Item key={h.id}>
                  <Timeline.Connector>
                    <Timeline.Separator />
                    <Timeline.Indicator bg={h.validTo ? 'gray.solid' : 'green.solid'} />
                  </Timeline.Connector>
                  <Timeline.Content>
                    <Timeline.Title>
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="semibold">
                          <FormattedMessage id={`member.change.kind.${h.kind}`} />
                        </Text>
                        <Text color="fg.muted" fontSize="sm">
                          <FormattedMessage
                            id="member.history.period"
                            values={{
                              from: formatDateTime(h.validFrom),
                              to: h.validTo
                                ? formatDateTime(h.validTo)
                                : intl.formatMessage({ id: 'member.history.now' }),
                            }}
                          />
                        </Text>
                        {!h.validTo && (
                          <Badge colorPalette="green" variant="subtle">
                            <FormattedMessage id="member.history.current" />
                          </Badge>
                        )}
                      </HStack>
                    </Timeline.Title>
                    <Stack gap="0.5" fontSize="sm">
                      {CHANGE_FIELDS[h.kind as ChangeKind].map((field) => {
                        const v = values[field];
                        const text = Array.isArray(v)
                          ? v.length
                            ? v.map((p) => (field === 'posts' ? postLabel(p as string) : String(p))).join('、')
                            : '—'
                          : v == null || v === ''
                            ? '—'
                            : String(v);
                        return (
                          <Text key={field} whiteSpace="pre-wrap">
                            <Text as="span" color="fg.muted">
                              <FormattedMessage id={CHANGE_FIELD_LABELS[field] ?? field} />：
                            </Text>
                            {text}
                          </Text>
                        );
                      })}
                      <Text color="fg.muted">
                        {h.changeRequestId ? (
                          <>
                            <FormattedMessage
                              id="member.history.by"
                              values={{ applicant: h.applicantName ?? '—', operator: h.operatorName ?? '—' }}
                            />
                            {requestPath && (
                              <>
                                {' · '}
                                <RouterLink to={requestPath(h.changeRequestId)} style={{ textDecoration: 'underline' }}>
                                  <FormattedMessage id="member.history.request" />
                                </RouterLink>
                              </>
                            )}
                          </>
                        ) : (
                          <FormattedMessage id="member.history.original" />
                        )}
                      </Text>
                    </Stack>
                  </Timeline.Content>
                </Timeline.Item>
              );
            })}
          </Timeline.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
