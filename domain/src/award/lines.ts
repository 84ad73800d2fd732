import type { FormDefinition, FormField, FormSection } from '../forms/definition.js';
import { MOBILE_MESSAGES } from '../rules/mobile.js';

/**
 * The declarations of the award lines that are nothing but data (issue 22): each line's application form as a form
 * definition of the form engine, with its rules and their exact Chinese messages. The award type (award-types.ts)
 * names its declaration, its company, recommender and name fields, its material slots and participant groups; list,
 * form, detail, print, export, materials zip, flow and REST then work from the definition with no code of the line.
 *
 * Field lists: /work/shared/domain/award-lines.md (sections 1, 2 and 5). There [C] marks a field confirmed by a
 * public source (national rules, another province's notice), [I] an inference to check with association staff;
 * the same marks are kept in the comments of each definition below. No key here is a legacy declaration key
 * (DECLARATION_FIELDS): a line's values are stored beside them (lines.test.ts proves it).
 */

/** The rule messages of the lines (one place; the server and the form show these). */
export const LINE_MESSAGES = {
  applicant: '请选择申报单位',
  recommending: '请选择推荐单位',
  contactName: '请填写联系人',
  // 绿色施工
  greenProjectName: '请填写工程名称',
  greenLocation: '请选择工程地点',
  greenCategory: '请选择工程类别',
  greenArea: '请填写建筑面积',
  greenAreaMin: '建筑面积应大于0',
  greenValue: '请填写工程造价',
  greenStart: '请选择开工日期',
  greenPlannedEnd: '请选择计划竣工日期',
  greenPlannedEndOrder: '计划竣工日期不能早于开工日期',
  greenProgress: '请填写形象进度',
  greenManager: '请填写项目经理',
  greenLead: '请填写绿色施工负责人',
  greenMeasures: '请填写绿色施工主要措施',
  greenRecycling: '建筑垃圾回收利用率应在0到100之间',
  // 优秀项目经理
  managerName: '请填写项目经理姓名',
  managerGender: '请选择性别',
  managerBirth: '请选择出生日期',
  managerIdCard: '请填写身份证号码',
  managerIdCardFormat: '身份证号码格式不正确',
  managerClass: '请选择建造师等级',
  managerRegNo: '请填写注册证书编号',
  managerRegValid: '请选择注册证书有效期',
  managerSafetyB: '请填写安全生产考核合格证书（B证）编号',
  managerYears: '请填写担任项目经理年限',
  managerYearsMin: '担任项目经理须满3年',
  managerProjects: '请填写主持的工程项目',
  managerProjectsMax: '主持的工程项目最多填写10项',
  managerProjectName: '请填写工程名称',
  managerProjectAward: '请填写获奖情况',
  managerDeeds: '请填写主要事迹',
  managerDeedsMax: '主要事迹不能超过2000个字符',
  // AAA信用企业
  creditFounded: '请选择成立日期',
  creditCapital: '请填写注册资本',
  creditQualification: '请填写资质等级',
  creditSafetyLicence: '请填写安全生产许可证编号',
  creditStaff: '请填写职工人数',
  creditFinance: '请填写近三年财务数据',
  creditFinanceRows: '近三年财务数据须填写3个年度',
  creditYear: '请填写年度',
  creditYearFormat: '年度应为四位数字',
  creditAssets: '请填写资产总额',
  creditLiabilities: '请填写负债总额',
  creditRevenue: '请填写营业收入',
  creditProfit: '请填写净利润',
  creditIndicators: '请填写指标自评分',
  creditIndicatorMax: '指标自评分不能超过该项满分',
  creditRecords: '请填写不良记录情况（无则填“无”）',
  creditGrade: '请选择申报等级',
  // 优秀企业
  enterpriseCreditCode: '请填写统一社会信用代码',
  enterpriseLegalRep: '请填写法定代表人',
  enterpriseQualification: '请填写资质类别及等级',
  enterpriseStaff: '请填写职工人数',
  enterpriseOutput: '请填写近三年经营数据',
  enterpriseOutputRows: '近三年经营数据须填写3个年度',
  enterpriseGrossOutput: '请填写建筑业总产值',
  enterpriseRevenue: '请填写营业收入',
  enterpriseProfit: '请填写利润总额',
  enterpriseTax: '请填写上缴税金',
  enterpriseAwardProject: '请填写获奖工程名称',
  enterpriseAwardName: '请填写奖项名称',
  enterpriseAwardsMax: '获奖工程最多填写20项',
  enterpriseAccidents: '请填写质量安全事故情况（无则填“无”）',
  enterpriseSelfScore: '请填写自评总分',
  enterpriseSelfScoreRange: '自评总分应在0到100之间',
  enterpriseSummary: '请填写企业管理经验及主要业绩',
  enterpriseSummaryMax: '企业管理经验及主要业绩不能超过2000个字符',
  // 优秀奖
  excellentCategory: '请选择奖项类别',
  excellentName: '请填写姓名',
  excellentGender: '请选择性别',
  excellentBirth: '请选择出生日期',
  excellentPost: '请填写岗位或职务',
  excellentYears: '请填写从事本岗位年限',
  excellentCertificate: '请填写质量检查员岗位证书编号',
  excellentDeeds: '请填写主要事迹',
  excellentDeedsMax: '主要事迹不能超过2000个字符',
  // BIM大赛
  bimTitle: '请填写成果名称',
  bimCup: '请选择参赛赛事',
  bimGroup: '请选择参赛组别',
  bimClass: '请选择参赛类别',
  bimProjectName: '请填写项目名称',
  bimStage: '请选择项目阶段',
  bimLocation: '请选择项目地点',
  bimCompletion: '请选择竣工日期',
  bimSoftware: '请填写使用的软件',
  bimJointMax: '联合申报单位最多2家（含主申报单位不超过3家）',
  bimJointName: '请填写联合申报单位名称',
  bimMembers: '请填写参赛团队成员',
  bimMembersMax: '参赛团队成员最多15人',
  bimMemberName: '请填写成员姓名',
  bimMemberUnit: '请填写成员所在单位',
  bimUses: '请选择BIM应用点',
  bimInnovation: '请填写创新点及应用效果',
  // AAA机械
  mechanicsBusiness: '请选择经营范围',
  mechanicsInstallQualification: '请填写起重设备安装工程专业承包资质等级',
  mechanicsEquipment: '请填写设备登记表',
  mechanicsEquipmentMax: '设备登记表最多填写200行',
  mechanicsType: '请选择设备类型',
  mechanicsModel: '请填写规格型号',
  mechanicsQuantity: '请填写数量',
  mechanicsFilingNo: '请填写产权备案编号',
  mechanicsOperators: '请填写持证特种作业人员人数',
  mechanicsMaintenance: '请填写设备维护保养制度',
  mechanicsAccidents: '请填写设备安全事故情况（无则填“无”）',
  // 安康杯
  ankangType: '请选择申报类别',
  ankangTeam: '请填写项目部或班组名称',
  ankangOrganiser: '请填写组织者姓名',
  ankangStaff: '请填写参赛职工人数',
  ankangSerious: '请填写本年度重伤及以上事故起数',
  ankangSeriousNone: '本年度发生重伤及以上事故的不得申报',
  ankangScore: '请填写各项自评分',
  ankangScoreMin: '各项自评分不得低于该项满分的80%',
  ankangScoreMax: '自评分不能超过该项满分',
  ankangBonus: '加分不能超过4分',
  ankangDeeds: '请填写主要事迹',
  ankangDeedsMax: '主要事迹不能超过2000个字符',
  // 劳务
  labourFilingNo: '请填写备案或资质证书编号',
  labourWorkers: '请填写在册作业人员人数',
  labourCertified: '请填写持证技能工人人数',
  labourTrade: '请填写工种',
  labourTradeCount: '请填写人数',
  labourPercent: '比例应在0到100之间',
  labourRealName: '请填写实名制登记率',
  labourContracts: '请填写劳动合同签订率',
  labourWageAccount: '请选择是否设立农民工工资专用账户',
  labourArrears: '请填写欠薪情况（无则填“无”）',
  labourAccidents: '请填写近三年安全事故情况（无则填“无”）',
  labourRevenue: '请填写上年度营业收入',
  // required upload slots
  slotPlan: '请上传绿色施工实施方案',
  slotSignedForm: '请上传盖章申报表',
  slotCertificates: '请上传建造师注册证书及安全生产考核合格证书',
  slotAwards: '请上传工程获奖证书及文件',
  slotLicence: '请上传营业执照',
  slotStatements: '请上传近三年审计报告',
  slotQualification: '请上传资质证书及安全生产许可证',
  slotPledge: '请上传信用承诺书',
  slotStatistics: '请上传建筑业企业生产情况表及财务状况表',
  slotScoreSheet: '请上传评优自评分表',
  slotPortrait: '请上传近期免冠照片',
  slotPresentation: '请上传汇报PPT',
  slotModel: '请上传模型文件',
  slotVideo: '请上传视频',
  slotAuthorisation: '请上传版权及授权声明',
  slotEquipmentFiling: '请上传设备产权备案证明',
  slotAnkangScoreSheet: '请上传安康杯竞赛自查评分表',
  slotCompetitionPlan: '请上传竞赛活动方案',
  slotWorkerRoster: '请上传作业人员花名册',
  slotWageProof: '请上传工资支付证明',
} as const;

