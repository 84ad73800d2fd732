import { Badge, Card, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PARTICIPANT_GROUPS } from './declaration/rules';
import { useDeclarationText } from './declaration';
import { FORM_AWARD_TYPES } from './application/awardApplication';

/**
 * 参建人员表: for every award type with a declaration form, its participant groups in form order with their roles
 * (限1人 marked), whether several units may be listed, and the building number default. Read from the award type
 * registry, the same definitions the forms and the server use.
 */
export function ParticipantsTablePage() {
  const intl = useIntl();
  const text = useDeclarationText();
  return (
    <Stack gap="6">
      {Object.values(FORM_AWARD_TYPES).map((type) => (
        <Card.Root key={type.key} variant="outline">
          <Card.Header>
            <Card.Title as="h2">{type.label}</Card.Title>
          </Card.Header>
          <Card.Body>
            <Table.Root
              size="sm"
              aria-label={intl.formatMessage({ id: 'award.participants.tableLabel' }, { label: type.label })}
            >
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>
                    <FormattedMessage id="award.participants.group" />
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <FormattedMessage id="award.participants.units" />
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <FormattedMessage id="award.participants.roles" />
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {type.form.participantGroups.map((key) => {
                  const group = PARTICIPANT_GROUPS.find((g) => g.key === key);
                  if (!group) return null;
                  return (
                    <Table.Row key={key}>
                      <Table.Cell>{text.group(group.key, group.label)}</Table.Cell>
                      <Table.Cell>
                        <FormattedMessage
                          id={group.multiple ? 'award.participants.several' : 'award.participants.one'}
                        />
                      </Table.Cell>
                      <Table.Cell>
                        <HStack gap="2" wrap="wrap">
                          {group.roles.map((role) => (
                            <Badge key={role.field} variant="outline" colorPalette={role.single ? 'orange' : 'gray'}>
                              {role.single
                                ? text.t('award.decl.singleLabel', { label: text.role(role.field, role.label) })
                                : text.role(role.field, role.label)}
                            </Badge>
                          ))}
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
            <Text mt="3" color="fg.muted" fontSize="sm">
              <FormattedMessage id="award.participants.note" />
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
