import type { Condition, FormDefinition, FormField } from './definition.js';

/**
 * The checks a definition passes before it can be saved (the designer shows them; the server refuses a definition
 * with any): keys well formed and unique, labels present, rules that fit their field and refer to fields that
 * exist, conditions on fields that exist. Answers each problem in words, empty when the definition is sound.
 */
const KEY = /^[A-Za-z][A-Za-z0-9_]*$/;
const DATE_TYPES = new Set(['date', 'dateRange']);
const TEXT_TYPES = new Set(['text', 'longText', 'richText', 'people', 'list']);
/** Types whose min and max count something (characters, items, files, rows) or bound a value. */
const LIMITED = new Set([
  'text',
  'longText',
  'richText',
  'number',
  'money',
  'people',
  'list',
  'upload',
  'group',
  'choice',
]);
/** What a derived field may copy from the applicant's unit. */
export const UNIT_SOURCES = ['unit.name', 'unit.creditCode', 'unit.address', 'unit.contactName', 'unit.contactMobile'];

export function definitionProblems(definition: FormDefinition): string[] {
  const problems: string[] = [];
  if (!definition.key?.trim()) problems.push('表单缺少标识');
  if (!Number.isInteger(definition.version) || definition.version < 1) problems.push('版本号应为正整数');
  if (!definition.title?.zh?.trim()) problems.push('表单缺少中文标题');
  if (!definition.tabs?.length) problems.push('表单至少要有一个分页');

  const tabKeys = new Set<string>();
  const sectionKeys = new Set<string>();
  const top = new Map<string, FormField>();
  const all = (definition.tabs ?? []).flatMap((tab) => tab.sections ?? []).flatMap((s) => s.fields ?? []);
  for (const field of all) {
    if (top.has(field.key)) problems.push(`字段标识 ${field.key} 重复`);
    else top.set(field.key, field);
  }
  for (const tab of definition.tabs ?? []) {
    if (!KEY.test(tab.key ?? '')) problems.push(`分页标识 ${tab.key} 不合法（字母开头，字母、数字或下划线）`);
    if (tabKeys.has(tab.key)) problems.push(`分页标识 ${tab.key} 重复`);
    tabKeys.add(tab.key);
    if (!tab.label?.zh?.trim()) problems.push(`分页 ${tab.key} 缺少中文名称`);
    for (const section of tab.sections ?? []) {
      if (!KEY.test(section.key ?? '')) problems.push(`分组标识 ${section.key} 不合法`);
      if (sectionKeys.has(section.key)) problems.push(`分组标识 ${section.key} 重复`);
      sectionKeys.add(section.key);
      conditionProblems(section.visibleWhen, `分组 ${section.key}`, top, undefined, problems);
      for (const field of section.fields ?? []) fieldProblems(field, top, undefined, problems);
    }
  }
  return problems;
}

function conditionProblems(
  condition: Condition | undefined,
  owner: string,
  top: ReadonlyMap<string, FormField>,
  siblings: ReadonlyMap<string, FormField> | undefined,
  problems: string[],
): void {
  if (!condition) return;
  if (!siblings?.has(condition.field) && !top.has(condition.field))
    problems.push(`${owner} 的显示条件引用了不存在的字段 ${condition.field}`);
}

