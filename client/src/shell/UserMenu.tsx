import { Avatar, Button, Icon, Menu, Portal, Text } from '@chakra-ui/react';
import { ChevronDown, House, LogOut, UserPlus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { currentPath } from '../engine/auth/navigation';
import { type SessionUser, useSession } from '../engine/auth';
import { useConfirm } from '../engine/crud';
import { RegisterDialog } from '../modules/login/RegisterDialog';

/** Own info page by login type (SPEC section 2): award-type users /info/index, account-type /accountinfo/index. */
export function infoPath(loginType: string | undefined): string {
  return loginType === 'account' ? '/accountinfo/index' : '/info/index';
}

/** SPEC section 6: guest registration applies to third-party users, whose user id is empty or negative. */
export function isThirdPartyUser(user: Pick<SessionUser, 'id'>): boolean {
  const id = user.id.trim();
  return id === '' || id.startsWith('-');
}

/**
 * Avatar and name; the dropdown offers 首页, 个人信息 and 退出登录 (after confirmation), and 注册 (the register
 * dialog) for third-party users.
 */
export function UserMenu() {
  const intl = useIntl();
  const session = useSession();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [registering, setRegistering] = useState(false);
  if (!session) return null;
  const { user } = session;
  const name = user.realName || user.account;

  const logout = async () => {
    const ok = await confirm({ message: intl.formatMessage({ id: 'shell.logoutConfirm' }), danger: false });
    // SPEC section 2: leave to the login site with a return address (the page the user was on).
    if (ok) void navigate(`/logout/index?redirect=${encodeURIComponent(currentPath())}`);
  };

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button
            variant="ghost"
            size="sm"
            colorPalette="gray"
            aria-label={intl.formatMessage({ id: 'shell.userMenu' }, { name })}
          >
            <Avatar.Root size="xs" colorPalette="brand">
              <Avatar.Fallback name={name} />
              {user.avatar && <Avatar.Image src={user.avatar} alt="" />}
            </Avatar.Root>
            <Text as="span" maxW="40" truncate display={{ base: 'none', sm: 'inline' }}>
              {name}
            </Text>
            <ChevronDown />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="40">
              <Menu.Item value="home" asChild>
                <Link to="/wel/index">
                  <Icon as={House} boxSize="4" aria-hidden />
                  <FormattedMessage id="shell.home" />
                </Link>
              </Menu.Item>
              <Menu.Item value="info" asChild>
                <Link to={infoPath(user.loginType)}>
                  <Icon as={UserRound} boxSize="4" aria-hidden />
                  <FormattedMessage id="shell.userInfo" />
                </Link>
              </Menu.Item>
              {isThirdPartyUser(user) && (
                <Menu.Item value="register" onClick={() => setRegistering(true)}>
                  <Icon as={UserPlus} boxSize="4" aria-hidden />
                  <FormattedMessage id="shell.register" />
                </Menu.Item>
              )}
              <Menu.Separator />
              <Menu.Item value="logout" onClick={() => void logout()}>
                <Icon as={LogOut} boxSize="4" aria-hidden />
                <FormattedMessage id="shell.logout" />
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {registering && (
        <RegisterDialog
          open
          onClose={() => setRegistering(false)}
          initial={{ tenantId: session.tenantId, account: user.account }}
        />
      )}
    </>
  );
}
