import { useMutation, useQuery } from '@apollo/client/react';
import { Dialog, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { PersonalTokenList } from '../../../engine/auth/PersonalTokenList';
import { DialogFrame } from '../../../engine/crud/DialogFrame';
import { RevokeUserPersonalAccessTokenDocument, UserPersonalAccessTokensDocument } from '../../../generated/graphql';

export interface UserTokensDialogProps {
  /** The user whose tokens are shown; null closes the dialog. */
  user: { id: string; account: string } | null;
  onClose(): void;
}

/** 访问令牌 of a user: staff with user_edit see the live personal access tokens and revoke one. */
export function UserTokensDialog({ user, onClose }: UserTokensDialogProps) {
  return (
    <DialogFrame
      open={user !== null}
      onClose={onClose}
      size="xl"
      divider
      lazy
      title={<FormattedMessage id="system.user.tokens.title" values={{ account: user?.account ?? '' }} />}
    >
      <Dialog.Body py="5">{user && <UserTokens key={user.id} userId={user.id} />}</Dialog.Body>
    </DialogFrame>
  );
}

function UserTokens({ userId }: { userId: string }) {
  const { data, refetch } = useQuery(UserPersonalAccessTokensDocument, {
    variables: { userId },
    fetchPolicy: 'network-only',
  });
  const [revoke] = useMutation(RevokeUserPersonalAccessTokenDocument);
  return (
    <>
      <Text color="fg.muted" fontSize="sm" mb="4">
        <FormattedMessage id="system.user.tokens.hint" />
      </Text>
      <PersonalTokenList
        tokens={data?.userPersonalAccessTokens}
        revoke={(id) => revoke({ variables: { id } })}
        onRevoked={() => void refetch()}
      />
    </>
  );
}
