import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import zhCN from '../i18n/zh-CN.json';
import { OPEN_PORTAL_PAGES } from '../engine/auth/guard';
import { PLACEHOLDER_ROUTES, placeholderTitleId } from './placeholderRoutes';

const under = (prefix: string, names: string[]) => names.map((name) => `${prefix}/${name}`);

describe('routes of later releases (placeholders)', () => {
  it('derive their title key from the path, parameters left out', () => {
    expect(placeholderTitleId('/awards/expertTable/tujianshiti')).toBe('route.awards.expertTable.tujianshiti');
    expect(placeholderTitleId('/work/process/leave/detail/:processInstanceId/:businessId')).toBe(
      'route.work.process.leave.detail',
    );
    expect(placeholderTitleId('/cmsPages')).toBe('route.cmsPages');
  });

  it('each have a title in both languages and a path of their own', () => {
    const missing = PLACEHOLDER_ROUTES.map((route) => route.meta.titleId).filter((id) => !(id in zhCN) || !(id in en));
    expect(missing).toEqual([]);
    const paths = PLACEHOLDER_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('cover the route groups of SPEC section 2 with their meta', () => {
    const meta = (path: string) => PLACEHOLDER_ROUTES.find((route) => route.path === path);
    // 73 awards routes in SPEC section 2; memberManagement/member-info, join-a-society, member-info-change,
    // application-list and miRManager (modules/member), accountMGT (modules/expert), memberManagement/member-pay
    // and receiptManage (modules/dues), awardsSetting, serialNumbers, subscriptions, newApplication,
    // centuryCupApply, centuryCup (+participantsCCup), centuryCupMaterials(SH), centuryCupDownload/index,
    // qualityStructure (+participantsQSM), qualityStructureMaterials and the declared lines greenConstruction,
    // excellentManager, excellentProjectManager, AAACreditEnterprise, excellentEnterprise, excellentAward,
    // bimCompetition, AAAMechanics, ankangCup and labourServices (modules/award), quality/qualityTeam and
    // safetyStandardization (modules/award-lines), expertsAllot, centuryCupAllot (+excellentAwardAllot), expertGroup and
    // reviewTaskGrouping (modules/award-assign), scoringPage, awardReviewConfig, expertTable/*,
    // project-quality-ranking-table, expertStatistic, declareStatistic, summaryReport, project-quality-evaluation-opinion and
    // summary-of-house-verification (modules/review), conferenceRegistration (+meetApplyPersonList,
    // accommodationInfo), /meeting/checkIn, /activity-registration and /activity-wx (modules/event),
    // articleManager/readingStatistics, /articleManager/list and /articleManager/detail (modules/article) have screens.
    expect(PLACEHOLDER_ROUTES.filter((route) => route.path.startsWith('/awards/'))).toHaveLength(11);
    for (const built of [
      '/awards/memberManagement/member-info',
      '/awards/accountMGT',
      '/awards/awardsSetting',
      '/awards/newApplication',
      '/awards/centuryCup',
      '/awards/centuryCupMaterialsSH',
      '/awards/qualityStructureMaterials',
      '/awards/excellentEnterprise',
      '/awards/excellentAward',
      '/awards/bimCompetition',
      '/awards/AAAMechanics',
      '/awards/ankangCup',
      '/awards/labourServices',
      '/cmsPages',
      '/cmsPages/register',
      '/cmsPages/joinApply',
      '/cmsPages/specialistApply',
      '/cmsPages/expertSearch',
      '/awards/memberManagement/member-pay',
      '/awards/receiptManage',
      '/cmsPages/memberPay',
      '/invoice-register',
      '/invoice-register/payMsg',
      '/cmsPages/myCompany',
      '/cmsPages/memberCertificate',
      '/cmsPages/vipList',
      '/cmsPages/coursepresentation',
      '/vipCatalogue',
      '/awards/quality/qualityTeam',
      '/awards/safetyStandardization',
      '/awards/expertsAllot',
      '/awards/centuryCupAllot',
      '/awards/expertGroup',
      '/awards/reviewTaskGrouping',
      '/awards/scoringPage',
      '/awards/awardReviewConfig',
      '/awards/expertTable/tujianshiti',
      '/awards/project-quality-ranking-table',
      '/awards/expertStatistic',
      '/awards/declareStatistic',
      '/awards/summaryReport',
      '/awards/project-quality-evaluation-opinion',
      '/awards/summary-of-house-verification',
      '/awards/conferenceRegistration',
      '/awards/conferenceRegistration/meetApplyPersonList',
      '/awards/conferenceRegistration/accommodationInfo',
      '/meeting/checkIn',
      '/activity-registration',
      '/activity-wx',
      '/awards/articleManager/readingStatistics',
      '/articleManager/list',
      '/articleManager/detail',
    ])
      expect(meta(built)).toBeUndefined();
    expect(meta('/awards/greenConstructionExcel')).toMatchObject({
      layout: 'main',
      meta: { isAuth: true, isTab: true, parents: ['menu.awards'] },
    });
    for (const path of OPEN_PORTAL_PAGES.filter(
      (p) =>
        ![
          '/cmsPages/expertSearch',
          '/cmsPages/memberCertificate',
          '/cmsPages/receiptVerify',
          '/questionnaire/open',
          '/cmsPages/coursepresentation',
        ].includes(p),
    ))
      expect(meta(path)).toMatchObject({ layout: 'standalone', meta: { isAuth: false, isTab: false } });
    // The mobile pages of modules/mobile have screens.
    for (const built of under('/mobile', [
      'meeting-list',
      'meeting-detail',
      'info',
      'dues-query',
      'receipt-manage',
      'payment-situation',
      'payment-detail',
      'memeber-query',
      'licence-query',
      'statistical-query-main',
      'weixin-bind',
    ]))
      expect(meta(built)).toBeUndefined();
  });

  it('carry the exact texts the specification requires', () => {
    expect(zhCN).toMatchObject({
      'lock.passwordRequired': '锁屏密码不能为空',
      'shell.tabs.clearCacheConfirm': '是否需要清除缓存?',
      'shell.tabs.clearCache': '清除缓存',
      'shell.tabs.closeOthers': '关闭其他',
      'shell.tabs.closeAll': '关闭全部',
      'shell.logo.award': '建设工程奖项管理系统',
      'shell.logo.account': '会员服务平台',
    });
  });
});
