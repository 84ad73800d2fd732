import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, DataList, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Bell, ClipboardList, LayoutGrid, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { RecordPageFallback } from '../../engine/crud';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FlowStatusBadge } from '../../engine/flow';
import { useDictLabel } from '../../engine/form';
import { MyDuesDocument, PortalHomeDocument, type PortalHomeQuery } from '../../generated/graphql';
import { MEMBER_LEVEL_DICT } from '../member/rules';
import { Panel } from '../wel/parts';
import { journeyOf } from './journey';
import type { MessageId } from '../../i18n/locale';
import { MemberJourney } from './MemberJourney';

/** The member's everyday pages, as shortcuts on the home page. */
export const PORTAL_SHORTCUTS = [
  { to: '/cmsPages/myCompany', id: 'route.cmsPages.myCompany' },
  { to: '/cmsPages/memberPay', id: 'route.cmsPages.memberPay' },
  { to: '/cmsPages/myCertificate', id: 'menu.cms_certificate' },
  { to: '/cmsPages/changeContacts', id: 'route.cmsPages.changeContacts' },
  { to: '/cmsPages/changeQualifications', id: 'route.cmsPages.changeQualifications' },
  { to: '/cmsPages/changePosts', id: 'route.cmsPages.changePosts' },
  { to: '/cmsPages/specialistApply', id: 'route.cmsPages.specialistApply' },
  { to: '/cmsPages/vipList', id: 'route.cmsPages.vipList' },
  { to: '/cmsPages/feedback', id: 'route.cmsPages.feedback' },
] as const;

type Unit = NonNullable<PortalHomeQuery['myMemberUnit']>;

function UnitCard({ unit }: { unit: Unit }) {
  const intl = useIntl();
  const level = useDictLabel(MEMBER_LEVEL_DICT, { biz: true });
  const active = unit.status === 1;
  return (
    <Card.Root variant="outline" shadow="shell.card">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="lg">
            {unit.name}
          </Heading>
          <Badge colorPalette={active ? 'blue' : 'gray'} variant="subtle">
            <FormattedMessage id={active ? 'portal.unit.active' : 'portal.unit.disabled'} />
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataList.Root
          orientation="horizontal"
          size="sm"
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }}
        >
          {[
            ['member.field.creditCode', unit.creditCode],
            ['member.field.memberLevel', level(unit.memberLevel)],
            ['member.field.joinDate', unit.joinDate ?? '—'],
            ['member.field.contactName', `${unit.contactName} ${unit.contactMobile}`],
          ].map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{intl.formatMessage({ id: label })}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** 会费: the unit's dues status and, in arrears, the association's message with the membership department's phone. */
function DuesPanel() {
  const { data, loading, error } = useQuery(MyDuesDocument, { fetchPolicy: 'cache-and-network' });
  const dues = data?.myDues;
  return (
    <Panel
      labelId="portal-dues"
      icon={Wallet}
      title={<FormattedMessage id="portal.dues.title" />}
      action={
        <Button asChild size="xs" variant="outline">
          <Link to="/cmsPages/memberPay">
            <FormattedMessage id="portal.dues.pay" />
          </Link>
        </Button>
      }
    >
      {loading && !dues ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="common.loading" />
        </Text>
      ) : error && !dues ? (
        <Text fontSize="sm" color="fg.error">
          {error.message}
        </Text>
      ) : dues ? (
        <Stack gap="2">
          <HStack>
            <Badge colorPalette={dues.duesStatus === 1 ? 'blue' : 'red'} variant="subtle">
              <FormattedMessage id={dues.duesStatus === 1 ? 'portal.dues.normal' : 'portal.dues.arrears'} />
            </Badge>
          </HStack>
          {dues.arrears.inArrears && dues.arrears.message && (
            <Text fontSize="sm" role="alert">
              {dues.arrears.message}
            </Text>
          )}
        </Stack>
      ) : null}
    </Panel>
  );
}

