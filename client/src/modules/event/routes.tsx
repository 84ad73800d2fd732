import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { MessageId } from '../../i18n/locale';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

const EventListPage = lazy(() => import('./EventListPage').then((m) => ({ default: m.EventListPage })));
const ConferencePage = lazy(() => import('./ConferencePage').then((m) => ({ default: m.ConferencePage })));
const CheckInPage = lazy(() => import('./CheckInPage').then((m) => ({ default: m.CheckInPage })));
const RegistrationPage = lazy(() => import('./RegistrationPage').then((m) => ({ default: m.RegistrationPage })));

const handle = (meta: RouteMeta): RouteHandle => ({ meta });
const staff = (titleId: string): RouteHandle =>
  handle({ titleId: titleId as MessageId, isAuth: true, isTab: true, parents: ['menu.event'] });

/** 活动会议 (staff screens in the main layout). */
export const eventRoutes: RouteObject[] = [
  { path: '/event/list', element: <EventListPage />, handle: staff('menu.event_manage') },
  {
    path: '/awards/conferenceRegistration',
    element: <ConferencePage view="registrations" />,
    handle: staff('route.awards.conferenceRegistration'),
  },
  {
    path: '/awards/conferenceRegistration/meetApplyPersonList',
    element: <ConferencePage view="attendees" />,
    handle: staff('route.awards.conferenceRegistration.meetApplyPersonList'),
  },
  {
    path: '/awards/conferenceRegistration/accommodationInfo',
    element: <ConferencePage view="accommodation" />,
    handle: staff('route.awards.conferenceRegistration.accommodationInfo'),
  },
  { path: '/meeting/checkIn', element: <CheckInPage />, handle: staff('route.meeting.checkIn') },
];

/** The open registration pages (no login): desktop and the phone-width layout opened from the messaging app. */
export const eventPublicRoutes: RouteObject[] = [
  {
    path: '/activity-registration',
    element: <RegistrationPage />,
    handle: handle({ titleId: 'route.activity-registration', isAuth: false, isTab: false }),
  },
  {
    path: '/activity-wx',
    element: <RegistrationPage mobile />,
    handle: handle({ titleId: 'route.activity-wx', isAuth: false, isTab: false }),
  },
];
