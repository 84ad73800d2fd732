import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, HStack, Input, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { readApiProblem } from '../../engine/apollo/errors';
import { useCan } from '../../engine/auth';
import { RecordPageFallback } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { FormField } from '../../engine/form';
import {
  type AwardSettingsFieldsFragment,
  AwardSettingsDocument,
  SaveAwardSettingsDocument,
} from '../../generated/graphql';

/** 系统设置 of the awards: the membership department's phone (shown in the arrears notice) and each award type's flow model. */
export function SystemSettingPage() {
  const { data, loading, error } = useQuery(AwardSettingsDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) return <RecordPageFallback loading={loading} error={error} />;
  return <Settings key={data.awardSettings.departmentPhone ?? ''} settings={data.awardSettings} />;
}

function Settings({ settings }: { settings: AwardSettingsFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const mayEdit = useCan('awards_setting_edit');
  const flowAdmin = useCan('flow_admin');
  const [phone, setPhone] = useState(settings.departmentPhone ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const [save, { loading }] = useMutation(SaveAwardSettingsDocument);
  const submit = async () => {
    setProblem(undefined);
    try {
      await save({ variables: { input: { departmentPhone: phone.trim() || null } } });
      notify('success', { id: 'award.settings.saved' });
    } catch (e) {
      const p = readApiProblem(e);
      setProblem(p?.fields.departmentPhone ?? p?.message);
      notify('error', p ? { text: p.message } : { id: 'flow.failed' });
    }
  };
  return (
    <Stack gap="6">
      <Card.Root variant="outline">
        <Card.Header>
          <Card.Title as="h2">
            <FormattedMessage id="award.settings.notice" />
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <form
            aria-label={t('award.settings.notice')}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <HStack align="end" gap="3" maxW="xl">
              <FormField label={t('award.settings.phone')} helperText={t('award.settings.phoneHelp')} error={problem}>
                <Input value={phone} onChange={(e) => setPhone(e.target.value)} maxLength={32} disabled={!mayEdit} />
              </FormField>
              {mayEdit && (
                <Button type="submit" loading={loading}>
                  <FormattedMessage id="common.save" />
                </Button>
              )}
            </HStack>
          </form>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline">
        <Card.Header>
          <Card.Title as="h2">
            <FormattedMessage id="award.settings.flows" />
          </Card.Title>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="award.settings.flowsHint" />
          </Text>
        </Card.Header>
        <Card.Body>
          <Table.Root size="sm" aria-label={t('award.settings.flows')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <FormattedMessage id="award.settings.awardType" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="award.settings.model" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="award.settings.steps" />
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {settings.flows.map((f) => (
                <Table.Row key={f.awardType}>
                  <Table.Cell>{f.label}</Table.Cell>
                  <Table.Cell>
                    {f.modelName ? (
                      <HStack gap="2">
                        <Text>
                          {f.modelName} v{f.modelVersion}
                        </Text>
                        {f.modelStatus === 0 && (
                          <Badge colorPalette="orange" variant="subtle">
                            <FormattedMessage id="award.settings.suspended" />
                          </Badge>
                        )}
                      </HStack>
                    ) : (
                      <Text color="fg.error">
                        <FormattedMessage id="award.settings.noModel" values={{ key: f.modelKey }} />
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>{f.steps.join(' → ') || '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {flowAdmin && (
            <Link asChild colorPalette="blue" mt="3" display="inline-block">
              <RouterLink to="/flow/model">
                <FormattedMessage id="award.settings.editModels" />
              </RouterLink>
            </Link>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
