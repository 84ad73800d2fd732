import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  Dialog,
  Flex,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../engine/apollo/errors';
import { DialogFrame } from '../../engine/crud/DialogFrame';
import { PermissionCodePicker } from '../../engine/auth/PermissionCodePicker';
import { PersonalTokenList } from '../../engine/auth/PersonalTokenList';
import { ShownOnceDialog } from '../../engine/crud/ShownOnceDialog';
import { notify } from '../../engine/feedback/toaster';
import { FormField } from '../../engine/form';
import { formatDate } from '../../engine/format/date';
import {
  CreatePersonalAccessTokenDocument,
  MyPersonalAccessTokensDocument,
  RevokePersonalAccessTokenDocument,
} from '../../generated/graphql';

const EXPIRY_CHOICES = ['7', '30', '90', '365', 'date'] as const;

interface Draft {
  name: string;
  expiry: (typeof EXPIRY_CHOICES)[number];
  expiresOn: string;
  codes: string[];
}

const EMPTY: Draft = { name: '', expiry: '30', expiresOn: '', codes: [] };

/** 访问令牌: personal access tokens for scripts, each limited to some of the person's own permission codes. */
export function AccessTokens() {
  const { data, refetch } = useQuery(MyPersonalAccessTokensDocument, { fetchPolicy: 'network-only' });
  const [revoke] = useMutation(RevokePersonalAccessTokenDocument);
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);

  return (
    <Card.Root variant="outline" gridColumn="1 / -1">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            <FormattedMessage id="info.tokens.title" />
          </Heading>
          <Button size="sm" onClick={() => setCreating(true)}>
            <KeyRound />
            <FormattedMessage id="info.tokens.create" />
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="info.tokens.hint" />
          </Text>
          <PersonalTokenList
            tokens={data?.personalAccessTokens}
            revoke={(id) => revoke({ variables: { id } })}
            onRevoked={() => void refetch()}
          />
        </Stack>
      </Card.Body>
      {creating && (
        <CreateTokenDialog
          onClose={() => setCreating(false)}
          onCreated={(name, token) => {
            setCreating(false);
            setMade({ name, token });
            void refetch();
          }}
        />
      )}
      <TokenOnceDialog made={made} onClose={() => setMade(null)} />
    </Card.Root>
  );
}

function CreateTokenDialog({ onClose, onCreated }: { onClose(): void; onCreated(name: string, token: string): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [create, { loading }] = useMutation(CreatePersonalAccessTokenDocument);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tomorrow] = useState(() => formatDate(new Date(Date.now() + 86_400_000), 'yyyy-MM-dd'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!draft.name.trim()) found.name = t('info.tokens.nameRequired');
    if (draft.expiry === 'date' && !draft.expiresOn) found.expiresOn = t('info.tokens.dateRequired');
    if (draft.codes.length === 0) found.codes = t('info.tokens.codesRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const input =
        draft.expiry === 'date'
          ? { name: draft.name.trim(), expiresOn: draft.expiresOn, codes: draft.codes }
          : { name: draft.name.trim(), expiresInDays: Number(draft.expiry), codes: draft.codes };
      const { data: answer } = await create({ variables: { input } });
      if (answer) onCreated(answer.createPersonalAccessToken.record.name, answer.createPersonalAccessToken.token);
    } catch (error) {
      const problem = readApiProblem(error);
      if (!problem) return;
      if (Object.keys(problem.fields).length > 0) setErrors(problem.fields);
      else notify('error', { text: problem.message });
    }
  };

  return (
    <DialogFrame open onClose={onClose} title={t('info.tokens.create')} size="lg" divider>
      <form onSubmit={submit} noValidate aria-label={t('info.tokens.create')}>
        <Dialog.Body py="5">
          <Stack gap="4">
            <FormField label={t('info.tokens.col.name')} error={errors.name} required>
              <Input
                value={draft.name}
                maxLength={64}
                onChange={(e) => {
                  setDraft({ ...draft, name: e.currentTarget.value });
                  setErrors(({ name: _, ...rest }) => rest);
                }}
              />
            </FormField>
            <FormField label={t('info.tokens.expiry')} error={errors.expiresInDays} required>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={draft.expiry}
                  onChange={(e) => setDraft({ ...draft, expiry: e.currentTarget.value as Draft['expiry'] })}
                >
                  {EXPIRY_CHOICES.map((c) => (
                    <option key={c} value={c}>
                      {t(`info.tokens.expiry.${c}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {draft.expiry === 'date' && (
              <FormField label={t('info.tokens.expiresOn')} error={errors.expiresOn} required>
                <Input
                  type="date"
                  value={draft.expiresOn}
                  min={tomorrow}
                  onChange={(e) => setDraft({ ...draft, expiresOn: e.currentTarget.value })}
                />
              </FormField>
            )}
            <Stack gap="2" width="full">
              <Text id="token-codes-label" textStyle="sm" fontWeight="medium">
                <FormattedMessage id="info.tokens.col.codes" />{' '}
                <Text as="span" color="fg.error">
                  *
                </Text>
              </Text>
              <PermissionCodePicker
                value={draft.codes}
                onChange={(codes) => {
                  setDraft((d) => ({ ...d, codes }));
                  setErrors(({ codes: _, ...rest }) => rest);
                }}
                labelledBy="token-codes-label"
                invalid={Boolean(errors.codes)}
              />
              {errors.codes && (
                <Text textStyle="sm" color="fg.error">
                  {errors.codes}
                </Text>
              )}
            </Stack>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id="info.tokens.cancel" />
          </Button>
          <Button type="submit" loading={loading}>
            <FormattedMessage id="info.tokens.submit" />
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
}

/** The new token, shown this once, with a copy button. */
function TokenOnceDialog({ made, onClose }: { made: { name: string; token: string } | null; onClose(): void }) {
  const intl = useIntl();
  return (
    <ShownOnceDialog
      value={made?.token ?? null}
      title={intl.formatMessage({ id: 'info.tokens.onceTitle' }, { name: made?.name ?? '' })}
      messages={{
        once: 'info.tokens.once',
        how: 'info.tokens.how',
        copy: 'info.tokens.copy',
        copied: 'info.tokens.copied',
        done: 'info.tokens.done',
      }}
      testId="personal-token"
      onClose={onClose}
    />
  );
}
