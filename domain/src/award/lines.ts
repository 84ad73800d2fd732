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
  // required upload slots
  slotPlan: '请上传绿色施工实施方案',
  slotSignedForm: '请上传盖章申报表',
  slotCertificates: '请上传建造师注册证书及安全生产考核合格证书',
  slotAwards: '请上传工程获奖证书及文件',
  slotLicence: '请上传营业执照',
  slotStatements: '请上传近三年审计报告',
  slotQualification: '请上传资质证书及安全生产许可证',
  slotPledge: '请上传信用承诺书',
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
