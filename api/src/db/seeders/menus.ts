/**
 * The menu tree seeded into every installation: one group per route group of SPEC section 2, each menu with
 * its button codes (permission codes). `roles` is meta roles (who sees the item); empty means every role
 * granted it. Later issues add their screens' menus here.
 */
export interface MenuSeed {
  code: string;
  name: string;
  path?: string;
  source?: string;
  roles?: string[];
  isTab?: boolean;
  /** Button codes: `add`, `edit`, `delete` expand to `<code>_add` ...; other names are used as given. */
  buttons?: string[];
  children?: MenuSeed[];
}

const CRUD = ['add', 'edit', 'delete'];

const BUTTON_NAMES: Record<string, string> = {
  add: '新增',
  edit: '修改',
  delete: '删除',
  user_reset: '重置密码',
  role_grant: '权限设置',
  topmenu_setting: '菜单配置',
  registration_audit: '审核',
  code_copy: '复制',
  code_gen: '生成代码',
  oss_enable: '启用',
  sms_enable: '启用',
  sms_send: '发送测试',
  notice_publish: '发布',
  member_account_expiry: '有效期',
  oa_approve: '审批',
  member_certificate_generate: '生成',
  member_certificate_revoke: '撤销',
  member_statistics_export: '导出',
  oa_manage: '管理全部',
  user_export: '导出',
  user_import: '导入',
  post_export: '导出',
  param_export: '导出',
  region_export: '导出',
  region_import: '导入',
  member_pay_edit: '会费标准与生成',
  member_pay_confirm: '确认到账',
  member_receipt_void: '作废',
  member_invoice_issue: '开票',
  awards_setting_open: '开启/关闭',
  awards_serial_status: '状态变更',
  awards_century_manage: '申报管理',
  awards_quality_manage: '申报管理',
  awards_quality_team_enable: '启用/停用',
  awards_technology_audit: '审核',
  awards_allot_apply: '分配',
  awards_allot_group: '专家分组',
  awards_allot_task: '评审任务',
  awards_scoring_unlock: '解锁评分',
  awards_ranking_export: '导出',
  awards_declare_stat_export: '导出',
  awards_summary_report_export: '导出',
  awards_house_verification_export: '导出',
  event_manage_release: '发布',
  event_manage_cancel: '取消',
  event_manage_export: '导出',
  event_conference_edit: '住宿安排',
  event_conference_export: '导出',
  event_checkin_sign: '签到',
  event_checkin_export: '导出',
  article_publish: '发布/下架/置顶',
};

export function buttonName(code: string, button: string): string {
  return BUTTON_NAMES[button] ?? BUTTON_NAMES[code.endsWith(button) ? button : ''] ?? button;
}

