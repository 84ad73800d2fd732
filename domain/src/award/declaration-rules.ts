import { checkMoney } from '../rules/money.js';
import { mobileError } from '../rules/mobile.js';

/**
 * The rules of the award declaration form (SPEC section 5 "Declaration form", "People fields", "Ten new
 * technologies", "Other award form rules") with their exact messages. Pure functions over plain values: the
 * server validates a submission with them and the client's form shows the same messages while typing, so a
 * direct API call with bad data is refused exactly as the form would refuse it.
 *
 * Drafts are never validated completely: `declarationErrors` runs at submission only.
 */

export const DECLARATION_MESSAGES = {
  peopleChars: '只能输入汉字、英文和"、"',
  peopleSingle: '超过了限制人数！',
  peopleTotal: '总人数不能超过6人！',
  required: '此为必填项',
  technologiesTooMany: '超过了限制个数！',
  technologiesTooFew: '不能少于6项！',
  photosRequired: '请添加工程照片',
  photosTooFew: '工程照片不能少于15张',
  photosTooMany: '工程照片不能超过15张',
  imagesRequired: '请上传影像材料',
  tooManyFiles: '最多上传20个文件，超出请合并成pdf进行上传',
  mainApplicant: '请选择主申报单位',
  arrearsField: '当前单位会费已欠缴',
} as const;

/** The separator of names and of the ten new technologies. */
export const LIST_SEPARATOR = '、';
export const PEOPLE_MAX = 6;
/** 限1人 roles of the form variant that limits them by length instead: one name of at most 4 characters. */
export const SINGLE_PERSON_MAX_CHARS = 4;
export const TECHNOLOGIES_MIN = 6;
export const TECHNOLOGIES_MAX = 10;
export const PHOTOS_REQUIRED = 15;
export const FILES_MAX = 20;
export const BUILDING_NUMBER_DEFAULT = '-';

const PEOPLE_PATTERN = /^[\p{Script=Han}A-Za-z、]+$/u;

/** The items of a 、-separated list, trimmed, empty ones dropped. */
export function listItems(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export interface PeopleRule {
  /** The role is labelled 限1人. */
  single?: boolean;
  /** The variant that limits a 限1人 role by length (one name of at most 4 characters). */
  singleByLength?: boolean;
}

/** A people field (names separated by 、): empty is allowed. */
export function peopleError(value: string | null | undefined, rule: PeopleRule = {}): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  if (!PEOPLE_PATTERN.test(text)) return DECLARATION_MESSAGES.peopleChars;
  const names = listItems(text);
  if (rule.single && (names.length > 1 || (rule.singleByLength && text.length > SINGLE_PERSON_MAX_CHARS)))
    return DECLARATION_MESSAGES.peopleSingle;
  if (names.length > PEOPLE_MAX) return DECLARATION_MESSAGES.peopleTotal;
  return undefined;
}

/** jzyTop10, the ten new construction technologies: required, 6 to 10 items separated by 、. */
export function technologiesError(value: string | null | undefined): string | undefined {
  const items = listItems(value);
  if (items.length === 0) return DECLARATION_MESSAGES.required;
  if (items.length > TECHNOLOGIES_MAX) return DECLARATION_MESSAGES.technologiesTooMany;
  if (items.length < TECHNOLOGIES_MIN) return DECLARATION_MESSAGES.technologiesTooFew;
  return undefined;
}

/** Project photos: required; `min` (century cup) needs at least 15, `max` (the other variant) allows at most 15. */
export function photosError(count: number, variant: 'min' | 'max'): string | undefined {
  if (count === 0) return DECLARATION_MESSAGES.photosRequired;
  if (variant === 'min' && count < PHOTOS_REQUIRED) return DECLARATION_MESSAGES.photosTooFew;
  if (variant === 'max' && count > PHOTOS_REQUIRED) return DECLARATION_MESSAGES.photosTooMany;
  return uploadCountError(count);
}

/** Any upload slot: at most 20 files. */
export function uploadCountError(count: number): string | undefined {
  return count > FILES_MAX ? DECLARATION_MESSAGES.tooManyFiles : undefined;
}

/** A required upload slot with its own message (image material: 请上传影像材料). */
export function requiredUploadError(count: number, message: string): string | undefined {
  return count === 0 ? message : uploadCountError(count);
}

/** 楼号: optional; empty becomes '-'. */
export function buildingNumberOf(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text === '' ? BUILDING_NUMBER_DEFAULT : text;
}

/** Budget and final accounts: 万元 with at most 2 decimals, never negative. */
export function tenThousandYuanError(value: string | number | null | undefined): string | undefined {
  return checkMoney(value, { decimals: 2 });
}

/** The required fields of the declaration's basic section, in form order, with their messages. */
export const DECLARATION_REQUIRED: ReadonlyArray<readonly [field: string, message: string]> = [
  ['proName', '请输入工程名'],
  ['sbDate', '请选择申报日期'],
  ['region', '请选择建设地点'],
  ['area', '请选择区县'],
  ['built', '请输入建设地点/详细地址'],
  ['askForWork', '请选择承建单位'],
  ['recommendWork', '请选择推荐单位'],
  ['recommend', '请输入单位联系人'],
  ['projectCategory', '请选择工程类别'],
  ['projectCategorySmall', '请选择工程类别小类'],
  ['construction', '请输入施工内容'],
  ['buildingScale', '请输入建设规模'],
  ['buildingFloorsU', '请输入地上层数'],
  ['buildingFloorsD', '请输入地下层数'],
  ['structureType', '请输入结构类型'],
  ['budget', '请输入工程造价预算'],
  ['finalAccounts', '请输入决算'],
  // The spec names these five by meaning only ("start and end date, filing unit, filing date and provincial
  // structure date, each with a please-enter or please-select message"): selects say 请选择, inputs 请输入.
  ['startTime', '请选择开工日期'],
  ['endTime', '请选择竣工日期'],
  ['filingUnit', '请输入备案单位'],
  ['structureAcceptanceTime', '请选择备案日期'],
  ['SYJGTime', '请选择省优质结构日期'],
];