/** The business dictionaries the lines choose from (seeded by the award module). */
export const LINE_DICTS = {
  gender: 'award_gender',
  constructorClass: 'award_constructor_class',
  creditGrade: 'award_credit_grade',
} as const;

const m = LINE_MESSAGES;
const req = (message: string) => ({ required: { message } });
const text = (key: string, zh: string, message?: string, max = 255): FormField => ({
  key,
  label: { zh },
  type: 'text',
  rules: { ...(message ? req(message) : {}), max: { value: max } },
});
const longText = (
  key: string,
  zh: string,
  message: string | undefined,
  max: number,
  maxMessage?: string,
): FormField => ({
  key,
  label: { zh },
  type: 'longText',
  rules: { ...(message ? req(message) : {}), max: { value: max, ...(maxMessage ? { message: maxMessage } : {}) } },
});
const date = (key: string, zh: string, message?: string): FormField => ({
  key,
  label: { zh },
  type: 'date',
  rules: message ? req(message) : {},
});
const money = (key: string, zh: string, message?: string): FormField => ({
  key,
  label: { zh },
  type: 'money',
  unit: '万元',
  rules: message ? req(message) : {},
});
const number = (key: string, zh: string, rules: FormField['rules'] = {}, decimals = 0): FormField => ({
  key,
  label: { zh },
  type: 'number',
  decimals,
  rules,
});
const section = (key: string, zh: string, en: string, fields: FormField[]): FormSection => ({
  key,
  label: { zh, en },
  fields,
});

