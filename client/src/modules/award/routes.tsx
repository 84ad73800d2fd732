import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle, RouteMeta } from '../../shell/meta';

const AwardsSettingPage = lazy(() => import('./AwardsSettingPage').then((m) => ({ default: m.AwardsSettingPage })));
const FormDesignerPage = lazy(() =>
  import('./designer/FormDesignerPage').then((m) => ({ default: m.FormDesignerPage })),
);
const SerialNumbersPage = lazy(() => import('./SerialNumbersPage').then((m) => ({ default: m.SerialNumbersPage })));
const SubscriptionsPage = lazy(() => import('./SubscriptionsPage').then((m) => ({ default: m.SubscriptionsPage })));
const NewApplicationPage = lazy(() => import('./NewApplicationPage').then((m) => ({ default: m.NewApplicationPage })));
const SystemSettingPage = lazy(() => import('./SystemSettingPage').then((m) => ({ default: m.SystemSettingPage })));
const PermissionSettingPage = lazy(() =>
  import('./PermissionSettingPage').then((m) => ({ default: m.PermissionSettingPage })),
);
const ParticipantsTablePage = lazy(() =>
  import('./ParticipantsTablePage').then((m) => ({ default: m.ParticipantsTablePage })),
);
const ApplicationListPage = lazy(() =>
  import('./application/ApplicationListPage').then((m) => ({ default: m.ApplicationListPage })),
);
const ApplicationFormPage = lazy(() =>
  import('./application/ApplicationFormPage').then((m) => ({ default: m.ApplicationFormPage })),
);
const ApplicationDetailPage = lazy(() =>
  import('./application/ApplicationDetailPage').then((m) => ({ default: m.ApplicationDetailPage })),
);

const handle = (meta: RouteMeta): RouteHandle => ({ meta });
const awards = (titleId: string): RouteHandle =>
  handle({ titleId: titleId as RouteMeta['titleId'], isAuth: true, isTab: true, parents: ['menu.awards'] });

/** Awards I: programmes, allocation numbers, subscriptions, the application layer and where choosing leads. */
export const awardRoutes: RouteObject[] = [
  { path: '/awards/awardsSetting', element: <AwardsSettingPage />, handle: awards('route.awards.awardsSetting') },
  {
    path: '/awards/awardsSetting/form',
    element: <FormDesignerPage />,
    handle: awards('route.awards.formDesigner'),
  },
  { path: '/awards/serialNumbers', element: <SerialNumbersPage />, handle: awards('route.awards.serialNumbers') },
  { path: '/awards/subscriptions', element: <SubscriptionsPage />, handle: awards('route.awards.subscriptions') },
  { path: '/awards/newApplication', element: <NewApplicationPage />, handle: awards('route.awards.newApplication') },
  { path: '/awards/systemSetting', element: <SystemSettingPage />, handle: awards('route.awards.systemSetting') },
  {
    path: '/awards/permissionSetting',
    element: <PermissionSettingPage />,
    handle: awards('route.awards.permissionSetting'),
  },
  {
    path: '/awards/participantsTable',
    element: <ParticipantsTablePage />,
    handle: awards('route.awards.participantsTable'),
  },
  // 世纪杯: list, form (and its participants / materials tabs), detail with the flow (审核), materials download.
  {
    path: '/awards/centuryCup',
    element: <ApplicationListPage awardType="century_cup" />,
    handle: awards('route.awards.centuryCup'),
  },
  {
    path: '/awards/centuryCupApply',
    element: <ApplicationFormPage awardType="century_cup" />,
    handle: awards('route.awards.centuryCupApply'),
  },
  {
    path: '/awards/centuryCup/participantsCCup',
    element: <ApplicationFormPage awardType="century_cup" tab="participants" />,
    handle: awards('route.awards.centuryCup.participantsCCup'),
  },
  {
    path: '/awards/centuryCupMaterials',
    element: <ApplicationFormPage awardType="century_cup" tab="materials" />,
    handle: awards('route.awards.centuryCupMaterials'),
  },
  {
    path: '/awards/centuryCupMaterialsSH',
    element: <ApplicationDetailPage awardType="century_cup" />,
    handle: awards('route.awards.centuryCupMaterialsSH'),
  },
  {
    path: '/awards/centuryCupDownload/index',
    element: <ApplicationListPage awardType="century_cup" download />,
    handle: awards('route.awards.centuryCupDownload.index'),
  },
  // 优质结构: the same screens for the short variant.
  {
    path: '/awards/qualityStructure',
    element: <ApplicationListPage awardType="quality_structure" />,
    handle: awards('route.awards.qualityStructure'),
  },
  {
    path: '/awards/qualityStructureApply',
    element: <ApplicationFormPage awardType="quality_structure" />,
    handle: awards('award.applyForm.qualityStructureTitle'),
  },
  {
    path: '/awards/qualityStructure/participantsQSM',
    element: <ApplicationFormPage awardType="quality_structure" tab="participants" />,
    handle: awards('route.awards.qualityStructure.participantsQSM'),
  },
  {
    path: '/awards/qualityStructureMaterials',
    element: <ApplicationFormPage awardType="quality_structure" tab="materials" />,
    handle: awards('route.awards.qualityStructureMaterials'),
  },
  {
    path: '/awards/qualityStructure/detail',
    element: <ApplicationDetailPage awardType="quality_structure" />,
    handle: awards('route.awards.qualityStructure.detail'),
  },
  // The lines that declare their form (绿色施工, 优秀项目经理, AAA信用企业, 优秀企业, 优秀奖, BIM大赛,
  // AAA机械, 安康杯, 劳务): the same screens, drawn from the declaration.
  ...declaredRoutes('green_construction', 'greenConstruction'),
  ...declaredRoutes('excellent_manager', 'excellentProjectManager'),
  // The SPEC names both routes of the person award: excellentManager shows the same list.
  {
    path: '/awards/excellentManager',
    element: <ApplicationListPage awardType="excellent_manager" />,
    handle: awards('route.awards.excellentManager'),
  },
  ...declaredRoutes('aaa_credit', 'AAACreditEnterprise'),
  ...declaredRoutes('excellent_enterprise', 'excellentEnterprise'),
  ...declaredRoutes('excellent_award', 'excellentAward'),
  ...declaredRoutes('bim_competition', 'bimCompetition'),
  ...declaredRoutes('aaa_mechanics', 'AAAMechanics'),
  ...declaredRoutes('ankang_cup', 'ankangCup'),
  ...declaredRoutes('labour_services', 'labourServices'),
];

/** The list, apply and detail routes of a type that declares its form (`/awards/<name>`, `/apply`, `/detail`). */
function declaredRoutes(awardType: string, name: string): RouteObject[] {
  return [
    {
      path: `/awards/${name}`,
      element: <ApplicationListPage awardType={awardType} />,
      handle: awards(`route.awards.${name}`),
    },
    {
      path: `/awards/${name}/apply`,
      element: <ApplicationFormPage awardType={awardType} />,
      handle: awards(`route.awards.${name}.apply`),
    },
    {
      path: `/awards/${name}/detail`,
      element: <ApplicationDetailPage awardType={awardType} />,
      handle: awards(`route.awards.${name}.detail`),
    },
  ];
}
