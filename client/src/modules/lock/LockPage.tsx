import { Avatar, Box, Button, Center, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { LockOpen, LogOut } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { safeRedirect } from '../../engine/auth/navigation';
import { useSession } from '../../engine/auth/session';
import { clearLock, unlockScreen, useLocked } from './lock';

/** /lock: the whole screen while locked; the user's name, and the lock password to return to the page locked from. */
export function LockPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const locked = useLocked();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (!session) return <Navigate to="/login" replace />;
  if (!locked && !busy) return <Navigate to="/" replace />;
  const name = session.user.realName || session.user.account;

  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(intl.formatMessage({ id: 'lock.passwordRequired' }));
    setBusy(true);
    const from = await unlockScreen(password);
    if (from === null) {
      setBusy(false);
      setPassword('');
      return setError(intl.formatMessage({ id: 'lock.wrongPassword' }));
    }
    await navigate(safeRedirect(from, '/'), { replace: true });
  };

  const logout = () => {
    setBusy(true); // leaving: not back to the home page when the lock goes
    clearLock();
    void navigate('/logout/index', { replace: true });
  };

  return (
    <Center as="main" minH="100vh" px="4" bgGradient="to-br" gradientFrom="navy.900" gradientTo="brand.800">
      <Box bg="bg" rounded="l3" shadow="lg" p={{ base: '6', md: '8' }} w="full" maxW="sm">
        <form onSubmit={unlock} noValidate aria-label={intl.formatMessage({ id: 'lock.unlockForm' })}>
          <Stack align="center" gap="5">
            <Avatar.Root size="2xl" colorPalette="brand">
              <Avatar.Fallback name={name} />
              {session.user.avatar && <Avatar.Image src={session.user.avatar} alt="" />}
            </Avatar.Root>
            <Stack align="center" gap="1" textAlign="center">
              <Heading as="h1" size="lg">
                {name}
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                <FormattedMessage id="lock.lockedHint" />
              </Text>
            </Stack>
            <Field.Root invalid={Boolean(error)} w="full">
              <Field.Label>
                <FormattedMessage id="lock.password" />
              </Field.Label>
              <Input
                type="password"
                autoComplete="off"
                autoFocus
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setError(undefined);
                }}
              />
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
            </Field.Root>
            <HStack w="full" gap="3">
              <Button type="submit" flex="1" loading={busy}>
                <LockOpen />
                <FormattedMessage id="lock.unlock" />
              </Button>
              <Button variant="outline" colorPalette="gray" onClick={logout}>
                <LogOut />
                <FormattedMessage id="shell.logout" />
              </Button>
            </HStack>
          </Stack>
        </form>
      </Box>
    </Center>
  );
}
