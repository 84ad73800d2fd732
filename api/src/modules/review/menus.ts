import type { MenuDeclaration } from '../../engine/module.js';

/** Menus of the review module (the groups it owns and its items in any group); buttons are its permission codes. */
export const menus: MenuDeclaration[] = [
  {
    parent: 'awards',
    sort: 11,
    code: 'awards_scoring',
    name: '专家评分',
    path: '/awards/scoringPage',
    roles: ['administrator', 'expert'],
    buttons: [{ code: 'awards_scoring_unlock', name: '解锁评分' }],
  },
  {
    parent: 'awards',
    sort: 12,
    code: 'awards_declare_stat',
    name: '申报统计',
    path: '/awards/declareStatistic',
    roles: ['administrator', 'approver'],
    buttons: [{ code: 'awards_declare_stat_export', name: '导出' }],
  },
  {
    parent: 'awards',
    sort: 13,
    code: 'awards_expert_stat',
    name: '专家统计',
    path: '/awards/expertStatistic',
    roles: ['administrator', 'approver'],
  },
  {
    parent: 'awards',
    sort: 14,
    code: 'awards_review_config',
    name: '评审配置',
    path: '/awards/awardReviewConfig',
    roles: ['administrator'],
  },
  {
    parent: 'awards',
    sort: 20,
    code: 'awards_ranking',
    name: '工程质量排名表',
    path: '/awards/project-quality-ranking-table',
    roles: ['administrator', 'approver'],
    buttons: [{ code: 'awards_ranking_export', name: '导出' }],
  },
  {
    parent: 'awards',
    sort: 21,
    code: 'awards_summary_report',
    name: '汇总表',
    path: '/awards/summaryReport',
    roles: ['administrator', 'approver'],
    buttons: [{ code: 'awards_summary_report_export', name: '导出' }],
  },
  {
    parent: 'awards',
    sort: 22,
    code: 'awards_evaluation_opinion',
    name: '评价意见',
    path: '/awards/project-quality-evaluation-opinion',
    roles: ['administrator', 'approver'],
  },
  {
    parent: 'awards',
    sort: 23,
    code: 'awards_house_verification',
    name: '房建工程核验汇总',
    path: '/awards/summary-of-house-verification',
    roles: ['administrator', 'approver'],
    buttons: [{ code: 'awards_house_verification_export', name: '导出' }],
  },
];

/** The codes of these menus each standard role is granted (administrators hold every code). */
export const grants: Record<string, string[]> = {
  approver: [
    'awards_declare_stat',
    'awards_declare_stat_export',
    'awards_expert_stat',
    'awards_ranking',
    'awards_ranking_export',
    'awards_summary_report',
    'awards_summary_report_export',
    'awards_evaluation_opinion',
    'awards_house_verification',
    'awards_house_verification_export',
  ],
  expert: ['awards_scoring'],
};
