import { Badge, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ChangeKind, type ChangeValue, diffChange } from '@zhuxie/domain/member/member-change.rules';
import { useDictLabel } from '../../engine/form';
import { MEMBER_POST_DICT } from './rules';

/** The field labels of change requests (the same keys as the unit's own fields). */
export const CHANGE_FIELD_LABELS: Record<string, string> = {
  contactName: 'member.field.contactName',
  contactMobile: 'member.field.contactMobile',
  email: 'member.field.email',
  address: 'member.field.address',
  legalRepresentative: 'member.field.legalRepresentative',
  qualifications: 'member.field.qualifications',
  posts: 'member.field.posts',
};

export interface ChangeDiffProps {
  kind: ChangeKind;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Before and after of a change request side by side: one row per field of the kind, the changed ones marked
 * (a badge and a tinted row), unchanged ones shown for context. Posts show their dictionary labels.
 */
export function ChangeDiff({ kind, before, after }: ChangeDiffProps) {
  const intl = useIntl();
  const postLabel = useDictLabel(MEMBER_POST_DICT, { biz: true });
  const show = (field: string, value: ChangeValue) => {
    if (value == null || (Array.isArray(value) && value.length === 0)) return <Text color="fg.muted">—</Text>;
    if (Array.isArray(value)) return field === 'posts' ? value.map((v) => postLabel(v)).join('、') : value.join('、');
    return <Text whiteSpace="pre-wrap">{value}</Text>;
  };
  const rows = diffChange(kind, before, after);
  return (
    <Table.Root size="sm" variant="outline" aria-label={intl.formatMessage({ id: 'member.change.diffTitle' })}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader w="32">
            <FormattedMessage id="member.change.field" />
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <FormattedMessage id="member.change.before" />
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <FormattedMessage id="member.change.after" />
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row
            key={row.field}
            data-changed={row.changed ? 'true' : undefined}
            bg={row.changed ? 'orange.subtle' : undefined}
          >
            <Table.Cell fontWeight="medium">
              <FormattedMessage id={CHANGE_FIELD_LABELS[row.field] ?? row.field} />
              {row.changed && (
                <Badge ms="2" size="sm" colorPalette="red" variant="solid">
                  <FormattedMessage id="member.change.changed" />
                </Badge>
              )}
            </Table.Cell>
            <Table.Cell>{show(row.field, row.before)}</Table.Cell>
            <Table.Cell fontWeight={row.changed ? 'semibold' : undefined}>{show(row.field, row.after)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
