import type { FormDefinition } from '../forms/definition.js';
import { DECLARATION_MESSAGES, FILES_MAX, PARTICIPANT_GROUPS } from './declaration-rules.js';
import {
  AAA_CREDIT_DECLARATION,
  AAA_MECHANICS_DECLARATION,
  ANKANG_CUP_DECLARATION,
  LABOUR_SERVICES_DECLARATION,
  BIM_COMPETITION_DECLARATION,
  EXCELLENT_AWARD_DECLARATION,
  EXCELLENT_ENTERPRISE_DECLARATION,
  EXCELLENT_MANAGER_DECLARATION,
  GREEN_CONSTRUCTION_DECLARATION,
  LINE_MESSAGES,
} from './lines.js';

/**
 * The award types (SPEC section 1 "Awards"), each defined once: its label, the flow business type its
 * applications go through, its form variant, its material slots and its participant groups. Forms, services
 * and review screens read these definitions, so adding an award type means adding a definition here plus what
 * is special to it. Types without a `form` are listed by label only for now (their screens come later).
 */

export interface MaterialSlot {
  key: string;
  label: string;
  required: boolean;
  /** The message of an empty required slot. */
  requiredMessage?: string;
  /** The file types the slot accepts (an `accept` attribute). */
  accept: string;
  maxFiles: number;
}

export interface AwardFormDefinition {
  /**
   * The legacy declaration (SPEC section 3) of a built type: 'full' is century cup's, 'short' the quality structure
   * variant. Absent for a type that declares its own `declaration`.
   */
  basic?: 'full' | 'short';
  /**
   * The type's own declaration (issue 22): its tabs of fields with their rules and messages. A type with one needs
   * no code of its own: the application's values are the definition's (stored beside the legacy keys), and every
   * screen, the print, the export and the REST calls read it.
   */
  declaration?: FormDefinition;
  /** The field of the main company (a member unit: the arrears check, the list's company, conflicts of interest). */
  companyField: string;
  /** The field of the recommending unit (a recommend_unit key: the allocation number quota). */
  recommendField: string;
  /** The field whose value names an application in lists (the project, the person); absent: the applicant unit's name. */
  nameField?: string;
  /** Project photos: 'min' needs at least 15 (century cup), 'max' allows at most 15 (quality structure). See photosError. */
  photos?: 'min' | 'max';
  materials: MaterialSlot[];
  /** Keys of PARTICIPANT_GROUPS, in form order. */
  participantGroups: string[];
}

export interface AwardTypeDefinition {
  key: string;
  label: string;
  /** Short code in allocation numbers (e.g. SJB2026-001). */
  prefix: string;
  /** The flow business type (flow model key) of its applications. */
  businessType: string;
  /** The menu (view) code of its application list; staff hold `<menuCode>_manage`. */
  menuCode?: string;
  /** The REST prefix of its application calls (under /api; the century cup's are SPEC section 7's). */
  restPrefix?: string;
  /** The client route of its application list. */
  listPath?: string;
  /** The client route of its application form; programmes of a type without one cannot be chosen yet. */
  applyPath?: string;
  /** The client route of one application (`?id=`), which the task lists open. */
  detailPath?: string;
  form?: AwardFormDefinition;
}

const IMAGES = 'image/*';
const DOCS = '.pdf,.doc,.docx,.xls,.xlsx,image/*';

/** The company, recommender and contact fields every declared line shares (lines.ts applicantSection). */
const DECLARED_FIELDS = { companyField: 'applicantUnit', recommendField: 'recommendingUnit' } as const;

const slot = (key: string, label: string, accept: string, requiredMessage?: string): MaterialSlot => ({
  key,
  label,
  required: Boolean(requiredMessage),
  ...(requiredMessage ? { requiredMessage } : {}),
  accept,
  maxFiles: FILES_MAX,
});

