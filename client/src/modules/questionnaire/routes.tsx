import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { MessageId } from '../../i18n/locale';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

const QuestionnaireListPage = lazy(() =>
  import('./QuestionnaireListPage').then((m) => ({ default: m.QuestionnaireListPage })),
);
const QuestionnaireEditorPage = lazy(() =>
  import('./QuestionnaireEditorPage').then((m) => ({ default: m.QuestionnaireEditorPage })),
);
const QuestionnaireStatisticsPage = lazy(() =>
  import('./QuestionnaireStatisticsPage').then((m) => ({ default: m.QuestionnaireStatisticsPage })),
);
const MyQuestionnairePage = lazy(() =>
  import('./MyQuestionnairePage').then((m) => ({ default: m.MyQuestionnairePage })),
);
const OpenQuestionnairePage = lazy(() =>
  import('./OpenQuestionnairePage').then((m) => ({ default: m.OpenQuestionnairePage })),
);
const QuestionnairePreviewPage = lazy(() =>
  import('./QuestionnairePreviewPage').then((m) => ({ default: m.QuestionnairePreviewPage })),
);

const handle = (meta: RouteMeta): RouteHandle => ({ meta });
const main = (titleId: string): RouteHandle =>
  handle({ titleId: titleId as MessageId, isAuth: true, isTab: true, parents: ['menu.questionnaire'] });

/** 问卷调查 (main layout). */
export const questionnaireRoutes: RouteObject[] = [
  {
    path: '/questionnaire/questionnaire-management/index',
    element: <QuestionnaireListPage />,
    handle: main('route.questionnaire.questionnaire-management.index'),
  },
  {
    path: '/questionnaire/questionnaire-editor',
    element: <QuestionnaireEditorPage />,
    handle: main('route.questionnaire.questionnaire-editor'),
  },
  {
    path: '/questionnaire/statistics/questionnaire-statistics',
    element: <QuestionnaireStatisticsPage />,
    handle: main('route.questionnaire.statistics.questionnaire-statistics'),
  },
  {
    path: '/questionnaire/my-questionnaire/index',
    element: <MyQuestionnairePage />,
    handle: main('route.questionnaire.my-questionnaire.index'),
  },
];

/** 问卷预览: on its own, without the main layout. */
export const questionnaireStandaloneRoutes: RouteObject[] = [
  {
    path: '/questionnaire/questionnaire-preview',
    element: <QuestionnairePreviewPage />,
    handle: handle({ titleId: 'route.questionnaire.questionnaire-preview', isAuth: true, isTab: false }),
  },
  {
    // The open link: answered without sign-in (see OPEN_PORTAL_PAGES of the guard).
    path: '/questionnaire/open',
    element: <OpenQuestionnairePage />,
    handle: handle({ titleId: 'route.questionnaire.open', isAuth: false, isTab: false }),
  },
];
