import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { MessageId } from '../../i18n/locale';
import type { RouteHandle } from '../../shell/meta';

const MobileLayout = lazy(() => import('./MobileLayout').then((m) => ({ default: m.MobileLayout })));
const BindingGate = lazy(() => import('./BindingGate').then((m) => ({ default: m.BindingGate })));
const MeetingListPage = lazy(() => import('./MeetingListPage').then((m) => ({ default: m.MeetingListPage })));
const MeetingDetailPage = lazy(() => import('./MeetingDetailPage').then((m) => ({ default: m.MeetingDetailPage })));
const InfoPage = lazy(() => import('./InfoPage').then((m) => ({ default: m.InfoPage })));
const DuesQueryPage = lazy(() => import('./DuesQueryPage').then((m) => ({ default: m.DuesQueryPage })));
const ReceiptsPage = lazy(() => import('./ReceiptsPage').then((m) => ({ default: m.ReceiptsPage })));
const PaymentsPage = lazy(() => import('./PaymentsPage').then((m) => ({ default: m.PaymentsPage })));
const PaymentDetailPage = lazy(() => import('./PaymentDetailPage').then((m) => ({ default: m.PaymentDetailPage })));
const MemberQueryPage = lazy(() => import('./MemberQueryPage').then((m) => ({ default: m.MemberQueryPage })));
const LicenceQueryPage = lazy(() => import('./LicenceQueryPage').then((m) => ({ default: m.LicenceQueryPage })));
const StatisticsPage = lazy(() => import('./StatisticsPage').then((m) => ({ default: m.StatisticsPage })));
const WeixinBindPage = lazy(() => import('./WeixinBindPage').then((m) => ({ default: m.WeixinBindPage })));

/** Signed in (a visitor is sent to sign in and comes back), no tab: the mobile pages live outside the main layout. */
const mobile = (path: string, element: RouteObject['element'], isAuth = true): RouteObject => ({
  path,
  element,
  handle: {
    meta: { titleId: `route${path.replaceAll('/', '.')}` as MessageId, isAuth, isTab: false },
  } satisfies RouteHandle,
});

/**
 * The mobile pages of SPEC section 2 built so far, in their phone frame (title bar, bottom bar). Where no messaging
 * app binding exists yet, they work with an ordinary sign-in; weixin-bind is open (the messaging app's visitor
 * arrives before signing in). statistical-query-main is for staff: the server refuses its figures to others.
 */
export const mobileRoutes: RouteObject[] = [
  {
    element: <MobileLayout />,
    children: [
      // SPEC section 2: these two need the mobile binding (inside WeChat, where a messaging app is configured).
      mobile(
        '/mobile/meeting-list',
        <BindingGate>
          <MeetingListPage />
        </BindingGate>,
      ),
      mobile(
        '/mobile/meeting-detail',
        <BindingGate>
          <MeetingDetailPage />
        </BindingGate>,
      ),
      mobile('/mobile/info', <InfoPage />),
      mobile('/mobile/dues-query', <DuesQueryPage />),
      mobile('/mobile/receipt-manage', <ReceiptsPage />),
      mobile('/mobile/payment-situation', <PaymentsPage />),
      mobile('/mobile/payment-detail', <PaymentDetailPage />),
      mobile('/mobile/memeber-query', <MemberQueryPage />),
      mobile('/mobile/licence-query', <LicenceQueryPage />),
      mobile('/mobile/statistical-query-main', <StatisticsPage />),
      // Open: the messaging app's visitor arrives here before signing in (the page signs them in or binds).
      mobile('/mobile/weixin-bind', <WeixinBindPage />, false),
    ],
  },
];
