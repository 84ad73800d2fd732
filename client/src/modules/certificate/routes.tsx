import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { MessageId } from '../../i18n/locale';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

const CertificateModelsPage = lazy(() =>
  import('./CertificateModelsPage').then((m) => ({ default: m.CertificateModelsPage })),
);
const CertificatesPage = lazy(() => import('./CertificatesPage').then((m) => ({ default: m.CertificatesPage })));
const MemberStatisticsPage = lazy(() =>
  import('./MemberStatisticsPage').then((m) => ({ default: m.MemberStatisticsPage })),
);
const MyCertificatesPage = lazy(() => import('./MyCertificatesPage').then((m) => ({ default: m.MyCertificatesPage })));
const VipListPage = lazy(() => import('./DirectoryPages').then((m) => ({ default: m.VipListPage })));
const VipCataloguePage = lazy(() => import('./DirectoryPages').then((m) => ({ default: m.VipCataloguePage })));
const CertificateVerifyPage = lazy(() =>
  import('./CertificateVerifyPage').then((m) => ({ default: m.CertificateVerifyPage })),
);
const CertificatePrintPage = lazy(() =>
  import('./CertificatePrintPage').then((m) => ({ default: m.CertificatePrintPage })),
);

const handle = (meta: RouteMeta): RouteHandle => ({ meta });
const route = (
  path: string,
  element: RouteObject['element'],
  meta: Pick<RouteMeta, 'titleId' | 'descriptionId'>,
  parents: MessageId[],
): RouteObject => ({
  path,
  element,
  handle: handle({ isAuth: true, isTab: true, parents, ...meta }),
});

/** Certificates, directory and statistics inside the main layout (staff screens and the member portal). */
export const certificateRoutes: RouteObject[] = [
  route(
    '/awards/memberManagement/certificate-model',
    <CertificateModelsPage />,
    { titleId: 'menu.member_certificate_model', descriptionId: 'certificate.model.description' },
    ['menu.member'],
  ),
  route(
    '/awards/memberManagement/certificate',
    <CertificatesPage />,
    { titleId: 'menu.member_certificate', descriptionId: 'certificate.list.description' },
    ['menu.member'],
  ),
  route(
    '/awards/memberManagement/member-statistics',
    <MemberStatisticsPage />,
    { titleId: 'menu.member_statistics', descriptionId: 'statistics.description' },
    ['menu.member'],
  ),
  route(
    '/cmsPages/myCertificate',
    <MyCertificatesPage />,
    { titleId: 'menu.cms_certificate', descriptionId: 'certificate.mine.description' },
    ['menu.cms'],
  ),
  route(
    '/cmsPages/vipList',
    <VipListPage />,
    { titleId: 'route.cmsPages.vipList', descriptionId: 'directory.portalDescription' },
    ['menu.cms'],
  ),
];

/**
 * Pages of their own: the open verification page (SPEC: /cmsPages/memberCertificate is open and remembers its
 * path; the route guard does both), the public directory /vipCatalogue, and the print view (signed in, no tab).
 */
export const certificateStandaloneRoutes: RouteObject[] = [
  {
    path: '/cmsPages/memberCertificate',
    element: <CertificateVerifyPage />,
    handle: handle({ titleId: 'route.cmsPages.memberCertificate', isAuth: false, isTab: false }),
  },
  {
    path: '/vipCatalogue',
    element: <VipCataloguePage />,
    handle: handle({ titleId: 'route.vipCatalogue', isAuth: false, isTab: false }),
  },
  {
    path: '/certificate/print/:id',
    element: <CertificatePrintPage />,
    handle: handle({ titleId: 'certificate.print.title', isAuth: true, isTab: false }),
  },
];
