import { type IntlShape, useIntl } from 'react-intl';
import { type DECLARATION_FIELDS, DECLARATION_MESSAGES } from './rules';

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

export const fieldLabelId = (field: string) => `award.decl.field.${field}`;
export const groupLabelId = (group: string) => `award.decl.group.${group}`;
/** People fields end in `_people`; the key drops the suffix (`xmjl_people` -> award.decl.role.xmjl). */
export const roleLabelId = (field: string) => `award.decl.role.${field.replace(/_people$/, '')}`;
export const slotLabelId = (slot: string) => `award.decl.slot.${slot}`;
export const messageId = (key: keyof typeof DECLARATION_MESSAGES) => `award.decl.msg.${key}`;

const MESSAGE_KEYS = new Map(
  Object.entries(DECLARATION_MESSAGES).map(([key, text]) => [text as string, key as keyof typeof DECLARATION_MESSAGES]),
);

/** A rule message of the API in the current language (the Chinese text is the catalogue's zh-CN text); unknown messages stay as they are. */
export function translateRuleMessage(intl: IntlShape, message: string): string {
  const key = MESSAGE_KEYS.get(message);
  return key ? intl.formatMessage({ id: messageId(key), defaultMessage: message }) : message;
}

/** Labels of fields, groups, roles and slots in the current language, falling back to the rules' Chinese label. */
export function useDeclarationText() {
  const intl = useIntl();
  return {
    intl,
    t: (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    field: (field: string) =>
      intl.formatMessage({
        id: fieldLabelId(field),
        defaultMessage: DECLARATION_LABELS[field as DeclarationField] ?? field,
      }),
    group: (key: string, fallback: string) => intl.formatMessage({ id: groupLabelId(key), defaultMessage: fallback }),
    role: (field: string, fallback: string) => intl.formatMessage({ id: roleLabelId(field), defaultMessage: fallback }),
    slot: (key: string, fallback: string) => intl.formatMessage({ id: slotLabelId(key), defaultMessage: fallback }),
    message: (message: string | undefined) => (message === undefined ? undefined : translateRuleMessage(intl, message)),
  };
}
