import { useMutation, useQuery } from '@apollo/client/react';
import { Card, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../engine/apollo/errors';
import { useCan } from '../../engine/auth';
import { CheckboxChoices, RecordPageFallback } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { useDictionary } from '../../engine/form';
import { AwardProgrammePageDocument, SetAwardProgrammeCategoriesDocument } from '../../generated/graphql';

const ACCOUNT_CATEGORY_DICT = 'award_account_category';

/**
 * 权限设置: for every programme, which account categories (会员单位, 推荐单位, 非会员单位 …) may apply. A change is
 * saved at once; the server refuses an empty choice (请选择可申报的账号类别) and a stale programme.
 */
export function PermissionSettingPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, loading, error } = useQuery(AwardProgrammePageDocument, {
    variables: { page: { current: 1, size: 200 } },
    fetchPolicy: 'cache-and-network',
  });
  const categories = useDictionary(ACCOUNT_CATEGORY_DICT, { biz: true });
  const options = categories.options;
  const mayEdit = useCan('awards_setting_edit');
  const [save] = useMutation(SetAwardProgrammeCategoriesDocument);
  if (!data) return <RecordPageFallback loading={loading} error={error} />;
  const programmes = data.awardProgrammes.records;
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">
          <FormattedMessage id="award.permission.title" />
        </Card.Title>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="award.permission.hint" />
        </Text>
      </Card.Header>
      <Card.Body>
        {programmes.length === 0 ? (
          <Text color="fg.muted">
            <FormattedMessage id="award.permission.empty" />
          </Text>
        ) : (
          <Table.Root size="sm" aria-label={t('award.permission.title')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <FormattedMessage id="award.app.programme" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="award.permission.categories" />
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {programmes.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell>
                    <Stack gap="0">
                      <Text>{p.name}</Text>
                      <Text color="fg.muted" fontSize="xs">
                        {p.awardTypeLabel} · {p.year}
                      </Text>
                    </Stack>
                  </Table.Cell>
                  <Table.Cell>
                    <CheckboxChoices
                      aria-label={intl.formatMessage({ id: 'award.permission.rowLabel' }, { name: p.name })}
                      options={options}
                      value={p.accountCategories}
                      disabled={!mayEdit}
                      onChange={(next) =>
                        void save({
                          variables: { input: { id: p.id, version: p.version, accountCategories: next } },
                        }).then(
                          () => notify('success', { id: 'award.permission.saved' }),
                          (e: unknown) => {
                            const problem = readApiProblem(e);
                            notify('error', problem ? { text: problem.message } : { id: 'flow.failed' });
                          },
                        )
                      }
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
