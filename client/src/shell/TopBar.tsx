import { Breadcrumb, Flex, HStack } from '@chakra-ui/react';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from './LanguageSwitch';
import type { RouteMeta } from './meta';
import { UserMenu } from './UserMenu';

/** The bar above the content: where you are, and the user tools (language, the user's menu). */
export function TopBar({ meta }: { meta: RouteMeta | undefined }) {
  const intl = useIntl();
  return (
    <Flex as="header" align="center" justify="space-between" h="16" px="6" bg="bg" borderBottomWidth="1px" borderColor="border.muted" position="sticky" top="0" zIndex="docked">
      <Breadcrumb.Root size="sm" aria-label={intl.formatMessage({ id: 'common.breadcrumb' })}>
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild color="fg.muted">
              <Link to="/wel/index">
                <FormattedMessage id="menu.home" />
              </Link>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          {meta && meta.titleId !== 'wel.index.title' && (
            <>
              {meta.parents?.map((parent) => (
                <Fragment key={parent}>
                  <Breadcrumb.Separator />
                  <Breadcrumb.Item color="fg.muted">
                    <FormattedMessage id={parent} />
                  </Breadcrumb.Item>
                </Fragment>
              ))}
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                <Breadcrumb.CurrentLink>
                  <FormattedMessage id={meta.titleId} />
                </Breadcrumb.CurrentLink>
              </Breadcrumb.Item>
            </>
          )}
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <HStack gap="2">
        <LanguageSwitch />
        <UserMenu />
      </HStack>
    </Flex>
  );
}