export const MENU_SEED: MenuSeed[] = [
  {
    code: 'wel', name: '首页', path: '/wel', source: 'home',
    children: [
      { code: 'wel_index', name: '工作台', path: '/wel/index', source: 'home' },
      { code: 'wel_dashboard', name: '数据看板', path: '/wel/dashboard', source: 'chart' },
    ],
  },
  {
    code: 'system', name: '系统管理', path: '/system', source: 'settings',
    children: [
      { code: 'user', name: '用户管理', path: '/system/user', source: 'user', buttons: [...CRUD, 'user_reset', 'user_export', 'user_import'] },
      { code: 'dept', name: '机构管理', path: '/system/dept', source: 'tree', buttons: CRUD },
      { code: 'post', name: '岗位管理', path: '/system/post', source: 'badge', buttons: [...CRUD, 'post_export'] },
      { code: 'registration', name: '注册审核', path: '/system/registration', source: 'user-check', buttons: ['registration_audit'] },
      { code: 'menu', name: '菜单管理', path: '/system/menu', source: 'menu', buttons: CRUD },
      { code: 'topmenu', name: '顶部菜单', path: '/system/topmenu', source: 'layout', buttons: [...CRUD, 'topmenu_setting'] },
      { code: 'tenant', name: '租户管理', path: '/system/tenant', source: 'building', buttons: CRUD },
      { code: 'client', name: '应用管理', path: '/system/client', source: 'key', buttons: CRUD },
      { code: 'param', name: '参数管理', path: '/system/param', source: 'sliders', buttons: [...CRUD, 'param_export'] },
      { code: 'region', name: '行政区划', path: '/system/region', source: 'map', buttons: [...CRUD, 'region_export', 'region_import'] },
      { code: 'dict', name: '系统字典', path: '/dict-horizontal/index', source: 'book', buttons: CRUD },
      { code: 'dict_biz', name: '业务字典', path: '/dict-vertical/index', source: 'book', buttons: CRUD },
      { code: 'notice', name: '通知公告', path: '/desk/notice', source: 'clipboard', buttons: [...CRUD, 'notice_publish'] },
      { code: 'log_usual', name: '通用日志', path: '/monitor/log/usual', source: 'file-text' },
      { code: 'log_api', name: '接口日志', path: '/monitor/log/api', source: 'activity' },
      { code: 'log_error', name: '错误日志', path: '/monitor/log/error', source: 'bug' },
      { code: 'legacy_import', name: '旧系统导入', path: '/system/legacy-import', source: 'upload', roles: ['administrator'] },
    ],
  },
  {
    code: 'resource', name: '资源管理', path: '/resource', source: 'database',
    children: [
      { code: 'attach', name: '附件管理', path: '/resource/attach', source: 'clipboard', buttons: CRUD },
      { code: 'oss', name: '对象存储', path: '/resource/oss', source: 'database', buttons: [...CRUD, 'oss_enable'] },
      { code: 'sms', name: '短信配置', path: '/resource/sms', source: 'phone', buttons: [...CRUD, 'sms_enable', 'sms_send'] },
    ],
  },
  {
    code: 'authority', name: '权限管理', path: '/authority', source: 'shield',
    children: [
      { code: 'role', name: '角色管理', path: '/authority/role', source: 'users', buttons: [...CRUD, 'role_grant'] },
      { code: 'data_scope', name: '数据权限', path: '/authority/datascope', source: 'database', buttons: CRUD },
      { code: 'api_scope', name: '接口权限', path: '/authority/apiscope', source: 'plug', buttons: CRUD },
    ],
  },
  {
    code: 'awards', name: '奖项管理', path: '/awards', source: 'award',
    children: [
      { code: 'awards_setting', name: '奖项设置', path: '/awards/awardsSetting', roles: ['administrator', 'approver'], buttons: [...CRUD, 'awards_setting_open'] },
      { code: 'awards_serial', name: '分配编号', path: '/awards/serialNumbers', roles: ['administrator', 'approver'], buttons: [...CRUD, 'awards_serial_status'] },
      { code: 'awards_subscription', name: '订阅管理', path: '/awards/subscriptions', roles: ['administrator', 'approver'] },
      { code: 'awards_apply', name: '奖项申报', path: '/awards/newApplication', roles: ['administrator', 'member'] },
      { code: 'awards_quality', name: '优质结构', path: '/awards/qualityStructure', roles: ['administrator', 'approver', 'member'], buttons: ['awards_quality_manage'] },
      { code: 'awards_century', name: '世纪杯', path: '/awards/centuryCup', roles: ['administrator', 'approver', 'member'], buttons: ['awards_century_manage'] },
      { code: 'awards_green', name: '绿色施工', path: '/awards/greenConstruction' },
      { code: 'awards_manager', name: '优秀项目经理', path: '/awards/excellentManager' },
      { code: 'awards_bim', name: 'BIM大赛', path: '/awards/bimCompetition' },
      { code: 'awards_allot', name: '专家分配', path: '/awards/expertsAllot', roles: ['administrator', 'approver'], buttons: ['awards_allot_apply', 'awards_allot_group', 'awards_allot_task'] },
      { code: 'awards_scoring', name: '专家评分', path: '/awards/scoringPage', roles: ['administrator', 'expert'], buttons: ['awards_scoring_unlock'] },
      { code: 'awards_declare_stat', name: '申报统计', path: '/awards/declareStatistic', roles: ['administrator', 'approver'], buttons: ['awards_declare_stat_export'] },
      { code: 'awards_expert_stat', name: '专家统计', path: '/awards/expertStatistic', roles: ['administrator', 'approver'] },
      { code: 'awards_review_config', name: '评审配置', path: '/awards/awardReviewConfig', roles: ['administrator'] },
      { code: 'awards_expert_group', name: '评审专家组', path: '/awards/expertGroup', roles: ['administrator', 'approver'] },
      { code: 'awards_review_task', name: '评审任务分组', path: '/awards/reviewTaskGrouping', roles: ['administrator', 'approver'] },
      { code: 'awards_system_setting', name: '奖项系统设置', path: '/awards/systemSetting', roles: ['administrator', 'approver'] },
      { code: 'awards_permission_setting', name: '奖项权限设置', path: '/awards/permissionSetting', roles: ['administrator', 'approver'] },
      { code: 'awards_participants_table', name: '参建人员表', path: '/awards/participantsTable', roles: ['administrator', 'approver'] },
      { code: 'awards_ranking', name: '工程质量排名表', path: '/awards/project-quality-ranking-table', roles: ['administrator', 'approver'], buttons: ['awards_ranking_export'] },
      { code: 'awards_summary_report', name: '汇总表', path: '/awards/summaryReport', roles: ['administrator', 'approver'], buttons: ['awards_summary_report_export'] },
      { code: 'awards_evaluation_opinion', name: '评价意见', path: '/awards/project-quality-evaluation-opinion', roles: ['administrator', 'approver'] },
      { code: 'awards_house_verification', name: '房建工程核验汇总', path: '/awards/summary-of-house-verification', roles: ['administrator', 'approver'], buttons: ['awards_house_verification_export'] },
      { code: 'awards_quality_team', name: '质量小组', path: '/awards/quality/qualityTeam', roles: ['administrator', 'approver'], buttons: ['add', 'delete', 'awards_quality_team_enable'] },
      { code: 'awards_safety', name: '安全标准化', path: '/awards/safetyStandardization', roles: ['administrator', 'approver'], buttons: CRUD },
      { code: 'awards_technology', name: '科技成果', path: '/awards/technologyResults', roles: ['administrator', 'approver'], buttons: ['add', 'edit', 'awards_technology_audit'] },
    ],
  },
  {
    code: 'member', name: '会员管理', path: '/awards/memberManagement', source: 'id-card', roles: ['administrator', 'approver'],
    children: [
      { code: 'member_info', name: '会员信息', path: '/awards/memberManagement/member-info', buttons: CRUD },
      { code: 'member_change', name: '信息变更', path: '/awards/memberManagement/member-info-change' },
      { code: 'member_pay', name: '会费缴纳', path: '/awards/memberManagement/member-pay', buttons: ['member_pay_edit', 'member_pay_confirm'] },
      { code: 'member_join', name: '入会申请', path: '/awards/memberManagement/join-a-society' },
      { code: 'member_application', name: '申请列表', path: '/awards/memberManagement/application-list' },
      { code: 'member_records', name: '会员档案', path: '/awards/memberManagement/miRManager' },
      { code: 'member_feedback', name: '意见反馈管理', path: '/awards/memberManagement/feedback' },
      { code: 'member_receipt', name: '收据管理', path: '/awards/receiptManage', buttons: ['member_receipt_void'] },
      { code: 'member_invoice', name: '开票对账', path: '/awards/memberManagement/invoice-reconciliation', buttons: ['member_invoice_issue'] },
      { code: 'member_account', name: '账号管理', path: '/awards/accountMGT', buttons: [...CRUD, 'member_account_expiry'] },
      { code: 'member_certificate_model', name: '证书模板', path: '/awards/memberManagement/certificate-model', buttons: CRUD },
      { code: 'member_certificate', name: '会员证书', path: '/awards/memberManagement/certificate', buttons: ['member_certificate_generate', 'member_certificate_revoke'] },
      { code: 'member_statistics', name: '会员统计', path: '/awards/memberManagement/member-statistics', buttons: ['member_statistics_export'] },
    ],
  },
  {
    code: 'event', name: '活动会议', path: '/event', source: 'calendar', roles: ['administrator', 'approver'],
    children: [
      { code: 'event_manage', name: '活动管理', path: '/event/list', buttons: [...CRUD, 'event_manage_release', 'event_manage_cancel', 'event_manage_export'] },
      { code: 'event_conference', name: '会议报名', path: '/awards/conferenceRegistration', buttons: ['event_conference_edit', 'event_conference_export'] },
      { code: 'event_checkin', name: '会议签到', path: '/meeting/checkIn', buttons: ['event_checkin_sign', 'event_checkin_export'] },
      { code: 'article_stat', name: '阅读统计', path: '/awards/articleManager/readingStatistics' },
      { code: 'article_manage', name: '文章管理', path: '/articleManager/manage', buttons: [...CRUD, 'article_publish'] },
    ],
  },
  {
    code: 'questionnaire', name: '问卷调查', path: '/questionnaire', source: 'clipboard',
    children: [
      { code: 'questionnaire_manage', name: '问卷管理', path: '/questionnaire/questionnaire-management/index', roles: ['administrator', 'approver'] },
      { code: 'questionnaire_stat', name: '问卷统计', path: '/questionnaire/statistics/questionnaire-statistics', roles: ['administrator', 'approver'] },
      { code: 'questionnaire_mine', name: '我的问卷', path: '/questionnaire/my-questionnaire/index' },
    ],
  },
  {
    code: 'work', name: '流程办公', path: '/work', source: 'workflow', roles: ['administrator', 'approver'],
    children: [
      { code: 'work_leave', name: '请假流程', path: '/work/process/leave/form/leave' },
      { code: 'oa_application', name: '办公审批', path: '/work/oa', source: 'file-text', buttons: [...CRUD, 'oa_approve', 'oa_manage'] },
      { code: 'work_todo', name: '待办事务', path: '/work/tasks/todo' },
      { code: 'work_claim', name: '待签事务', path: '/work/tasks/claim' },
      { code: 'work_send', name: '已发事务', path: '/work/tasks/send' },
      { code: 'work_done', name: '办结事务', path: '/work/tasks/done' },
    ],
  },
  {
    code: 'flow_admin', name: '流程管理', path: '/flow', source: 'git-branch', roles: ['administrator'],
    children: [
      { code: 'flow_model', name: '模型管理', path: '/flow/model' },
      { code: 'flow_process', name: '流程管理', path: '/flow/manager' },
      { code: 'flow_follow', name: '流程跟踪', path: '/flow/follow' },
    ],
  },
  {
    code: 'cms', name: '会员中心', path: '/cmsPages', source: 'building', roles: ['member'],
    children: [
      { code: 'cms_home', name: '会员首页', path: '/cmsPages' },
      { code: 'cms_company', name: '我的单位', path: '/cmsPages/myCompany' },
      { code: 'cms_company_detail', name: '单位详情', path: '/cmsPages/myCompanyDetail' },
      { code: 'cms_join', name: '入会申请', path: '/cmsPages/joinApply' },
      { code: 'cms_pay', name: '会费缴纳', path: '/cmsPages/memberPay' },
      { code: 'cms_contacts', name: '联系人变更', path: '/cmsPages/changeContacts' },
      { code: 'cms_qualifications', name: '资质变更', path: '/cmsPages/changeQualifications' },
      { code: 'cms_posts', name: '职务变更', path: '/cmsPages/changePosts' },
      { code: 'cms_specialist', name: '专家申请', path: '/cmsPages/specialistApply' },
      { code: 'cms_feedback', name: '意见反馈', path: '/cmsPages/feedback' },
      { code: 'cms_vip', name: '会员名录', path: '/cmsPages/vipList' },
      { code: 'cms_certificate', name: '我的证书', path: '/cmsPages/myCertificate' },
    ],
  },
  {
    code: 'mobile', name: '移动端', path: '/mobile', source: 'phone', roles: ['administrator'], isTab: false,
    children: [
      { code: 'mobile_stat', name: '统计查询', path: '/mobile/statistical-query-main', isTab: false },
      { code: 'mobile_meeting', name: '会议列表', path: '/mobile/meeting-list', isTab: false },
    ],
  },
  // Developer tools (administrators only) and reports.
  {
    code: 'tool', name: '开发工具', path: '/tool', source: 'sliders', roles: ['administrator'],
    children: [{ code: 'code', name: '代码生成', path: '/tool/code', source: 'layout', buttons: [...CRUD, 'code_copy', 'code_gen'] }],
  },
  {
    code: 'report_center', name: '报表中心', path: '/report', source: 'chart', roles: ['administrator', 'approver'],
    children: [{ code: 'report', name: '报表管理', path: '/report/reportlist', source: 'chart', buttons: CRUD }],
  },
];