/** The applicant block every line shares [I: award-lines.md section 0]: unit, recommending unit, contact. */
const applicantSection = (companyLabel: string): FormSection =>
  section('applicant', '申报单位', 'Applicant', [
    { key: 'applicantUnit', label: { zh: companyLabel }, type: 'company', arrearsCheck: true, rules: req(m.applicant) },
    {
      key: 'recommendingUnit',
      label: { zh: '推荐单位' },
      type: 'choice',
      dict: 'recommend_unit',
      rules: req(m.recommending),
    },
    text('contactName', '联系人', m.contactName, 50),
    {
      key: 'contactMobile',
      label: { zh: '联系电话' },
      type: 'text',
      rules: { required: { message: MOBILE_MESSAGES.required }, format: 'mobile' },
    },
  ]);

/**
 * 绿色施工 (a project award). Fields: award-lines.md section 1 "Application (greenConstruction)": the project
 * block, units, numeric targets per element and measures are [I]; the implementation plan and the signed form
 * uploads are [C: civilcn; Hainan 申报表]; the 50,000 m² threshold is national [C: civilcn] and not enforced
 * (provinces differ), the area is only required and positive.
 */
export const GREEN_CONSTRUCTION_DECLARATION: FormDefinition = {
  key: 'green_construction',
  version: 1,
  title: { zh: '绿色施工申报表', en: 'Green construction application' },
  tabs: [
    {
      key: 'basic',
      label: { zh: '基本信息', en: 'Basic information' },
      sections: [
        applicantSection('申报单位（施工总承包单位）'),
        section('project', '工程概况', 'Project', [
          text('greenProjectName', '工程名称', m.greenProjectName),
          { key: 'greenLocation', label: { zh: '工程地点' }, type: 'region', rules: req(m.greenLocation) },
          {
            key: 'greenCategory',
            label: { zh: '工程类别' },
            type: 'choice',
            dict: 'project_category',
            rules: req(m.greenCategory),
          },
          number(
            'greenArea',
            '建筑面积（平方米）',
            { ...req(m.greenArea), min: { value: 1, message: m.greenAreaMin } },
            2,
          ),
          money('greenValue', '工程造价', m.greenValue),
          text('greenStructure', '结构类型'),
          text('greenFloors', '层数（地上/地下）', undefined, 50),
          date('greenStart', '开工日期', m.greenStart),
          {
            key: 'greenPlannedEnd',
            label: { zh: '计划竣工日期' },
            type: 'date',
            rules: { ...req(m.greenPlannedEnd), after: { field: 'greenStart', message: m.greenPlannedEndOrder } },
          },
          text('greenProgress', '形象进度', m.greenProgress),
        ]),
        // The owner, contractor and supervisor are the participant groups of the type (参建单位及人员).
        section('units', '参建各方', 'Units', [
          text('greenDesigner', '设计单位'),
          text('greenSubcontractors', '主要分包单位'),
          text('greenManager', '项目经理', m.greenManager, 50),
          text('greenLead', '绿色施工负责人', m.greenLead, 50),
        ]),
      ],
    },
    {
      key: 'targets',
      label: { zh: '目标与措施', en: 'Targets and measures' },
      sections: [
        section('targets', '绿色施工指标（环境保护、节材、节水、节能、节地）', 'Targets', [
          number('greenWaste', '建筑垃圾产生量（吨/万平方米）', {}, 2),
          number(
            'greenRecycling',
            '建筑垃圾回收利用率（%）',
            { min: { value: 0, message: m.greenRecycling }, max: { value: 100, message: m.greenRecycling } },
            1,
          ),
          number('greenWater', '万元产值用水量（吨）', {}, 2),
          number('greenPower', '万元产值用电量（千瓦时）', {}, 2),
          text('greenDustNoise', '扬尘与噪声控制指标'),
        ]),
        section('measures', '主要措施', 'Measures', [
          longText(
            'greenMeasures',
            '绿色施工主要措施（含应用的“建筑业10项新技术”绿色施工技术）',
            m.greenMeasures,
            2000,
          ),
        ]),
      ],
    },
  ],
};

/**
 * 优秀项目经理 (a person award). Fields: award-lines.md section 2 "Fields": the person block, the projects table,
 * the deeds and the uploads are [I]; three or more years as project manager and the class 1 or 2 registered
 * constructor are [C: Henan]; the deeds limit of about 2,000 characters follows the Ankang cup [C]; the materials
 * (recommendation, award documents, title and constructor certificates) are [C: CCIA; Shanghai 2023].
 */
