import { Badge, Button, Code, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../apollo/errors';
import { useConfirm } from '../crud/confirm';
import { notify } from '../feedback/toaster';
import { formatDateTime } from '../format/date';
import type { PersonalAccessTokenFieldsFragment } from '../../generated/graphql';

export interface PersonalTokenListProps {
  /** The live tokens (undefined while loading). */
  tokens: readonly PersonalAccessTokenFieldsFragment[] | undefined;
  /** Revokes one token on the server. */
  revoke(id: string): Promise<unknown>;
  /** After a token was revoked (refetch the list). */
  onRevoked(): void;
}

/**
 * Personal access tokens as a table (name, prefix, codes, created, expires, last used) with a revoke button that
 * asks first: the own tokens on 个人信息 and a user's tokens in 用户管理.
 */
export function PersonalTokenList({ tokens: loaded, revoke, onRevoked }: PersonalTokenListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const confirm = useConfirm();
  const tokens = loaded ?? [];
  // Expired badges compare with the time the list opened (it is refetched after every change).
  const [now] = useState(() => Date.now());

  const onRevoke = async (id: string, name: string) => {
    if (!(await confirm({ message: t('info.tokens.revokeConfirm', { name }), confirmText: t('info.tokens.revoke') })))
      return;
    try {
      await revoke(id);
    } catch (error) {
      const problem = readApiProblem(error);
      if (problem) notify('error', { text: problem.message });
      return;
    }
    notify('success', { id: 'info.tokens.revoked' });
    onRevoked();
  };

  return (
    <>
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
    </>
  );
}
