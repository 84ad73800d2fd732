import { lazy, Suspense } from 'react';
import { lazyWithApollo } from './engine/apollo/lazy';
import { Navigate, type RouteObject } from 'react-router-dom';
import { articlePublicRoutes, articleRoutes } from './modules/article/routes';
import { awardRoutes } from './modules/award/routes';
import { awardLinesRoutes } from './modules/award-lines/routes';
import { awardAssignRoutes } from './modules/award-assign/routes';
import { reviewRoutes } from './modules/review/routes';
import { certificateRoutes, certificateStandaloneRoutes } from './modules/certificate/routes';
import { eventPublicRoutes, eventRoutes } from './modules/event/routes';
import { awardNoticePublicRoutes, awardNoticeRoutes } from './modules/award-notice/routes';
import { questionnaireRoutes, questionnaireStandaloneRoutes } from './modules/questionnaire/routes';
import { coursePublicRoutes, courseRoutes } from './modules/course/routes';
import { expertPublicRoutes, expertRoutes } from './modules/expert/routes';
import { monitorRoutes } from './modules/monitor/routes';
import { legacyImportRoutes } from './modules/legacy-import/routes';
import { resourceRoutes } from './modules/resource/routes';
import { dictRoutes } from './modules/system/dict/routes';
import { systemRoutes } from './modules/system/routes';
import { workRoutes } from './modules/work/routes';
import { flowRoutes } from './modules/flow/routes';
import { oaRoutes } from './modules/oa/routes';
import { memberRoutes } from './modules/member/routes';
import { duesPublicRoutes, duesRoutes } from './modules/dues/routes';
import { mobileRoutes } from './modules/mobile/routes';
import { portalRoutes } from './modules/portal/routes';
import { toolRoutes } from './modules/tool/routes';
import { handle, loginHandle, open } from './routeHandles';
import type { RouteMeta } from './shell/meta';
import { PageLoading } from './shell/PageLoading';
import { PLACEHOLDER_ROUTES } from './shell/placeholderRoutes';
import { ServerPage } from './shell/ServerPage';

/** Every page but the login pages needs the GraphQL client: it loads with the root of those pages. */
const RootRoute = lazyWithApollo(() => import('./shell/RootRoute').then((m) => m.RootRoute));