export const EXCELLENT_MANAGER_DECLARATION: FormDefinition = {
  key: 'excellent_manager',
  version: 1,
  title: { zh: '优秀项目经理申报表', en: 'Excellent project manager application' },
  tabs: [
    {
      key: 'basic',
      label: { zh: '基本信息', en: 'Basic information' },
      sections: [
        applicantSection('申报单位（聘用单位）'),
        section('person', '项目经理', 'Project manager', [
          text('managerName', '姓名', m.managerName, 50),
          {
            key: 'managerGender',
            label: { zh: '性别' },
            type: 'choice',
            dict: LINE_DICTS.gender,
            rules: req(m.managerGender),
          },
          date('managerBirth', '出生日期', m.managerBirth),
          {
            key: 'managerIdCard',
            label: { zh: '身份证号码' },
            type: 'text',
            rules: { ...req(m.managerIdCard), pattern: { source: '\\d{17}[\\dXx]', message: m.managerIdCardFormat } },
          },
          text('managerEducation', '学历', undefined, 50),
          text('managerTitle', '职称', undefined, 50),
          {
            key: 'managerClass',
            label: { zh: '建造师等级' },
            type: 'choice',
            dict: LINE_DICTS.constructorClass,
            rules: req(m.managerClass),
          },
          text('managerSpecialty', '注册专业', undefined, 50),
          text('managerRegNo', '注册证书编号', m.managerRegNo, 50),
          date('managerRegValid', '注册证书有效期至', m.managerRegValid),
          text('managerSafetyB', '安全生产考核合格证书（B证）编号', m.managerSafetyB, 50),
          date('managerEducationDate', '最近继续教育日期'),
          number('managerYears', '担任项目经理年限（年）', {
            ...req(m.managerYears),
            min: { value: 3, message: m.managerYearsMin },
          }),
        ]),
      ],
    },
    {
      key: 'projects',
      label: { zh: '主持项目及业绩', en: 'Projects and results' },
      sections: [
        section('projects', '近三年主持的工程项目', 'Projects led', [
          {
            key: 'managerProjects',
            label: { zh: '主持的工程项目' },
            type: 'group',
            rules: { ...req(m.managerProjects), max: { value: 10, message: m.managerProjectsMax } },
            fields: [
              text('name', '工程名称', m.managerProjectName),
              text('scale', '建设规模', undefined, 100),
              money('value', '工程造价'),
              text('role', '担任职务', undefined, 50),
              date('start', '开工日期'),
              date('completion', '竣工日期'),
              text('qualityAward', '质量奖项（级别、年度）', m.managerProjectAward),
              text('safetyAward', '安全文明工地奖项'),
              text('otherHonours', '其他荣誉（绿色施工、新技术、工法、QC等）'),
            ],
          },
        ]),
        section('deeds', '主要事迹', 'Deeds', [
          longText('managerDeeds', '主要事迹（2000字以内）', m.managerDeeds, 2000, m.managerDeedsMax),
          longText('employerOpinion', '聘用单位意见', undefined, 500),
        ]),
      ],
    },
  ],
};

/** The indicator sheet of the credit rating [I: award-lines.md section 5 "Review"], each with its full score. */
export const CREDIT_INDICATORS = [
  { key: 'scoreBasic', label: '基本素质', max: 20 },
  { key: 'scoreManagement', label: '经营管理', max: 20 },
  { key: 'scoreFinance', label: '财务状况', max: 25 },
  { key: 'scorePerformance', label: '履约能力', max: 20 },
  { key: 'scoreSocial', label: '社会信用', max: 15 },
] as const;

/**
 * AAA信用企业 (an enterprise rating). Thin sourcing (award-lines.md section 5): the grades AAA to C and the
 * dimensions (qualification, management, finance, performance, public credit) are [C: industry news]; three years
 * of audited statements, licence, organisation chart and no bad record are [C: 007swz]; the company block, the
 * three-year finance table, the records, the indicator self-scores and the grade asked are [I].
 */
export const AAA_CREDIT_DECLARATION: FormDefinition = {
  key: 'aaa_credit',
  version: 1,
  title: { zh: 'AAA信用企业申报表', en: 'AAA credit enterprise application' },
  tabs: [
    {
      key: 'basic',
      label: { zh: '企业信息', en: 'Enterprise' },
      sections: [
        applicantSection('申报企业'),
        section('company', '企业概况', 'Company', [
          date('creditFounded', '成立日期', m.creditFounded),
          money('creditCapital', '注册资本', m.creditCapital),
          text('creditQualification', '资质类别及等级', m.creditQualification),
          text('creditSafetyLicence', '安全生产许可证编号', m.creditSafetyLicence, 50),
          number('creditStaff', '职工人数', { ...req(m.creditStaff), min: { value: 1 } }),
          {
            key: 'creditGrade',
            label: { zh: '申报等级' },
            type: 'choice',
            dict: LINE_DICTS.creditGrade,
            rules: req(m.creditGrade),
          },
        ]),
      ],
    },
    {
      key: 'finance',
      label: { zh: '财务与信用', en: 'Finance and credit' },
      sections: [
        section('finance', '近三年财务数据（万元）', 'Finance, last three years', [
          {
            key: 'creditFinance',
            label: { zh: '近三年财务数据' },
            type: 'group',
            rules: {
              ...req(m.creditFinance),
              min: { value: 3, message: m.creditFinanceRows },
              max: { value: 3, message: m.creditFinanceRows },
            },
            fields: [
              {
                key: 'year',
                label: { zh: '年度' },
                type: 'text',
                rules: { ...req(m.creditYear), pattern: { source: '\\d{4}', message: m.creditYearFormat } },
              },
              money('assets', '资产总额', m.creditAssets),
              money('liabilities', '负债总额', m.creditLiabilities),
              money('revenue', '营业收入', m.creditRevenue),
              money('profit', '净利润', m.creditProfit),
              money('tax', '纳税总额'),
              money('cashFlow', '经营活动现金流量净额'),
            ],
          },
        ]),
        section('records', '履约与信用记录', 'Performance and records', [
          longText('creditProjects', '主要工程及按期竣工情况', undefined, 2000),
          longText('creditRecords', '诉讼、行政处罚、安全事故、失信被执行记录（无则填“无”）', m.creditRecords, 2000),
          text('creditWages', '农民工工资支付情况'),
        ]),
        section(
          'indicators',
          '指标自评分',
          'Indicator self-scores',
          CREDIT_INDICATORS.map((i) =>
            number(
              `${i.key}`,
              `${i.label}（满分${i.max}）`,
              {
                ...req(m.creditIndicators),
                min: { value: 0 },
                max: { value: i.max, message: m.creditIndicatorMax },
              },
              1,
            ),
          ),
        ),
      ],
    },
  ],
};

