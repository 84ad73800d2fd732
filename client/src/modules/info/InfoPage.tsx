import { Grid } from '@chakra-ui/react';
import { AccessTokens } from './AccessTokens';
import { NotificationForm } from './NotificationForm';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** /info/index (award-type users) and /accountinfo/index (account-type users): own profile, password, notification settings and personal access tokens. */
export function InfoPage() {
  return (
    <Grid templateColumns={{ base: '1fr', xl: '2fr 1fr' }} gap="6" alignItems="start">
      <ProfileForm />
      <PasswordForm />
      <NotificationForm />
      <AccessTokens />
    </Grid>
  );
}
