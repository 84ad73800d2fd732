import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

// One lazily loaded chunk per screen.
const UserPage = lazy(() => import('./user/UserPage').then((m) => ({ default: m.UserPage })));
const DeptPage = lazy(() => import('./dept/DeptPage').then((m) => ({ default: m.DeptPage })));
const PostPage = lazy(() => import('./post/PostPage').then((m) => ({ default: m.PostPage })));
const MenuPage = lazy(() => import('./menu/MenuPage').then((m) => ({ default: m.MenuPage })));
const TopMenuPage = lazy(() => import('./topmenu/TopMenuPage').then((m) => ({ default: m.TopMenuPage })));
const TenantPage = lazy(() => import('./tenant/TenantPage').then((m) => ({ default: m.TenantPage })));
const ClientPage = lazy(() => import('./client/ClientPage').then((m) => ({ default: m.ClientPage })));
const RolePage = lazy(() => import('./role/RolePage').then((m) => ({ default: m.RolePage })));
const DataScopePage = lazy(() => import('./scope/DataScopePage').then((m) => ({ default: m.DataScopePage })));
const ApiScopePage = lazy(() => import('./scope/ApiScopePage').then((m) => ({ default: m.ApiScopePage })));
const WebhookPage = lazy(() => import('./webhook/WebhookPage').then((m) => ({ default: m.WebhookPage })));
const WeixinBindingPage = lazy(() =>
  import('./weixin-binding/WeixinBindingPage').then((m) => ({ default: m.WeixinBindingPage })),
);
const RegionPage = lazy(() => import('./region/RegionPage').then((m) => ({ default: m.RegionPage })));

/** A signed-in page of the main layout with a tab, under a menu group. */
const route = (
  path: string,
  element: RouteObject['element'],
  meta: Pick<RouteMeta, 'titleId' | 'descriptionId' | 'parents'>,
): RouteObject => ({
  path,
  element,
  handle: { meta: { isAuth: true, isTab: true, ...meta } } satisfies RouteHandle,
});

/** Identity and access screens (the menu paths the server's seed gives them), children of the main layout. */
export const systemRoutes: RouteObject[] = [
  route('/system/weixin-binding', <WeixinBindingPage />, {
    titleId: 'system.weixinBinding.title',
    descriptionId: 'system.weixinBinding.description',
    parents: ['menu.system'],
  }),
  route('/system/user', <UserPage />, {
    titleId: 'system.user.title',
    descriptionId: 'system.user.description',
    parents: ['menu.system'],
  }),
  route('/system/dept', <DeptPage />, {
    titleId: 'system.dept.title',
    descriptionId: 'system.dept.description',
    parents: ['menu.system'],
  }),
  route('/system/post', <PostPage />, {
    titleId: 'system.post.title',
    descriptionId: 'system.post.description',
    parents: ['menu.system'],
  }),
  route('/system/menu', <MenuPage />, {
    titleId: 'system.menu.title',
    descriptionId: 'system.menu.description',
    parents: ['menu.system'],
  }),
  route('/system/topmenu', <TopMenuPage />, {
    titleId: 'system.topmenu.title',
    descriptionId: 'system.topmenu.description',
    parents: ['menu.system'],
  }),
  route('/system/tenant', <TenantPage />, {
    titleId: 'system.tenant.title',
    descriptionId: 'system.tenant.description',
    parents: ['menu.system'],
  }),
  route('/system/client', <ClientPage />, {
    titleId: 'system.client.title',
    descriptionId: 'system.client.description',
    parents: ['menu.system'],
  }),
  route('/system/webhook', <WebhookPage />, {
    titleId: 'system.webhook.title',
    descriptionId: 'system.webhook.description',
    parents: ['menu.system'],
  }),
  route('/system/region', <RegionPage />, {
    titleId: 'system.region.title',
    descriptionId: 'system.region.description',
    parents: ['menu.system'],
  }),
  route('/authority/role', <RolePage />, {
    titleId: 'system.role.title',
    descriptionId: 'system.role.description',
    parents: ['menu.authority'],
  }),
  route('/authority/datascope', <DataScopePage />, {
    titleId: 'system.datascope.title',
    descriptionId: 'system.datascope.description',
    parents: ['menu.authority'],
  }),
  route('/authority/apiscope', <ApiScopePage />, {
    titleId: 'system.apiscope.title',
    descriptionId: 'system.apiscope.description',
    parents: ['menu.authority'],
  }),
];