/** The total of the indicator self-scores (shown beside the grade; AAA needs 90 or more [C, weak: GB/T 23794]). */
export function creditScoreTotal(values: Readonly<Record<string, unknown>>): number {
  return CREDIT_INDICATORS.reduce((sum, i) => sum + (Number(values[i.key]) || 0), 0);
}

const options = (
  key: string,
  zh: string,
  choices: Array<[value: string, zh: string]>,
  message: string,
  extra: Partial<Pick<FormField, 'visibleWhen'>> & { multiple?: boolean } = {},
): FormField => ({
  key,
  label: { zh },
  type: 'options',
  options: choices.map(([value, label]) => ({ value, label: { zh: label } })),
  ...extra,
  rules: req(message),
});

/** Three yearly rows (year, then the amounts in 万元), all required: the finance tables of the enterprise lines. */
const threeYears = (
  key: string,
  zh: string,
  message: string,
  rowsMessage: string,
  amounts: Array<[key: string, zh: string, message: string]>,
): FormField => ({
  key,
  label: { zh },
  type: 'group',
  rules: { ...req(message), min: { value: 3, message: rowsMessage }, max: { value: 3, message: rowsMessage } },
  fields: [
    {
      key: 'year',
      label: { zh: '年度' },
      type: 'text',
      rules: { ...req(m.creditYear), pattern: { source: '\\d{4}', message: m.creditYearFormat } },
    },
    ...amounts.map(([k, label, message]) => money(k, label, message)),
  ],
});

/**
 * 优秀企业 (an enterprise award). Fields: award-lines.md section 3 "Enterprise form": the company block, the three
 * years of output, revenue, profit and tax, staff, the quality awards table, accidents, 工法/QC/patents, the
 * management certificates and the self-score are [I]; the self-score against the published scoring standard, the
 * operating and financial data on the national statistics forms and the exclusion of units behind on their dues
 * (the arrears check of the applicant) are [C: Anhui 2007, Anqing 2018]; Liaoning selects its quality-management
 * excellent enterprises in the century cup cycle [C: dljzhyxh 2017]. The scoring standard's items are not published,
 * so the form asks for the total only.
 */
export const EXCELLENT_ENTERPRISE_DECLARATION: FormDefinition = {
  key: 'excellent_enterprise',
  version: 1,
  title: { zh: '优秀企业申报表', en: 'Excellent enterprise application' },
  tabs: [
    {
      key: 'basic',
      label: { zh: '企业信息', en: 'Enterprise' },
      sections: [
        applicantSection('申报企业'),
        section('company', '企业概况', 'Company', [
          {
            key: 'enterpriseCreditCode',
            label: { zh: '统一社会信用代码' },
            type: 'text',
            rules: { ...req(m.enterpriseCreditCode), format: 'creditCode' },
          },
          text('enterpriseLegalRep', '法定代表人', m.enterpriseLegalRep, 50),
          text('enterpriseQualification', '资质类别及等级', m.enterpriseQualification),
          number('enterpriseStaff', '职工人数', { ...req(m.enterpriseStaff), min: { value: 1 } }),
          text('enterpriseCertification', '质量、环境、职业健康安全管理体系认证'),
        ]),
      ],
    },
    {
      key: 'performance',
      label: { zh: '经营与业绩', en: 'Operations and results' },
      sections: [
        section('output', '近三年经营数据（万元）', 'Operations, last three years', [
          threeYears('enterpriseOutput', '近三年经营数据', m.enterpriseOutput, m.enterpriseOutputRows, [
            ['grossOutput', '建筑业总产值', m.enterpriseGrossOutput],
            ['revenue', '营业收入', m.enterpriseRevenue],
            ['profit', '利润总额', m.enterpriseProfit],
            ['tax', '上缴税金', m.enterpriseTax],
          ]),
        ]),
        section('awards', '近三年工程质量获奖情况', 'Quality awards, last three years', [
          {
            key: 'enterpriseAwards',
            label: { zh: '获奖工程' },
            type: 'group',
            rules: { max: { value: 20, message: m.enterpriseAwardsMax } },
            fields: [
              text('project', '工程名称', m.enterpriseAwardProject),
              text('award', '奖项名称及级别', m.enterpriseAwardName),
              text('year', '获奖年度', undefined, 4),
            ],
          },
          longText('enterpriseInnovation', '工法、QC成果、专利及科技成果', undefined, 2000),
          longText('enterpriseAccidents', '近三年质量安全事故情况（无则填“无”）', m.enterpriseAccidents, 2000),
        ]),
        section('summary', '自评与事迹', 'Self-score and summary', [
          number('enterpriseSelfScore', '对照评优评分标准的自评总分（满分100）', {
            ...req(m.enterpriseSelfScore),
            min: { value: 0, message: m.enterpriseSelfScoreRange },
            max: { value: 100, message: m.enterpriseSelfScoreRange },
          }),
          longText(
            'enterpriseSummary',
            '企业管理经验及主要业绩（2000字以内）',
            m.enterpriseSummary,
            2000,
            m.enterpriseSummaryMax,
          ),
        ]),
      ],
    },
  ],
};

/** The person awards of the 优秀奖 line [C: dljzhyxh 2017, the same cycle as century cup]. */
export const EXCELLENT_AWARD_CATEGORIES: Array<[value: string, zh: string]> = [
  ['inspector', '优秀质量检查员'],
  ['worker', '先进工作者'],
];