export interface FieldError {
  field: string;
  message: string;
}

export type DeclarationValues = Record<string, unknown>;

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Every message of the basic section for a submission (required fields, contact mobile, 万元 amounts, the ten
 * new technologies, jszbAndShxy). The arrears of the contractor is checked by the server with the membership
 * arrears service, which needs the database.
 */
export function declarationErrors(values: DeclarationValues): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string | undefined) => {
    if (message && !errors.some((e) => e.field === field)) errors.push({ field, message });
  };
  for (const [field, message] of DECLARATION_REQUIRED) if (blank(values[field])) add(field, message);
  add('recommendPN', mobileError(values.recommendPN));
  for (const field of ['budget', 'finalAccounts'])
    if (!blank(values[field])) add(field, tenThousandYuanError(values[field] as string));
  for (const field of ['buildingFloorsU', 'buildingFloorsD']) {
    if (!blank(values[field]) && !/^\d{1,3}$/.test(String(values[field]).trim())) add(field, '层数须为不超过3位的整数');
  }
  const start = values.startTime;
  const end = values.endTime;
  if (typeof start === 'string' && typeof end === 'string' && start && end && end < start)
    add('endTime', '竣工日期不能早于开工日期');
  add('jzyTop10', technologiesError(values.jzyTop10 as string | undefined));
  if (blank(values.jszbAndShxy)) add('jszbAndShxy', DECLARATION_MESSAGES.required);
  return errors;
}

/** A role of a participant group: its people field, its label, and whether it is 限1人. */
export interface ParticipantRole {
  field: string;
  label: string;
  single?: boolean;
}

export interface ParticipantGroup {
  key: string;
  label: string;
  /** The group lists several units (joint contractors, participating units). */
  multiple?: boolean;
  roles: ParticipantRole[];
}

/** The participant groups of SPEC section 3, each with company, building number (default '-') and people fields. */
export const PARTICIPANT_GROUPS: readonly ParticipantGroup[] = [
  {
    key: 'owner',
    label: '建设单位',
    roles: [
      { field: 'xmfzr_people', label: '项目负责人', single: true },
      { field: 'zygcs_people', label: '专业工程师' },
    ],
  },
  {
    key: 'contractor',
    label: '承建单位',
    roles: [
      { field: 'xmjl_people', label: '项目经理', single: true },
      { field: 'zxjl_people', label: '执行经理', single: true },
      { field: 'jsfzr_people', label: '技术负责人', single: true },
      { field: 'zygcs_people', label: '专业工程师' },
      { field: 'zly_people', label: '质量员' },
      { field: 'sgy_people', label: '施工员' },
      { field: 'cly_people', label: '测量员' },
      { field: 'ysy_people', label: '预算员' },
      { field: 'zly2_people', label: '资料员' },
      { field: 'aqy_people', label: '安全员' },
    ],
  },
  {
    key: 'generalContractorSheet',
    label: '总承包单位人员表',
    roles: [
      { field: 'xmjl_people', label: '项目经理', single: true },
      { field: 'zxjl_people', label: '执行经理', single: true },
      { field: 'jsfzr_people', label: '技术负责人', single: true },
      { field: 'jsy_people', label: '技术员' },
      { field: 'zjy_people', label: '质检员' },
      { field: 'cly_people', label: '测量员' },
      { field: 'lhcb_people', label: '联合承包单位人员' },
      { field: 'zyfb_people', label: '专业分包单位人员' },
      { field: 'kc_people', label: '勘察单位人员' },
      { field: 'sj_people', label: '设计单位人员' },
      { field: 'jl_people', label: '监理单位人员' },
      { field: 'zljd_people', label: '质量监督人员' },
    ],
  },
  {
    key: 'jointContractors',
    label: '联合承建单位',
    multiple: true,
    roles: [{ field: 'xmjl_people', label: '项目经理', single: true }],
  },
  {
    key: 'participatingUnits',
    label: '参建单位',
    multiple: true,
    roles: [{ field: 'xmfzr_people', label: '项目负责人', single: true }],
  },
  { key: 'supervision', label: '监理单位', roles: [{ field: 'zj_people', label: '总监理工程师', single: true }] },
  { key: 'userUnit', label: '使用单位', roles: [{ field: 'fzr_people', label: '负责人', single: true }] },
];

export interface ParticipantUnitValues {
  companyId?: string | null;
  buildingNumber?: string | null;
  people?: Record<string, string | null | undefined>;
}

/**
 * The people fields of one unit of a group; errors name the field as `<group>.<index>.<role field>` so the form
 * can put them under the right input.
 */
export function participantErrors(
  group: ParticipantGroup,
  units: ParticipantUnitValues[],
  rule: Pick<PeopleRule, 'singleByLength'> = {},
): FieldError[] {
  const errors: FieldError[] = [];
  units.forEach((unit, index) => {
    for (const role of group.roles) {
      const message = peopleError(unit.people?.[role.field], {
        single: role.single,
        singleByLength: rule.singleByLength,
      });
      if (message) errors.push({ field: `${group.key}.${index}.${role.field}`, message });
    }
  });
  return errors;
}
