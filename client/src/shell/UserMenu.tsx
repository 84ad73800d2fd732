import { Avatar, Button, Icon, Menu, Portal, Text } from '@chakra-ui/react';
import { ChevronDown, House, LogOut, UserRound } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../engine/auth';
import { useConfirm } from '../engine/crud';

/** Own info page by login type (SPEC section 2): award-type users /info/index, account-type /accountinfo/index. */
export function infoPath(loginType: string | undefined): string {
  return loginType === 'account' ? '/accountinfo/index' : '/info/index';
}

/** Avatar and name; the dropdown offers 首页, 个人信息 and 退出登录 (after confirmation). */
export function UserMenu() {
  const intl = useIntl();
  const session = useSession();
  const confirm = useConfirm();
  const navigate = useNavigate();
  if (!session) return null;
  const { user } = session;
  const name = user.realName || user.account;

  const logout = async () => {
    const ok = await confirm({ message: intl.formatMessage({ id: 'shell.logoutConfirm' }), danger: false });
    if (ok) void navigate('/logout/index');
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" colorPalette="gray" aria-label={intl.formatMessage({ id: 'shell.userMenu' }, { name })}>
          <Avatar.Root size="xs" colorPalette="brand">
            <Avatar.Fallback name={name} />
            {user.avatar && <Avatar.Image src={user.avatar} alt="" />}
          </Avatar.Root>
          <Text as="span" maxW="40" truncate>
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
            <Menu.Separator />
            <Menu.Item value="logout" onClick={() => void logout()}>
              <Icon as={LogOut} boxSize="4" aria-hidden />
              <FormattedMessage id="shell.logout" />
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