// One lazily loaded chunk per module, so the first screen stays small.
const MainLayout = lazy(() => import('./shell/MainLayout').then((m) => ({ default: m.MainLayout })));
const MenuPlaceholder = lazy(() => import('./shell/MenuPlaceholder').then((m) => ({ default: m.MenuPlaceholder })));
const PlaceholderPage = lazy(() => import('./shell/Placeholder').then((m) => ({ default: m.PlaceholderPage })));
const StandalonePlaceholderPage = lazy(() =>
  import('./shell/Placeholder').then((m) => ({ default: m.StandalonePlaceholderPage })),
);
const WelcomePage = lazy(() => import('./modules/wel/WelcomePage').then((m) => ({ default: m.WelcomePage })));
const DashboardPage = lazy(() => import('./modules/wel/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const TestPage = lazy(() => import('./modules/test/TestPage').then((m) => ({ default: m.TestPage })));
const IframePage = lazy(() => import('./modules/iframe/IframePage').then((m) => ({ default: m.IframePage })));
const LockPage = lazy(() => import('./modules/lock/LockPage').then((m) => ({ default: m.LockPage })));
const InfoPage = lazy(() => import('./modules/info/InfoPage').then((m) => ({ default: m.InfoPage })));
const ParamPage = lazy(() => import('./modules/system/param/ParamPage').then((m) => ({ default: m.ParamPage })));
const RegistrationPage = lazy(() =>
  import('./modules/system/registration/RegistrationPage').then((m) => ({ default: m.RegistrationPage })),
);
const AccessPage = lazy(() => import('./modules/login/AccessPage').then((m) => ({ default: m.AccessPage })));
const ResetPasswordPage = lazy(() =>
  import('./modules/login/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const RegisterPage = lazy(() => import('./modules/login/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const ExternalCallbackPage = lazy(() =>
  import('./modules/login/ExternalCallbackPage').then((m) => ({ default: m.ExternalCallbackPage })),
);
const LogoutPage = lazy(() => import('./modules/login/LogoutPage').then((m) => ({ default: m.LogoutPage })));
const ForbiddenPage = lazy(() =>
  import('./modules/exception/ExceptionPage').then((m) => ({ default: m.ForbiddenPage })),
);
const NotFoundPage = lazy(() => import('./modules/exception/ExceptionPage').then((m) => ({ default: m.NotFoundPage })));
const ServerErrorPage = lazy(() =>
  import('./modules/exception/ExceptionPage').then((m) => ({ default: m.ServerErrorPage })),
);

/** Pages inside the main layout (signed in, with a tab unless isTab is false). */
const page = (
  path: string,
  element: RouteObject['element'],
  meta: Omit<RouteMeta, 'isAuth' | 'isTab'> & Partial<RouteMeta>,
): RouteObject => ({
  path,
  element,
  handle: handle({ isAuth: true, isTab: true, ...meta }),
});

/** Redirects: no page of their own, so no tab. */
const redirect = (path: string, to: string): RouteObject => ({
  path,
  element: <Navigate to={to} replace />,
  handle: handle({ titleId: 'menu.home', isAuth: true, isTab: false }),
});

const placeholders = (layout: 'main' | 'standalone'): RouteObject[] =>
  PLACEHOLDER_ROUTES.filter((route) => route.layout === layout).map(({ path, meta }) => ({
    path,
    element: layout === 'main' ? <PlaceholderPage /> : <StandalonePlaceholderPage />,
    handle: handle(meta),
  }));

/**
 * Every route of SPEC section 2 but the login pages (firstRoutes.tsx), with its meta: the app loads this module on
 * its first navigation to one of them (App.tsx). Screens of later releases show 建设中 (placeholderRoutes.ts).
 */
export const appRoutes: RouteObject[] = [
  {
    // The id makes a second patch of these routes a no-op (firstRoutes.tsx, appRoutesOnDemand).
    id: 'app',
    element: (
      <Suspense fallback={<PageLoading />}>
        <RootRoute />
      </Suspense>
    ),
    children: [
      redirect('/', '/wel'),
      redirect('/wel', '/wel/index'),
      {
        element: <MainLayout />,
        children: [
          // The home page is the fixed first tab.
          page('/wel/index', <WelcomePage />, { titleId: 'wel.index.title', isTab: false }),
          page('/wel/dashboard', <DashboardPage />, { titleId: 'wel.dashboard.title' }),
          page('/test/index', <TestPage />, { titleId: 'route.test.index' }),
          page('/info/index', <InfoPage />, { titleId: 'info.title' }),
          page('/accountinfo/index', <InfoPage />, { titleId: 'info.title' }),
          page('/myiframe/:routerPath', <IframePage />, { titleId: 'shell.iframe.title', titleFrom: 'query' }),
          page('/system/param', <ParamPage />, {
            titleId: 'system.param.title',
            descriptionId: 'system.param.description',
            parents: ['menu.system'],
          }),
          ...systemRoutes,
          ...workRoutes,
          ...flowRoutes,
          ...oaRoutes,
          ...toolRoutes,
          ...monitorRoutes,
          ...legacyImportRoutes,
          ...resourceRoutes,
          ...dictRoutes,
          ...expertRoutes,
          ...memberRoutes,
          ...duesRoutes,
          ...certificateRoutes,
          ...eventRoutes,
          ...awardNoticeRoutes,
          ...questionnaireRoutes,
          ...courseRoutes,
          ...portalRoutes,
          ...awardRoutes,
          ...awardLinesRoutes,
          ...awardAssignRoutes,
          ...reviewRoutes,
          ...articleRoutes,
          page('/system/registration', <RegistrationPage />, {
            titleId: 'system.registration.title',
            descriptionId: 'system.registration.description',
            parents: ['menu.system'],
          }),
          ...placeholders('main'),
          // Menu routes come from the server's menu tree; paths without a screen yet get the placeholder (or /404).
          page('*', <MenuPlaceholder />, { titleId: 'shell.construction.title', hideHeader: true, titleFrom: 'menu' }),
        ],
      },
      ...expertPublicRoutes,
      ...duesPublicRoutes,
      ...certificateStandaloneRoutes,
      ...eventPublicRoutes,
      ...awardNoticePublicRoutes,
      ...questionnaireStandaloneRoutes,
      ...coursePublicRoutes,
      ...articlePublicRoutes,
      ...mobileRoutes,
      ...placeholders('standalone'),
      { path: '/access', element: <AccessPage />, handle: loginHandle },
      { path: '/access1', element: <AccessPage suffix="1" />, handle: loginHandle },
      { path: '/resetPassword', element: <ResetPasswordPage />, handle: open('login.reset.title') },
      { path: '/userRegister', element: <RegisterPage />, handle: open('register.title') },
      { path: '/authentication/index', element: <ExternalCallbackPage />, handle: loginHandle },
      { path: '/authentication/jxindex', element: <ExternalCallbackPage />, handle: loginHandle },
      { path: '/logout/index', element: <LogoutPage />, handle: open('login.logout.title') },
      { path: '/lock', element: <LockPage />, handle: open('lock.pageTitle') },
      { path: '/403', element: <ForbiddenPage />, handle: open('exception.403.title') },
      { path: '/404', element: <NotFoundPage />, handle: open('exception.404.title') },
      { path: '/500', element: <ServerErrorPage />, handle: open('exception.500.title') },
      // The GraphQL explorer is the API's page (api/src/engine/graphql/explorer.ts).
      { path: '/graphql', element: <ServerPage />, handle: open('tool.graphiql.title') },
    ],
  },
];