function fieldProblems(
  field: FormField,
  top: ReadonlyMap<string, FormField>,
  siblings: ReadonlyMap<string, FormField> | undefined,
  problems: string[],
): void {
  const name = `字段 ${field.key}`;
  if (!KEY.test(field.key ?? '')) problems.push(`${name} 的标识不合法（字母开头，字母、数字或下划线）`);
  if (!field.label?.zh?.trim()) problems.push(`${name} 缺少中文名称`);
  if (field.visibleWhen?.field === field.key) problems.push(`${name} 的显示条件不能引用它自己`);
  conditionProblems(field.visibleWhen, name, top, siblings, problems);
  const rules = field.rules ?? {};
  for (const bound of ['min', 'max'] as const) {
    const rule = rules[bound];
    if (!rule) continue;
    if (!LIMITED.has(field.type)) problems.push(`${name}（${field.type}）不能设置${bound === 'min' ? '下限' : '上限'}`);
    else if (!Number.isFinite(rule.value) || (field.type !== 'number' && field.type !== 'money' && rule.value < 0))
      problems.push(`${name} 的${bound === 'min' ? '下限' : '上限'}不是有效的数`);
  }
  if (rules.min && rules.max && rules.min.value > rules.max.value) problems.push(`${name} 的下限大于上限`);
  if (rules.pattern) {
    if (!TEXT_TYPES.has(field.type)) problems.push(`${name}（${field.type}）不能设置格式规则`);
    try {
      new RegExp(rules.pattern.source, 'u');
    } catch {
      problems.push(`${name} 的格式规则不是有效的正则表达式`);
    }
    if (!rules.pattern.message?.trim()) problems.push(`${name} 的格式规则缺少提示信息`);
  }
  if (rules.format && field.type !== 'text')
    problems.push(`${name}（${field.type}）不能设置${rules.format === 'mobile' ? '手机号码' : '统一社会信用代码'}格式`);
  if (rules.after) {
    if (!DATE_TYPES.has(field.type)) problems.push(`${name}（${field.type}）不能设置日期先后规则`);
    const other = siblings?.get(rules.after.field) ?? top.get(rules.after.field);
    if (!other) problems.push(`${name} 的日期先后规则引用了不存在的字段 ${rules.after.field}`);
    else if (!DATE_TYPES.has(other.type)) problems.push(`${name} 的日期先后规则引用的 ${other.key} 不是日期字段`);
  }
  switch (field.type) {
    case 'choice':
      if (!field.dict?.trim()) problems.push(`${name} 缺少选项字典`);
      break;
    case 'options': {
      const values = (field.options ?? []).map((o) => o.value);
      if (values.some((v) => !v?.trim())) problems.push(`${name} 的选项缺少取值`);
      if (new Set(values).size !== values.length) problems.push(`${name} 的选项取值重复`);
      if ((field.options ?? []).some((o) => !o.label?.zh?.trim())) problems.push(`${name} 的选项缺少中文名称`);
      if ((field.options ?? []).filter((o) => o.other).length > 1) problems.push(`${name} 只能有一个“其他”选项`);
      break;
    }
    case 'rating':
      if (field.scale !== undefined && (!Number.isInteger(field.scale) || field.scale < 2 || field.scale > 10))
        problems.push(`${name} 的评分等级应为2到10的整数`);
      break;
    case 'matrix': {
      if (!field.rows?.length) problems.push(`${name} 至少要有一行`);
      if ((field.columns?.length ?? 0) < 2) problems.push(`${name} 至少要有两列`);
      const rowKeys = (field.rows ?? []).map((r) => r.key);
      if (new Set(rowKeys).size !== rowKeys.length) problems.push(`${name} 的行标识重复`);
      const cols = (field.columns ?? []).map((c) => c.value);
      if (new Set(cols).size !== cols.length) problems.push(`${name} 的列取值重复`);
      break;
    }
    case 'upload':
      if (!field.accept?.trim()) problems.push(`${name} 缺少可上传的文件类型`);
      break;
    case 'derived':
      if (!UNIT_SOURCES.includes(field.from) && !top.has(field.from))
        problems.push(`${name} 的取值来源 ${field.from} 不存在`);
      break;
    case 'group': {
      if (!field.fields?.length) problems.push(`${name} 的分组至少要有一个字段`);
      const own = new Map<string, FormField>();
      for (const sub of field.fields ?? []) {
        if (own.has(sub.key)) problems.push(`${name} 中的字段标识 ${sub.key} 重复`);
        own.set(sub.key, sub);
      }
      for (const sub of field.fields ?? []) {
        if (sub.type === 'group') problems.push(`${name} 中不能再嵌套分组 ${sub.key}`);
        else fieldProblems(sub, top, own, problems);
      }
      break;
    }
  }
}
