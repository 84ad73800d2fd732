import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../engine/apollo/errors';
import { notify } from '../../engine/feedback/toaster';
import { MyNotificationPreferencesDocument, SaveNotificationPreferencesDocument } from '../../generated/graphql';

const LANGUAGES = ['zh-CN', 'en'] as const;

/** 通知设置: which notifications reach the user by email, and the language of those emails. */
export function NotificationForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data } = useQuery(MyNotificationPreferencesDocument, { fetchPolicy: 'network-only' });
  const [save, { loading }] = useMutation(SaveNotificationPreferencesDocument);
  const prefs = data?.myNotificationPreferences;
  // The user's changes over what the server holds.
  const [languageEdit, setLanguage] = useState<string>();
  const [edits, setChoices] = useState<Record<string, boolean>>({});
  const language = languageEdit ?? prefs?.language ?? 'zh-CN';
  const choices: Record<string, boolean> = {
    ...Object.fromEntries((prefs?.kinds ?? []).map((k) => [k.kind, k.email])),
    ...edits,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({
        variables: {
          input: { language, kinds: Object.entries(choices).map(([kind, email]) => ({ kind, email })) },
        },
      });
    } catch (error) {
      const problem = readApiProblem(error);
      if (problem) notify('error', { text: problem.message });
      return;
    }
    notify('success', { id: 'info.notify.saved' });
  };

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          <FormattedMessage id="info.notify.title" />
        </Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label={t('info.notify.title')}>
          <Stack gap="4">
            {prefs && !prefs.emailEnabled && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Title>
                  <FormattedMessage id="info.notify.emailOff" />
                </Alert.Title>
              </Alert.Root>
            )}
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="info.notify.hint" />
            </Text>
            <Stack gap="3" role="group" aria-label={t('info.notify.kinds')}>
              {(prefs?.kinds ?? []).map((k) => (
                <Checkbox.Root
                  key={k.kind}
                  checked={choices[k.kind] ?? true}
                  onCheckedChange={(d) => setChoices((c) => ({ ...c, [k.kind]: d.checked === true }))}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t(`info.notify.kind.${k.kind}`)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
            <Flex gap="3" align="center" wrap="wrap">
              <Text id="notify-language-label" fontSize="sm">
                <FormattedMessage id="info.notify.language" />
              </Text>
              <NativeSelect.Root width="40">
                <NativeSelect.Field
                  aria-labelledby="notify-language-label"
                  value={language}
                  onChange={(e) => setLanguage(e.currentTarget.value)}
                >
                  {LANGUAGES.map((l) => (
                    <option key={l} value={l}>
                      {t(`info.notify.lang.${l}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Flex>
            <Flex justify="flex-end">
              <Button type="submit" loading={loading} disabled={!prefs}>
                <FormattedMessage id="info.notify.submit" />
              </Button>
            </Flex>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