/**
 * 优秀奖 (person awards of the century cup cycle: excellent quality inspectors and advanced workers, with quotas per
 * recommending unit, see the allocation numbers and centuryCupAllot/excellentAwardAllot). Fields: award-lines.md
 * section 3 "excellentAward": name, gender, birth date, unit, post, title, years in post, certificates, deeds, unit
 * opinion and photo are [I]; the two awards are [C: dljzhyxh 2017]; the 2,000-character deeds limit follows the
 * Ankang cup [C]. The quality inspector's post certificate is asked of inspectors only.
 */
export const EXCELLENT_AWARD_DECLARATION: FormDefinition = {
  key: 'excellent_award',
  version: 1,
  title: { zh: '优秀奖申报表', en: 'Excellence award application' },
  tabs: [
    {
      key: 'basic',
      label: { zh: '基本信息', en: 'Basic information' },
      sections: [
        applicantSection('申报单位（所在单位）'),
        section('person', '申报人', 'Candidate', [
          options('excellentCategory', '奖项类别', EXCELLENT_AWARD_CATEGORIES, m.excellentCategory),
          text('excellentName', '姓名', m.excellentName, 50),
          {
            key: 'excellentGender',
            label: { zh: '性别' },
            type: 'choice',
            dict: LINE_DICTS.gender,
            rules: req(m.excellentGender),
          },
          date('excellentBirth', '出生日期', m.excellentBirth),
          text('excellentPost', '岗位或职务', m.excellentPost, 50),
          text('excellentTitle', '职称', undefined, 50),
          number('excellentYears', '从事本岗位年限（年）', { ...req(m.excellentYears), min: { value: 0 } }),
          {
            ...text('excellentCertificate', '质量检查员岗位证书编号', m.excellentCertificate, 50),
            visibleWhen: { field: 'excellentCategory', in: ['inspector'] },
          },
          text('excellentOtherCertificates', '其他证书'),
        ]),
      ],
    },
    {
      key: 'deeds',
      label: { zh: '主要事迹', en: 'Deeds' },
      sections: [
        section('deeds', '主要事迹', 'Deeds', [
          longText('excellentDeeds', '主要事迹（2000字以内）', m.excellentDeeds, 2000, m.excellentDeedsMax),
          longText('excellentOpinion', '所在单位意见', undefined, 500),
        ]),
      ],
    },
  ],
};

/**
 * BIM大赛 (a team entry on one real project). Fields: award-lines.md section 4: the two cups and the Longtu cup's
 * groups (a wrong group disqualifies), at most 3 units per entry, at most 15 people per team, the PPT, model files,
 * video and authorisation are [C: CCIA 7th contest; Longtu cup; iBIM]; the entry, project, team table and summary
 * fields and the BIM uses are [I]. Not enforced (the form engine has no rule for them): the project completed at
 * most two years before the contest (a date rule relative to today), and the size limits of 1 GB an entry and 100 MB
 * the PPT (upload slots have no size limit of their own).
 */
export const BIM_COMPETITION_DECLARATION: FormDefinition = {
  key: 'bim_competition',
  version: 1,
  title: { zh: 'BIM大赛参赛申报表', en: 'BIM competition entry' },
  tabs: [
    {
      key: 'basic',
      label: { zh: '参赛信息', en: 'Entry' },
      sections: [
        applicantSection('申报单位（主申报单位）'),
        section('entry', '参赛成果', 'Entry', [
          text('bimTitle', '成果名称', m.bimTitle, 100),
          options(
            'bimCup',
            '参赛赛事',
            [
              ['longtu', '龙图杯'],
              ['innovation', '创新杯'],
            ],
            m.bimCup,
          ),
          options(
            'bimGroup',
            '参赛组别',
            [
              ['design', '设计组'],
              ['construction', '施工组'],
              ['comprehensive', '综合组（设计、施工、运维中两项及以上）'],
            ],
            m.bimGroup,
            { visibleWhen: { field: 'bimCup', in: ['longtu'] } },
          ),
          options(
            'bimClass',
            '参赛类别',
            [
              ['building', '建筑工程'],
              ['infrastructure', '基础设施'],
              ['comprehensive', '综合'],
            ],
            m.bimClass,
            { visibleWhen: { field: 'bimCup', in: ['innovation'] } },
          ),
          text('bimSubCategory', '细分类别', undefined, 100),
          {
            key: 'bimSoftware',
            label: { zh: '使用的软件（以“、”分隔）' },
            type: 'list',
            rules: req(m.bimSoftware),
          },
        ]),
        section('project', '依托项目', 'Project', [
          text('bimProjectName', '项目名称', m.bimProjectName),
          { key: 'bimLocation', label: { zh: '项目地点' }, type: 'region', rules: req(m.bimLocation) },
          { key: 'bimProjectType', label: { zh: '工程类别' }, type: 'choice', dict: 'project_category' },
          text('bimScale', '建设规模', undefined, 100),
          options(
            'bimStage',
            '项目阶段',
            [
              ['tender', '已中标'],
              ['construction', '在建'],
              ['completed', '已竣工'],
            ],
            m.bimStage,
          ),
          {
            ...date('bimCompletion', '竣工日期（竣工不超过两年）', m.bimCompletion),
            visibleWhen: { field: 'bimStage', in: ['completed'] },
          },
        ]),
        section('units', '联合申报单位', 'Joint applicants', [
          {
            key: 'bimJointUnits',
            label: { zh: '联合申报单位' },
            type: 'group',
            rules: { max: { value: 2, message: m.bimJointMax } },
            fields: [text('name', '单位名称', m.bimJointName), text('role', '承担工作', undefined, 100)],
          },
        ]),
      ],
    },
    {
      key: 'team',
      label: { zh: '参赛团队', en: 'Team' },
      sections: [
        section('members', '团队成员（最多15人，按排序）', 'Team members', [
          {
            key: 'bimMembers',
            label: { zh: '团队成员' },
            type: 'group',
            rules: { ...req(m.bimMembers), max: { value: 15, message: m.bimMembersMax } },
            fields: [
              text('name', '姓名', m.bimMemberName, 50),
              text('unit', '所在单位', m.bimMemberUnit),
              text('post', '职务或职称', undefined, 50),
              text('role', '团队分工', undefined, 100),
              { key: 'mobile', label: { zh: '联系电话' }, type: 'text', rules: { format: 'mobile' } },
            ],
          },
        ]),
      ],
    },
    {
      key: 'summary',
      label: { zh: '应用与效益', en: 'Uses and benefits' },
      sections: [
        section('uses', 'BIM应用', 'BIM uses', [
          options(
            'bimUses',
            'BIM应用点',
            [
              ['clash', '碰撞检查'],
              ['deepening', '深化设计'],
              ['schedule', '4D进度模拟'],
              ['cost', '5D成本管理'],
              ['layout', '场地布置'],
              ['prefabrication', '预制加工'],
              ['takeoff', '工程量统计'],
              ['operation', '运维管理'],
            ],
            m.bimUses,
            { multiple: true },
          ),
          longText('bimInnovation', '创新点及应用效果', m.bimInnovation, 2000),
          money('bimBenefitMoney', '经济效益'),
          number('bimBenefitDays', '节约工期（天）', { min: { value: 0 } }),
        ]),
      ],
    },
  ],
};

