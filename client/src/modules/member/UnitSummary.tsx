import { Button, Card, DataList, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useDictLabel } from '../../engine/form';
import type { MemberPersonFieldsFragment, MemberUnitFieldsFragment } from '../../generated/graphql';
import { CHANGE_PATHS, type ChangeKind } from './changeKinds';
import { MEMBER_LEVEL_DICT, MEMBER_POST_DICT } from './rules';

type Unit = MemberUnitFieldsFragment & { people?: MemberPersonFieldsFragment[] | null };

/** One section of the unit with an optional 申请变更 entry leading to the portal's change page. */
function Section({
  titleId,
  kind,
  editable,
  children,
}: {
  titleId: string;
  kind?: ChangeKind;
  editable?: boolean;
  children: React.ReactNode;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title>{title}</Card.Title>
          {editable && kind && (
            <Button asChild size="xs" variant="outline">
              <RouterLink
                to={CHANGE_PATHS[kind]}
                aria-label={intl.formatMessage({ id: 'member.company.changeOf' }, { section: title })}
              >
                <FormattedMessage id="member.company.change" />
              </RouterLink>
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function Items({ label, items }: { label: string; items: Array<[string, React.ReactNode]> }) {
  return (
    <DataList.Root orientation="horizontal" aria-label={label}>
      {items.map(([id, value]) => (
        <DataList.Item key={id}>
          <DataList.ItemLabel>
            <FormattedMessage id={id} />
          </DataList.ItemLabel>
          <DataList.ItemValue>{value == null || value === '' ? '—' : value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/**
 * A member unit read only: basic data, contacts, posts, qualifications and (with `people`) the people of the unit;
 * with `editable` each changeable section offers 申请变更.
 */
export function UnitSummary({ unit, editable, people }: { unit: Unit; editable?: boolean; people?: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const levelLabel = useDictLabel(MEMBER_LEVEL_DICT, { biz: true });
  const postLabel = useDictLabel(MEMBER_POST_DICT, { biz: true });
  return (
    <Stack gap="4">
      <Section titleId="member.company.basic">
        <Items
          label={t('member.company.basic')}
          items={[
            ['member.field.name', unit.name],
            ['member.field.creditCode', unit.creditCode],
            ['member.field.memberLevel', levelLabel(unit.memberLevel)],
            ['member.field.region', unit.regionName],
            ['member.field.joinDate', unit.joinDate],
            ['member.field.status', t(`member.status.${unit.status}`)],
          ]}
        />
      </Section>
      <Section titleId="member.company.contacts" kind="contacts" editable={editable}>
        <Items
          label={t('member.company.contacts')}
          items={[
            ['member.field.contactName', unit.contactName],
            ['member.field.contactMobile', unit.contactMobile],
            ['member.field.email', unit.email],
            ['member.field.address', unit.address],
            ['member.field.legalRepresentative', unit.legalRepresentative],
          ]}
        />
      </Section>
      <Section titleId="member.field.posts" kind="posts" editable={editable}>
        <Text>{unit.posts.length ? unit.posts.map((p) => postLabel(p)).join('、') : '—'}</Text>
      </Section>
      <Section titleId="member.field.qualifications" kind="qualifications" editable={editable}>
        <Text whiteSpace="pre-wrap">{unit.qualifications || '—'}</Text>
      </Section>
      {people && (
        <Section titleId="member.people.title">
          {unit.people?.length ? (
            <Table.Root size="sm" aria-label={t('member.people.title')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>
                    <FormattedMessage id="member.people.name" />
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <FormattedMessage id="member.people.post" />
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <FormattedMessage id="member.people.mobile" />
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {unit.people.map((p) => (
                  <Table.Row key={p.id}>
                    <Table.Cell>{p.name}</Table.Cell>
                    <Table.Cell>{p.post ?? '—'}</Table.Cell>
                    <Table.Cell>{p.mobile ?? '—'}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : (
            <Text color="fg.muted">
              <FormattedMessage id="member.people.empty" />
            </Text>
          )}
        </Section>
      )}
    </Stack>
  );
}
