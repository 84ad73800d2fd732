import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Code,
  Dialog,
  Flex,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../engine/apollo/errors';
import { useConfirm } from '../../engine/crud/confirm';
import { DialogFrame } from '../../engine/crud/DialogFrame';
import { ShownOnceDialog } from '../../engine/crud/ShownOnceDialog';
import { notify } from '../../engine/feedback/toaster';
import { FormField } from '../../engine/form';
import { formatDate, formatDateTime } from '../../engine/format/date';
import {
  CreatePersonalAccessTokenDocument,
  MyPersonalAccessTokensDocument,
  PersonalAccessTokenCodesDocument,
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
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const confirm = useConfirm();
  const { data, refetch } = useQuery(MyPersonalAccessTokensDocument, { fetchPolicy: 'network-only' });
  const [revoke] = useMutation(RevokePersonalAccessTokenDocument);
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  const tokens = data?.personalAccessTokens ?? [];
  // Expired badges compare with the time the page opened (the list is refetched after every change).
  const [now] = useState(() => Date.now());

  const onRevoke = async (id: string, name: string) => {
    if (!(await confirm({ message: t('info.tokens.revokeConfirm', { name }), confirmText: t('info.tokens.revoke') })))
      return;
    try {
      await revoke({ variables: { id } });
    } catch (error) {
      const problem = readApiProblem(error);
      if (problem) notify('error', { text: problem.message });
      return;
    }
    notify('success', { id: 'info.tokens.revoked' });
    await refetch();
  };

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
          {tokens.length === 0 ? (
            <Text fontSize="sm" data-testid="tokens-empty">
              <FormattedMessage id="info.tokens.empty" />
            </Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-label={t('info.tokens.title')}>
                <Table.Header>
                  <Table.Row>
                    {['name', 'prefix', 'codes', 'createTime', 'expiresAt', 'lastUsedAt', 'actions'].map((c) => (
                      <Table.ColumnHeader key={c} whiteSpace="nowrap">
                        <FormattedMessage id={`info.tokens.col.${c}`} />
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {tokens.map((token) => {
                    const expired = new Date(token.expiresAt).getTime() <= now;
                    return (
                      <Table.Row key={token.id}>
                        <Table.Cell>{token.name}</Table.Cell>
                        <Table.Cell>
                          <Code>{token.prefix}…</Code>
                        </Table.Cell>
                        <Table.Cell maxW="64" title={token.codes.join(', ')}>
                          <Text truncate>{token.codes.join(', ')}</Text>
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap">{formatDateTime(token.createTime)}</Table.Cell>
                        <Table.Cell whiteSpace="nowrap">
                          {formatDateTime(token.expiresAt)}{' '}
                          {expired && (
                            <Badge colorPalette="red">
                              <FormattedMessage id="info.tokens.expired" />
                            </Badge>
                          )}
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap">
                          {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t('info.tokens.neverUsed')}
                        </Table.Cell>
                        <Table.Cell>
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            aria-label={t('info.tokens.revokeNamed', { name: token.name })}
                            onClick={() => onRevoke(token.id, token.name)}
                          >
                            <FormattedMessage id="info.tokens.revoke" />
                          </Button>
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
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
  const { data } = useQuery(PersonalAccessTokenCodesDocument, { fetchPolicy: 'network-only' });
  const [create, { loading }] = useMutation(CreatePersonalAccessTokenDocument);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const options = useMemo(() => data?.personalAccessTokenCodes ?? [], [data]);
  const [tomorrow] = useState(() => formatDate(new Date(Date.now() + 86_400_000), 'yyyy-MM-dd'));
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!q) return options;
    return options.filter((o) => `${o.code} ${o.name} ${o.parentName ?? ''}`.toLowerCase().includes(q));
  }, [options, search]);
  const chosen = new Set(draft.codes);
  const toggle = (code: string, on: boolean) => {
    setDraft((d) => ({ ...d, codes: on ? [...d.codes, code] : d.codes.filter((c) => c !== code) }));
    setErrors(({ codes: _, ...rest }) => rest);
  };

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
              <Input
                size="sm"
                placeholder={t('info.tokens.searchCodes')}
                aria-label={t('info.tokens.searchCodes')}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
              />
              <Text fontSize="xs" color="fg.muted">
                {intl.formatMessage({ id: 'info.tokens.chosen' }, { count: draft.codes.length })}
              </Text>
              <Box
                maxH="64"
                overflowY="auto"
                borderWidth="1px"
                rounded="md"
                p="2"
                role="group"
                aria-labelledby="token-codes-label"
                aria-invalid={errors.codes ? true : undefined}
              >
                <Stack gap="1">
                  {shown.map((o) => (
                    <Checkbox.Root
                      key={o.code}
                      size="sm"
                      checked={chosen.has(o.code)}
                      onCheckedChange={(d) => toggle(o.code, d.checked === true)}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        {o.parentName ? `${o.parentName} / ` : ''}
                        {o.name} <Code size="sm">{o.code}</Code>
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              </Box>
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