function ApplicationRow({
  label,
  status,
  to,
  action,
  noneId = 'portal.applications.none',
}: {
  label: ReactNode;
  status: number | null;
  to: string;
  action: ReactNode;
  noneId?: MessageId;
}) {
  return (
    <HStack as="li" listStyleType="none" justify="space-between" gap="3">
      <Text>{label}</Text>
      <HStack gap="2">
        {status === null ? (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id={noneId} />
          </Text>
        ) : (
          <FlowStatusBadge status={status} />
        )}
        <Button asChild size="xs" variant="outline">
          <Link to={to}>{action}</Link>
        </Button>
      </HStack>
    </HStack>
  );
}

/**
 * /cmsPages, the member's home: its unit and status (or the way to membership while there is none), its
 * applications, the latest notices, and shortcuts to the portal's pages.
 */
export function PortalHomePage() {
  const { data, loading, error } = useQuery(PortalHomeDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) return <RecordPageFallback loading={loading} error={error} />;
  const unit = data?.myMemberUnit ?? null;
  const application = data?.myEntryApplication ?? null;
  const expert = data?.myExpertApplication ?? null;
  const notices = data?.myNotices.records ?? [];
  return (
    <Stack gap="5">
      {unit ? (
        <UnitCard unit={unit} />
      ) : (
        <Card.Root variant="outline" shadow="shell.card">
          <Card.Header>
            <Heading as="h2" size="lg">
              <FormattedMessage id="portal.notMember.title" />
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="portal.notMember.description" />
            </Text>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              <MemberJourney journey={journeyOf({ unit, application })} />
              <HStack>
                <Button asChild colorPalette="blue">
                  <Link to="/cmsPages/joinApply">
                    <FormattedMessage
                      id={application ? 'portal.notMember.openApplication' : 'portal.notMember.apply'}
                    />
                  </Link>
                </Button>
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5">
        {unit && <DuesPanel />}
        <Panel
          labelId="portal-applications"
          icon={ClipboardList}
          title={<FormattedMessage id="portal.applications.title" />}
        >
          <Stack as="ul" gap="3" m="0" p="0">
            <ApplicationRow
              label={<FormattedMessage id="route.cmsPages.joinApply" />}
              status={application?.flowStatus ?? null}
              // A unit that is a member without an application of its own (entered by staff or brought over) is not 未申请.
              noneId={unit ? 'portal.applications.member' : 'portal.applications.none'}
              to="/cmsPages/joinApply"
              action={<FormattedMessage id="portal.open" />}
            />
            <ApplicationRow
              label={<FormattedMessage id="route.cmsPages.specialistApply" />}
              status={expert?.flowStatus ?? null}
              to="/cmsPages/specialistApply"
              action={<FormattedMessage id="portal.open" />}
            />
          </Stack>
        </Panel>
        <Panel labelId="portal-notices" icon={Bell} title={<FormattedMessage id="portal.notices.title" />}>
          {notices.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="wel.notices.empty" />
            </Text>
          ) : (
            <Stack as="ul" gap="2" m="0" p="0">
              {notices.map((notice) => (
                <HStack as="li" key={notice.id} listStyleType="none" justify="space-between" gap="3" fontSize="sm">
                  <Text truncate fontWeight={notice.read ? 'normal' : 'semibold'}>
                    {notice.title}
                  </Text>
                  <Text color="fg.muted" fontSize="xs" flexShrink={0}>
                    {notice.releaseTime?.slice(0, 10)}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}
        </Panel>
        <Panel labelId="portal-shortcuts" icon={LayoutGrid} title={<FormattedMessage id="portal.shortcuts.title" />}>
          <SimpleGrid as="ul" columns={2} gap="2" m="0" p="0">
            {PORTAL_SHORTCUTS.map((shortcut) => (
              <Box as="li" key={shortcut.to} listStyleType="none">
                <Button asChild variant="subtle" size="sm" w="full" justifyContent="flex-start">
                  <Link to={shortcut.to}>
                    <FormattedMessage id={shortcut.id} />
                  </Link>
                </Button>
              </Box>
            ))}
          </SimpleGrid>
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}