/** Menu codes each standard role is granted (administrators hold everything). */
export const ROLE_GRANTS: Record<string, string[]> = {
  approver: [
    'wel', 'wel_index', 'wel_dashboard',
    'awards', 'awards_setting', 'awards_setting_add', 'awards_setting_edit', 'awards_setting_open', 'awards_serial', 'awards_serial_add', 'awards_serial_edit', 'awards_serial_status', 'awards_subscription', 'awards_quality', 'awards_quality_manage', 'awards_century', 'awards_century_manage', 'awards_green', 'awards_manager', 'awards_bim', 'awards_allot', 'awards_allot_apply', 'awards_allot_group', 'awards_allot_task', 'awards_declare_stat', 'awards_declare_stat_export', 'awards_expert_stat', 'awards_ranking', 'awards_ranking_export', 'awards_expert_group', 'awards_review_task', 'awards_system_setting', 'awards_permission_setting', 'awards_participants_table',
    'awards_summary_report', 'awards_summary_report_export', 'awards_evaluation_opinion', 'awards_house_verification', 'awards_house_verification_export',
    'awards_quality_team', 'awards_quality_team_add', 'awards_quality_team_enable', 'awards_safety', 'awards_safety_add', 'awards_safety_edit', 'awards_technology', 'awards_technology_add', 'awards_technology_edit', 'awards_technology_audit',
    'member', 'member_info', 'member_info_add', 'member_info_edit', 'member_change', 'member_pay', 'member_pay_edit', 'member_pay_confirm', 'member_join', 'member_application', 'member_records', 'member_feedback', 'member_receipt', 'member_receipt_void', 'member_invoice', 'member_invoice_issue', 'member_account', 'member_account_add', 'member_account_edit', 'member_account_delete', 'member_account_expiry',
    'member_certificate_model', 'member_certificate', 'member_certificate_generate', 'member_certificate_revoke', 'member_statistics', 'member_statistics_export',
    'event', 'event_manage', 'event_manage_add', 'event_manage_edit', 'event_manage_delete', 'event_manage_release', 'event_manage_cancel', 'event_manage_export',
    'event_conference', 'event_conference_edit', 'event_conference_export', 'event_checkin', 'event_checkin_sign', 'event_checkin_export', 'article_stat',
    'article_manage', 'article_manage_add', 'article_manage_edit', 'article_manage_delete', 'article_publish',
    'questionnaire', 'questionnaire_manage', 'questionnaire_stat', 'work', 'work_leave', 'oa_application', 'oa_application_add', 'oa_application_edit', 'oa_application_delete', 'oa_approve', 'work_todo', 'work_claim', 'work_send', 'work_done',
    'report_center', 'report',
    'resource', 'attach', 'attach_add',
    'system', 'notice', 'notice_add', 'notice_edit', 'notice_publish',
  ],
  member: [
    'wel', 'wel_index', 'awards', 'awards_apply', 'awards_century', 'awards_quality', 'questionnaire', 'questionnaire_mine',
    'cms', 'cms_home', 'cms_company', 'cms_company_detail', 'cms_join', 'cms_pay', 'cms_contacts', 'cms_qualifications', 'cms_posts', 'cms_specialist', 'cms_feedback', 'cms_vip', 'cms_certificate',
  ],
  expert: ['wel', 'wel_index', 'awards', 'awards_scoring'],
  guest: ['wel', 'wel_index'],
};
