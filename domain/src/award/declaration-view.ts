import { DECLARATION_FIELDS } from './application-rules.js';
import type { AwardFormDefinition } from './award-types.js';

/**
 * How an application is read (the detail view, its print): the label of each declaration field and the fields a
 * form variant shows, in form order. The client's detail view and the server's PDF read the same definitions.
 */
export type DeclarationField = (typeof DECLARATION_FIELDS)[number];

/** The Chinese label of every field of the declaration form (SPEC section 3); the catalogue key is `award.decl.field.<field>`. */
export const DECLARATION_LABELS: Readonly<Record<DeclarationField, string>> = {
  proName: '工程名称',
  sbDate: '申报日期',
  region: '建设地点',
  area: '区县',
  built: '详细地址',
  askForWork: '承建单位',
  recommendWork: '推荐单位',
  recommend: '单位联系人',
  recommendPN: '联系电话',
  projectCategory: '工程类别',
  projectCategorySmall: '工程类别小类',
  construction: '施工内容',
  buildingScale: '建设规模',
  buildingFloorsU: '地上层数',
  buildingFloorsD: '地下层数',
  structureType: '结构类型',
  basicForm: '基础形式',
  budget: '工程造价预算（万元）',
  finalAccounts: '决算（万元）',
  startTime: '开工日期',
  endTime: '竣工日期',
  filingUnit: '备案单位',
  basicTestTime: '地基基础验收日期',
  SYJGTime: '省优质结构日期',
  structureAcceptanceTime: '备案日期',
  detectionUnitJC: '基础检测单位',
  detectionUnitZT: '主体检测单位',
  subjectDetectionTime: '主体检测日期',
  mainApplicant: '主申报单位',
  contactPerson: '单位联系人',
  contactPN: '联系电话',
  referee: '推荐单位',
  jzyTop10: '建筑业十项新技术应用',
  jszbAndShxy: '技术指标及经济社会效益',
  kjcxAndlvsjzAndZnjz: '科技创新、绿色建造及智能建造',
  xkjAndGyAndClAndSb: '新科技、新工艺、新材料、新设备',
  xxgyhfsjz: '信息化管理及数字建造',
};

const TEXT_FIELDS = ['jzyTop10', 'jszbAndShxy', 'kjcxAndlvsjzAndZnjz', 'xkjAndGyAndClAndSb', 'xxgyhfsjz'] as const;
const SHORT_BASIC = ['proName', 'mainApplicant', 'contactPerson', 'contactPN', 'sbDate', 'referee'] as const;
const QUALITY_FIELDS: readonly string[] = ['mainApplicant', 'contactPerson', 'contactPN', 'referee'];
/** Legacy fields whose value is a company id (each built type's `companyField`). */
export const COMPANY_FIELDS: readonly string[] = ['askForWork', 'mainApplicant'];

/**
 * The fields a form variant shows, in form order: the basic section ('full': the declaration form of SPEC
 * section 3; 'short': the quality structure variant) and the text fields. Any other field holding a value is
 * listed after the basic ones, so nothing stored is hidden.
 */
export function declarationFieldsOf(
  form: AwardFormDefinition,
  values: Record<string, unknown> = {},
): { basic: string[]; text: string[] } {
  // A type with its own declaration has no legacy fields (its values are drawn from its definition).
  if (!form.basic) return { basic: [], text: [] };
  const isText = (f: string) => (TEXT_FIELDS as readonly string[]).includes(f);
  const basic: string[] =
    form.basic === 'short'
      ? [...SHORT_BASIC]
      : DECLARATION_FIELDS.filter((f) => !isText(f) && !QUALITY_FIELDS.includes(f));
  const text: string[] = form.basic === 'short' ? ['jszbAndShxy'] : [...TEXT_FIELDS];
  const filled = (f: string) => values[f] !== undefined && values[f] !== null && String(values[f]).trim() !== '';
  for (const field of DECLARATION_FIELDS) {
    if (basic.includes(field) || text.includes(field) || !filled(field)) continue;
    (isText(field) ? text : basic).push(field);
  }
  return { basic, text: TEXT_FIELDS.filter((f) => text.includes(f)) };
}
