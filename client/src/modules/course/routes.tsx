import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { MessageId } from '../../i18n/locale';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

const CourseManagePage = lazy(() => import('./CourseManagePage').then((m) => ({ default: m.CourseManagePage })));
const TrainingHoursPage = lazy(() => import('./TrainingHoursPage').then((m) => ({ default: m.TrainingHoursPage })));
const CoursePresentationPage = lazy(() =>
  import('./CoursePresentationPage').then((m) => ({ default: m.CoursePresentationPage })),
);

const handle = (meta: RouteMeta): RouteHandle => ({ meta });
const main = (titleId: string): RouteHandle =>
  handle({ titleId: titleId as MessageId, isAuth: true, isTab: true, parents: ['menu.course'] });

/** 教育培训 (main layout): 课程管理 and 培训学时. */
export const courseRoutes: RouteObject[] = [
  { path: '/course/course-management/index', element: <CourseManagePage />, handle: main('menu.course_manage') },
  { path: '/course/training-hours/index', element: <TrainingHoursPage />, handle: main('menu.course_hours') },
];

/** The open course catalogue and course pages (no login needed; signed-in learners keep their progress). */
export const coursePublicRoutes: RouteObject[] = [
  {
    path: '/cmsPages/coursepresentation',
    element: <CoursePresentationPage />,
    handle: handle({ titleId: 'route.cmsPages.coursepresentation', isAuth: false, isTab: false }),
  },
];