/**
 * AAA机械 (an enterprise rating of machinery leasing and installation firms). Thin sourcing, all [I]: award-lines.md
 * section 5 "Machinery": the credit rating's frame (the first two tabs of AAA信用企业, same keys and rules) plus the
 * equipment register (type, model, quantity, year, property filing and use registration numbers), the installation
 * qualification, the certified special-operation staff, the maintenance system and equipment accidents.
 */
export const AAA_MECHANICS_DECLARATION: FormDefinition = {
  key: 'aaa_mechanics',
  version: 1,
  title: { zh: 'AAA机械企业申报表', en: 'AAA machinery enterprise application' },
  tabs: [
    ...AAA_CREDIT_DECLARATION.tabs,
    {
      key: 'equipment',
      label: { zh: '设备与安全', en: 'Equipment and safety' },
      sections: [
        section('business', '经营范围与资质', 'Business and qualification', [
          options(
            'mechanicsBusiness',
            '经营范围',
            [
              ['leasing', '起重机械租赁'],
              ['installation', '安装拆卸'],
              ['maintenance', '维修保养'],
            ],
            m.mechanicsBusiness,
            { multiple: true },
          ),
          {
            ...text(
              'mechanicsInstallQualification',
              '起重设备安装工程专业承包资质等级',
              m.mechanicsInstallQualification,
            ),
            visibleWhen: { field: 'mechanicsBusiness', in: ['installation'] },
          },
          number('mechanicsOperators', '持证特种作业人员（人）', { ...req(m.mechanicsOperators), min: { value: 0 } }),
        ]),
        section('register', '设备登记表', 'Equipment register', [
          {
            key: 'mechanicsEquipment',
            label: { zh: '设备登记表' },
            type: 'group',
            rules: { ...req(m.mechanicsEquipment), max: { value: 200, message: m.mechanicsEquipmentMax } },
            fields: [
              options(
                'type',
                '设备类型',
                [
                  ['towerCrane', '塔式起重机'],
                  ['hoist', '施工升降机'],
                  ['gondola', '高处作业吊篮'],
                  ['other', '其他'],
                ],
                m.mechanicsType,
              ),
              text('model', '规格型号', m.mechanicsModel, 100),
              number('quantity', '数量（台）', { ...req(m.mechanicsQuantity), min: { value: 1 } }),
              text('year', '出厂年份', undefined, 4),
              text('filingNo', '产权备案编号', m.mechanicsFilingNo, 100),
              text('useRegistration', '使用登记编号', undefined, 100),
            ],
          },
        ]),
        section('safety', '维护与安全', 'Maintenance and safety', [
          longText('mechanicsMaintenance', '设备维护保养制度', m.mechanicsMaintenance, 2000),
          longText('mechanicsAccidents', '近三年设备安全事故情况（无则填“无”）', m.mechanicsAccidents, 2000),
        ]),
      ],
    },
  ],
};

/** The scoring areas of the Ankang cup with their full scores (one version out of 100) [C: bdocx]. */
export const ANKANG_AREAS = [
  { key: 'ankangOrganisation', label: '组织领导', max: 12 },
  { key: 'ankangSafety', label: '安全管理', max: 35 },
  { key: 'ankangProtection', label: '劳动保护与职业健康', max: 25 },
  { key: 'ankangGrassRoots', label: '班组安全建设', max: 15 },
  { key: 'ankangSupervision', label: '职工监督与参与', max: 13 },
] as const;

/**
 * 安康杯 (the workplace-safety competition entry). Fields: award-lines.md section 6: the three entry types (winning
 * unit, winning project team or group, excellent organiser), the deeds text of at most 2,000 characters, the
 * scoring areas out of 100 and the entry conditions (no serious-injury accident this year; 80% or more in every
 * area, so 80 or more in all) are [C: Henan 2010, 2015; bdocx]; the unit and team details, staff covered and the
 * uploads are [I]. The veto items of the scoring standard are left to the reviewers.
 */
