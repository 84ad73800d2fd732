import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { MessageId } from '../../i18n/locale';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

const MemberPayPage = lazy(() => import('./MemberPayPage').then((m) => ({ default: m.MemberPayPage })));
const ReceiptManagePage = lazy(() => import('./ReceiptManagePage').then((m) => ({ default: m.ReceiptManagePage })));
const InvoiceReconciliationPage = lazy(() =>
  import('./InvoiceReconciliationPage').then((m) => ({ default: m.InvoiceReconciliationPage })),
);
const PortalPayPage = lazy(() => import('./PortalPayPage').then((m) => ({ default: m.PortalPayPage })));
const ReceiptVerifyPage = lazy(() => import('./ReceiptVerifyPage').then((m) => ({ default: m.ReceiptVerifyPage })));
const InvoicePage = lazy(() => import('./InvoicePages').then((m) => ({ default: m.InvoicePage })));

const route = (
  path: string,
  element: RouteObject['element'],
  meta: Pick<RouteMeta, 'titleId' | 'descriptionId'>,
  parents: MessageId[],
): RouteObject => ({
  path,
  element,
  handle: { meta: { isAuth: true, isTab: true, parents, ...meta } } satisfies RouteHandle,
});

/** Dues screens: staff (会费缴纳, 收据管理, 开票对账) and the portal's 会费缴纳. */
export const duesRoutes: RouteObject[] = [
  route(
    '/awards/memberManagement/member-pay',
    <MemberPayPage />,
    { titleId: 'route.awards.memberManagement.member-pay', descriptionId: 'dues.pay.description' },
    ['menu.awards'],
  ),
  route(
    '/awards/receiptManage',
    <ReceiptManagePage />,
    { titleId: 'route.awards.receiptManage', descriptionId: 'dues.receipt.description' },
    ['menu.awards'],
  ),
  route(
    '/awards/memberManagement/invoice-reconciliation',
    <InvoiceReconciliationPage />,
    { titleId: 'menu.member_invoice', descriptionId: 'dues.invoice.reconcileDescription' },
    ['menu.awards'],
  ),
  route(
    '/cmsPages/memberPay',
    <PortalPayPage />,
    { titleId: 'route.cmsPages.memberPay', descriptionId: 'dues.portal.description' },
    ['menu.cms'],
  ),
];

const open = (titleId: MessageId): RouteHandle => ({ meta: { titleId, isAuth: false, isTab: false } });

/** The open invoice pages of SPEC section 2 and the open receipt verification page (the receipts' QR code). */
export const duesPublicRoutes: RouteObject[] = [
  { path: '/cmsPages/receiptVerify', element: <ReceiptVerifyPage />, handle: open('route.cmsPages.receiptVerify') },
  {
    path: '/invoice-register',
    element: <InvoicePage key="register" view="register" />,
    handle: open('route.invoice-register'),
  },
  {
    path: '/invoice-register/invoiceList',
    element: <InvoicePage key="invoiceList" view="invoiceList" />,
    handle: open('route.invoice-register.invoiceList'),
  },
  {
    path: '/invoice-register/invoice',
    element: <InvoicePage key="invoice" view="invoice" />,
    handle: open('route.invoice-register.invoice'),
  },
  {
    path: '/invoice-register/invoiceMsg',
    element: <InvoicePage key="invoiceMsg" view="invoiceMsg" />,
    handle: open('route.invoice-register.invoiceMsg'),
  },
  {
    path: '/invoice-register/payMsg',
    element: <InvoicePage key="payMsg" view="payMsg" />,
    handle: open('route.invoice-register.payMsg'),
  },
];