export const AWARD_TYPES: readonly AwardTypeDefinition[] = [
  {
    key: 'century_cup',
    label: '世纪杯',
    prefix: 'SJB',
    businessType: 'century_cup',
    menuCode: 'awards_century',
    restPrefix: '/lnjzxh-awards-mgt/lnjzxh/award/century/cup',
    listPath: '/awards/centuryCup',
    applyPath: '/awards/centuryCupApply',
    detailPath: '/awards/centuryCupMaterialsSH',
    form: {
      basic: 'full',
      companyField: 'askForWork',
      recommendField: 'recommendWork',
      nameField: 'proName',
      photos: 'min',
      materials: [
        slot('gongchengzhaopian', '工程照片', IMAGES, DECLARATION_MESSAGES.photosRequired),
        slot('yingxiangcailiao', '影像材料', '.mp4,image/*', DECLARATION_MESSAGES.imagesRequired),
        slot('shenbaobiao', '申报表', DOCS),
        slot('wenzicailiao', '文字材料', DOCS),
      ],
      participantGroups: [
        'owner',
        'contractor',
        'generalContractorSheet',
        'jointContractors',
        'participatingUnits',
        'supervision',
        'userUnit',
      ],
    },
  },
  {
    key: 'quality_structure',
    label: '优质结构',
    prefix: 'YZJG',
    businessType: 'quality_structure',
    menuCode: 'awards_quality',
    restPrefix: '/lnjzxh-awards-mgt/lnjzxh/award/quality/structure',
    listPath: '/awards/qualityStructure',
    applyPath: '/awards/qualityStructureApply',
    detailPath: '/awards/qualityStructure/detail',
    form: {
      basic: 'short',
      companyField: 'mainApplicant',
      recommendField: 'referee',
      nameField: 'proName',
      photos: 'max',
      materials: [
        slot('shenqingbiao', '申请表', DOCS),
        slot('gongchengzhaopian', '工程照片', IMAGES, DECLARATION_MESSAGES.photosRequired),
        slot('jiegouzhengshu', '市级或省级优质结构证书', DOCS),
        slot('shigongxuke', '施工许可证', DOCS),
        slot('hetong', '合同部分', DOCS),
        slot('yanshou', '验收记录及报告', DOCS),
        slot('chuangxin', '创新方案审批页', DOCS),
        slot('jieshaotupian', '工程简介图片', IMAGES),
        slot('wenzicailiao', '文字材料', DOCS),
        slot('jianjie', '简介', DOCS),
      ],
      participantGroups: ['owner', 'contractor', 'generalContractorSheet', 'supervision'],
    },
  },
  {
    key: 'green_construction',
    label: '绿色施工',
    prefix: 'LSSG',
    businessType: 'green_construction',
    menuCode: 'awards_green',
    restPrefix: '/lnjzxh-awards-mgt/lnjzxh/award/greenConstruction',
    listPath: '/awards/greenConstruction',
    applyPath: '/awards/greenConstruction/apply',
    detailPath: '/awards/greenConstruction/detail',
    form: {
      declaration: GREEN_CONSTRUCTION_DECLARATION,
      ...DECLARED_FIELDS,
      nameField: 'greenProjectName',
      materials: [
        slot('implementationPlan', '绿色施工实施方案', DOCS, LINE_MESSAGES.slotPlan),
        slot('signedForm', '盖章申报表', DOCS, LINE_MESSAGES.slotSignedForm),
        slot('permit', '施工许可证', DOCS),
        slot('siteLayout', '施工现场平面布置图', DOCS),
        slot('orgChart', '绿色施工组织机构图', DOCS),
        slot('sitePhotos', '现场照片', IMAGES),
      ],
      participantGroups: ['owner', 'contractor', 'supervision'],
    },
  },
  {
    key: 'excellent_manager',
    label: '优秀项目经理',
    prefix: 'YXJL',
    businessType: 'excellent_manager',
    menuCode: 'awards_manager',
    restPrefix: '/lnjzxh-awards-mgt/lnjzxh/award/excellentManager',
    listPath: '/awards/excellentProjectManager',
    applyPath: '/awards/excellentProjectManager/apply',
    detailPath: '/awards/excellentProjectManager/detail',
    form: {
      declaration: EXCELLENT_MANAGER_DECLARATION,
      ...DECLARED_FIELDS,
      nameField: 'managerName',
      materials: [
        slot('recommendation', '推荐函', DOCS),
        slot('idCard', '身份证', DOCS),
        slot('constructorCertificates', '建造师注册证书及安全生产考核合格证书', DOCS, LINE_MESSAGES.slotCertificates),
        slot('awardDocuments', '工程获奖证书及文件', DOCS, LINE_MESSAGES.slotAwards),
        slot('contracts', '合同及竣工验收报告', DOCS),
        slot('portrait', '近期免冠照片', IMAGES),
      ],
      participantGroups: [],
    },
  },
  {
    key: 'excellent_enterprise',
    label: '优秀企业',
    prefix: 'YXQY',
    businessType: 'excellent_enterprise',
    menuCode: 'awards_enterprise',
    restPrefix: '/lnjzxh-awards-mgt/lnjzxh/award/excellentEnterprise',
    listPath: '/awards/excellentEnterprise',
    applyPath: '/awards/excellentEnterprise/apply',
    detailPath: '/awards/excellentEnterprise/detail',
    form: {
      declaration: EXCELLENT_ENTERPRISE_DECLARATION,
      ...DECLARED_FIELDS,
      // The slots of award-lines.md section 3: statistics forms and statements [C: Anqing], the rest [I].
      materials: [
        slot('statisticsForms', '建筑业企业生产情况表及财务状况表', DOCS, LINE_MESSAGES.slotStatistics),
        slot('auditedStatements', '近三年审计报告', DOCS, LINE_MESSAGES.slotStatements),
        slot('scoreSheet', '评优自评分表', DOCS, LINE_MESSAGES.slotScoreSheet),
        slot('signedForm', '盖章申报表', DOCS, LINE_MESSAGES.slotSignedForm),
        slot('qualificationCertificates', '资质证书及安全生产许可证', DOCS),
        slot('awardCertificates', '工程质量获奖证书', DOCS),
        slot('systemCertificates', '管理体系认证证书', DOCS),
      ],
      participantGroups: [],
    },
  },
  {
    key: 'excellent_award',
    label: '优秀奖',
    prefix: 'YXJ',
    businessType: 'excellent_award',
    menuCode: 'awards_excellent_award',
    restPrefix: '/lnjzxh-awards-mgt/lnjzxh/award/excellentAward',
    listPath: '/awards/excellentAward',
    applyPath: '/awards/excellentAward/apply',
    detailPath: '/awards/excellentAward/detail',
    form: {
      declaration: EXCELLENT_AWARD_DECLARATION,
      ...DECLARED_FIELDS,
      nameField: 'excellentName',
      // award-lines.md section 3 "excellentAward": certificates and photo [I]; the signed form as every line [C].
      materials: [
        slot('portrait', '近期免冠照片', IMAGES, LINE_MESSAGES.slotPortrait),
        slot('signedForm', '盖章申报表', DOCS, LINE_MESSAGES.slotSignedForm),
        slot('postCertificates', '岗位证书及职称证书', DOCS),
        slot('honours', '获奖及荣誉证明', DOCS),
      ],
      participantGroups: [],
    },
  },
  {
    key: 'bim_competition',
    label: 'BIM大赛',
    prefix: 'BIM',
    businessType: 'bim_competition',
    menuCode: 'awards_bim',
    restPrefix: '/lnjzxh-awards-mgt/lnjzxh/award/bimCompetition',
    listPath: '/awards/bimCompetition',
    applyPath: '/awards/bimCompetition/apply',
    detailPath: '/awards/bimCompetition/detail',
    form: {
      declaration: BIM_COMPETITION_DECLARATION,
      ...DECLARED_FIELDS,
      nameField: 'bimTitle',
      // award-lines.md section 4 "Submission" [C: Longtu cup; iBIM]: PPT, model files, video, authorisation.
      materials: [
        slot('bimPresentation', '汇报PPT', '.ppt,.pptx,.pdf', LINE_MESSAGES.slotPresentation),
        slot('bimModel', '模型文件', '.rvt,.rfa,.nwd,.nwc,.ifc,.zip', LINE_MESSAGES.slotModel),
        slot('bimVideo', '视频（宣传片、漫游、软件演示）', '.mp4', LINE_MESSAGES.slotVideo),
        slot('bimAuthorisation', '版权及授权声明', DOCS, LINE_MESSAGES.slotAuthorisation),
        slot('ownerPermission', '业主同意书', DOCS),
        slot('bimReport', '成果报告', '.pdf'),
      ],
      participantGroups: [],
    },
  },
  { key: 'safety_standardization', label: '安全标准化', prefix: 'AQBZ', businessType: 'safety_standardization' },
  {
    key: 'labour_services',
    label: '劳务服务',
    prefix: 'LWFW',
    businessType: 'labour_services',
    menuCode: 'awards_labour',
    restPrefix: '/lnjzxh-awards-mgt/lnjzxh/award/labourServices',
    listPath: '/awards/labourServices',
    applyPath: '/awards/labourServices/apply',
    detailPath: '/awards/labourServices/detail',
    form: {
      declaration: LABOUR_SERVICES_DECLARATION,
      ...DECLARED_FIELDS,
      // award-lines.md section 7 "Uploads" [I].
      materials: [
        slot('businessLicence', '营业执照', DOCS, LINE_MESSAGES.slotLicence),
        slot('workerRoster', '作业人员花名册', '.xls,.xlsx', LINE_MESSAGES.slotWorkerRoster),
        slot('wageProof', '工资支付证明', DOCS, LINE_MESSAGES.slotWageProof),
        slot('trainingCertificates', '培训证书', DOCS),
        slot('clientEvaluations', '总承包单位评价', DOCS),
        slot('signedForm', '盖章申报表', DOCS, LINE_MESSAGES.slotSignedForm),
      ],
      participantGroups: [],
    },
  },
  {
    key: 'aaa_credit',
    label: 'AAA信用企业',
    prefix: 'AAA',
    businessType: 'aaa_credit',
    menuCode: 'awards_aaa_credit',
    restPrefix: '/lnjzxh-awards-mgt/lnjzxh/award/AAACreditEnterprise',
    listPath: '/awards/AAACreditEnterprise',
    applyPath: '/awards/AAACreditEnterprise/apply',
    detailPath: '/awards/AAACreditEnterprise/detail',
    form: {
      declaration: AAA_CREDIT_DECLARATION,
      ...DECLARED_FIELDS,
      materials: [
        slot('businessLicence', '营业执照', DOCS, LINE_MESSAGES.slotLicence),
        slot('auditedStatements', '近三年审计报告', DOCS, LINE_MESSAGES.slotStatements),
        slot('qualificationCertificates', '资质证书及安全生产许可证', DOCS, LINE_MESSAGES.slotQualification),
        slot('taxCertificates', '纳税证明', DOCS),
        slot('creditReport', '企业信用报告', DOCS),
        slot('creditPledge', '信用承诺书', DOCS, LINE_MESSAGES.slotPledge),
      ],
      participantGroups: [],
    },
  },
  {
    key: 'aaa_mechanics',
    label: 'AAA机械企业',
    prefix: 'AAAJX',
    businessType: 'aaa_mechanics',
    menuCode: 'awards_aaa_mechanics',
    restPrefix: '/lnjzxh-awards-mgt/lnjzxh/award/AAAMechanics',
    listPath: '/awards/AAAMechanics',
    applyPath: '/awards/AAAMechanics/apply',
    detailPath: '/awards/AAAMechanics/detail',
    form: {
      declaration: AAA_MECHANICS_DECLARATION,
      ...DECLARED_FIELDS,
      // The credit rating's slots [C: 007swz for licence and statements] plus the equipment's [I].
      materials: [
        slot('businessLicence', '营业执照', DOCS, LINE_MESSAGES.slotLicence),
        slot('auditedStatements', '近三年审计报告', DOCS, LINE_MESSAGES.slotStatements),
        slot('qualificationCertificates', '资质证书及安全生产许可证', DOCS, LINE_MESSAGES.slotQualification),
        slot('equipmentFiling', '设备产权备案证明', DOCS, LINE_MESSAGES.slotEquipmentFiling),
        slot('operatorCertificates', '特种作业人员操作资格证书', DOCS),
        slot('taxCertificates', '纳税证明', DOCS),
        slot('creditReport', '企业信用报告', DOCS),
        slot('creditPledge', '信用承诺书', DOCS, LINE_MESSAGES.slotPledge),
      ],
      participantGroups: [],
    },
  },
  {
    key: 'ankang_cup',
    label: '安康杯',
    prefix: 'AKB',
    businessType: 'ankang_cup',
    menuCode: 'awards_ankang',
    restPrefix: '/lnjzxh-awards-mgt/lnjzxh/award/ankangCup',
    listPath: '/awards/ankangCup',
    applyPath: '/awards/ankangCup/apply',
    detailPath: '/awards/ankangCup/detail',
    form: {
      declaration: ANKANG_CUP_DECLARATION,
      ...DECLARED_FIELDS,
      // award-lines.md section 6 "Fields": score sheet, plan, photos, training records, union opinion [I]; the
      // score sheet submitted with the entry [C: Henan].
      materials: [
        slot('ankangScoreSheet', '安康杯竞赛自查评分表', DOCS, LINE_MESSAGES.slotAnkangScoreSheet),
        slot('competitionPlan', '竞赛活动方案', DOCS, LINE_MESSAGES.slotCompetitionPlan),
        slot('sitePhotos', '现场照片', IMAGES),
        slot('trainingRecords', '安全培训记录', DOCS),
        slot('unionOpinion', '工会推荐意见', DOCS),
      ],
      participantGroups: [],
    },
  },
  { key: 'quality_team', label: '质量小组', prefix: 'ZLXZ', businessType: 'quality_team' },
  { key: 'technology_results', label: '科技成果', prefix: 'KJCG', businessType: 'technology_results' },
  { key: 'preliminary_proposal', label: '国家奖项预申报', prefix: 'YSB', businessType: 'preliminary_proposal' },
];

const BY_KEY = new Map(AWARD_TYPES.map((t) => [t.key, t]));

export function awardTypeOf(key: string): AwardTypeDefinition | undefined {
  return BY_KEY.get(key);
}

export const AWARD_TYPE_KEYS = AWARD_TYPES.map((t) => t.key);

/** Every participant group named by a definition exists in the declaration rules. */
export function unknownParticipantGroups(): string[] {
  const known = new Set(PARTICIPANT_GROUPS.map((g) => g.key));
  return AWARD_TYPES.flatMap((t) => (t.form?.participantGroups ?? []).filter((g) => !known.has(g)));
}