export const ANKANG_CUP_DECLARATION: FormDefinition = {
  key: 'ankang_cup',
  version: 1,
  title: { zh: '安康杯竞赛申报表', en: 'Ankang cup entry' },
  tabs: [
    {
      key: 'basic',
      label: { zh: '参赛信息', en: 'Entry' },
      sections: [
        applicantSection('申报单位'),
        section('entry', '申报类别', 'Entry type', [
          options(
            'ankangType',
            '申报类别',
            [
              ['unit', '优胜单位'],
              ['team', '优胜项目部（班组）'],
              ['organiser', '优秀组织者'],
            ],
            m.ankangType,
          ),
          {
            ...text('ankangTeam', '项目部或班组名称', m.ankangTeam),
            visibleWhen: { field: 'ankangType', in: ['team'] },
          },
          {
            ...text('ankangOrganiser', '组织者姓名', m.ankangOrganiser, 50),
            visibleWhen: { field: 'ankangType', in: ['organiser'] },
          },
          {
            ...text('ankangOrganiserPost', '组织者职务', undefined, 50),
            visibleWhen: { field: 'ankangType', in: ['organiser'] },
          },
          text('ankangProject', '所在工程项目'),
          number('ankangStaff', '参赛职工人数', { ...req(m.ankangStaff), min: { value: 1 } }),
        ]),
        section('accidents', '本年度事故情况', 'Accidents this year', [
          number('ankangSerious', '重伤及以上事故（起）', {
            ...req(m.ankangSerious),
            min: { value: 0 },
            max: { value: 0, message: m.ankangSeriousNone },
          }),
          number('ankangMinor', '轻伤事故（起）', { min: { value: 0 } }),
        ]),
      ],
    },
    {
      key: 'scores',
      label: { zh: '自查评分与事迹', en: 'Self-check and deeds' },
      sections: [
        section('scores', '自查评分（满分100）', 'Self-check scores', [
          ...ANKANG_AREAS.map((a) =>
            number(
              a.key,
              `${a.label}（满分${a.max}）`,
              {
                ...req(m.ankangScore),
                min: { value: Math.round(a.max * 8) / 10, message: m.ankangScoreMin },
                max: { value: a.max, message: m.ankangScoreMax },
              },
              1,
            ),
          ),
          number('ankangBonus', '加分（最多4分）', { min: { value: 0 }, max: { value: 4, message: m.ankangBonus } }, 1),
          longText('ankangEvidence', '自查说明及佐证', undefined, 2000),
        ]),
        section('deeds', '主要事迹', 'Deeds', [
          longText('ankangDeeds', '主要事迹（2000字以内）', m.ankangDeeds, 2000, m.ankangDeedsMax),
          longText('ankangUnionOpinion', '工会意见', undefined, 500),
        ]),
      ],
    },
  ],
};

const percent = (key: string, zh: string, message: string): FormField =>
  number(
    key,
    zh,
    { ...req(message), min: { value: 0, message: m.labourPercent }, max: { value: 100, message: m.labourPercent } },
    1,
  );

/**
 * 劳务 (excellent labour enterprise). Thin sourcing: only the national association's voluntary top-200 ranking of
 * labour firms from submitted statistics is [C: qqbbp]; the form is award-lines.md section 7 "Likely provincial line"
 * [I]: company block, filing (labour firms are filed, not graded, since the 2020 reform: to verify), workers and
 * certified workers by trade, real-name registration, the wage account and arrears, contracts, training,
 * accidents, revenue and main clients.
 */
export const LABOUR_SERVICES_DECLARATION: FormDefinition = {
  key: 'labour_services',
  version: 1,
  title: { zh: '优秀劳务企业申报表', en: 'Excellent labour enterprise application' },
  tabs: [
    {
      key: 'basic',
      label: { zh: '企业信息', en: 'Enterprise' },
      sections: [
        applicantSection('申报企业（劳务企业）'),
        section('company', '企业概况', 'Company', [
          text('labourFilingNo', '劳务作业备案或资质证书编号', m.labourFilingNo, 100),
          number('labourWorkers', '在册作业人员（人）', { ...req(m.labourWorkers), min: { value: 1 } }),
          number('labourCertified', '持证技能工人（人）', { ...req(m.labourCertified), min: { value: 0 } }),
          money('labourRevenue', '上年度营业收入', m.labourRevenue),
          longText('labourClients', '主要合作总承包企业', undefined, 1000),
        ]),
        section('trades', '主要工种', 'Trades', [
          {
            key: 'labourTrades',
            label: { zh: '主要工种及人数' },
            type: 'group',
            rules: { max: { value: 20 } },
            fields: [
              text('trade', '工种', m.labourTrade, 50),
              number('count', '人数', { ...req(m.labourTradeCount), min: { value: 1 } }),
              number('certified', '其中持证人数', { min: { value: 0 } }),
            ],
          },
        ]),
      ],
    },
    {
      key: 'compliance',
      label: { zh: '用工管理', en: 'Employment' },
      sections: [
        section('compliance', '用工与工资', 'Employment and wages', [
          percent('labourRealName', '实名制登记率（%）', m.labourRealName),
          percent('labourContracts', '劳动合同签订率（%）', m.labourContracts),
          options(
            'labourWageAccount',
            '是否设立农民工工资专用账户',
            [
              ['yes', '是'],
              ['no', '否'],
            ],
            m.labourWageAccount,
          ),
          longText('labourArrears', '欠薪情况（无则填“无”）', m.labourArrears, 1000),
          number('labourTraining', '年度人均培训学时', { min: { value: 0 } }, 1),
          longText('labourAccidents', '近三年安全事故情况（无则填“无”）', m.labourAccidents, 1000),
        ]),
      ],
    },
  ],
};
