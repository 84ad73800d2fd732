import { definitionProblems } from '../forms/check.js';
import { type FormDefinition, type FormField, fieldsOf } from '../forms/definition.js';
import { pageLogicProblems } from './logic.js';

/**
 * Pure rules of questionnaires (SPEC section 4 "launch and stop"): a questionnaire is a form definition (pages are
 * tabs, questions are fields) with a status, a period, an audience and answering rules. The editor, the server
 * and the answer form use these rules and their messages; answers are validated by `formErrors` of the form engine.
 */

/** 0 草稿, 1 进行中, 2 已停止. */
export const QUESTIONNAIRE_STATUS = { draft: 0, running: 1, stopped: 2 } as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUS)[keyof typeof QUESTIONNAIRE_STATUS];
export const QUESTIONNAIRE_STATUS_LABELS: Record<number, string> = { 0: '草稿', 1: '进行中', 2: '已停止' };

/** Who is asked: every member unit, member units of some levels, experts, staff, or anyone with the open link. */
export const QUESTIONNAIRE_AUDIENCES = ['members', 'memberLevel', 'experts', 'staff', 'open'] as const;
export type QuestionnaireAudience = (typeof QUESTIONNAIRE_AUDIENCES)[number];
export const QUESTIONNAIRE_AUDIENCE_LABELS: Record<QuestionnaireAudience, string> = {
  members: '全部会员单位',
  memberLevel: '按会员等级',
  experts: '专家',
  staff: '工作人员',
  open: '公开链接',
};

/** One answer per account, or one per member unit (whoever of the unit answers first). */
export const QUESTIONNAIRE_ONCE_PER = ['account', 'unit'] as const;
export type QuestionnaireOncePer = (typeof QUESTIONNAIRE_ONCE_PER)[number];

/** The question types of the editor (field types of the form engine). */
export const QUESTION_TYPES = ['options', 'text', 'longText', 'number', 'rating', 'matrix', 'date', 'region'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTIONNAIRE_MESSAGES = {
  notFound: '问卷不存在',
  titleRequired: '请填写问卷标题',
  noQuestion: '问卷至少要有一个题目',
  questionTitle: (n: number) => `第${n}题缺少题目`,
  fewOptions: (n: number) => `第${n}题至少要有两个选项`,
  typeInvalid: (n: number) => `第${n}题的题型不支持`,
  audienceInvalid: '请选择问卷对象',
  levelsRequired: '请选择会员等级',
  endBeforeStart: '结束时间不能早于开始时间',
  editNotAllowed: '进行中的问卷不能修改，请先停止',
  launchNotAllowed: '只有草稿或已停止的问卷可以发布',
  launchEnded: '结束时间已过，请修改结束时间后再发布',
  stopNotRunning: '只有进行中的问卷可以停止',
  removeRunning: '进行中的问卷不能删除，请先停止',
  notStarted: '问卷尚未开始',
  stopped: '问卷已停止，不能再提交',
  ended: '问卷已结束，不能再提交',
  draft: '问卷未发布',
  notInAudience: '您不在本问卷的调查范围内',
  answeredAccount: '您已提交过本问卷',
  answeredUnit: '本单位已提交过本问卷',
  notEditable: '问卷已提交，不能修改',
  noUnit: '您的账号未关联会员单位，不能填写按单位作答的问卷',
  openOnly: '该问卷不是公开问卷',
} as const;

/** What the editor and the server check of a questionnaire before it is saved. */
export interface QuestionnaireDraft {
  title?: string | null;
  definition: FormDefinition;
  audience?: string | null;
  memberLevels?: readonly string[] | null;
  startTime?: Date | string | null;
  endTime?: Date | string | null;
}

const CHOICE_MIN = 2;

/** Every problem of a questionnaire in editor words (empty when it may be saved). */
export function questionnaireProblems(q: QuestionnaireDraft): string[] {
  const problems: string[] = [];
  if (!q.title?.trim()) problems.push(QUESTIONNAIRE_MESSAGES.titleRequired);
  const questions = fieldsOf(q.definition).map((f) => f.field);
  if (questions.length === 0) problems.push(QUESTIONNAIRE_MESSAGES.noQuestion);
  questions.forEach((field, i) => problems.push(...questionProblems(field, i + 1)));
  if (q.audience !== undefined && !QUESTIONNAIRE_AUDIENCES.includes(q.audience as QuestionnaireAudience))
    problems.push(QUESTIONNAIRE_MESSAGES.audienceInvalid);
  if (q.audience === 'memberLevel' && !q.memberLevels?.length) problems.push(QUESTIONNAIRE_MESSAGES.levelsRequired);
  if (q.startTime && q.endTime && new Date(q.endTime).getTime() < new Date(q.startTime).getTime())
    problems.push(QUESTIONNAIRE_MESSAGES.endBeforeStart);
  // The form engine's own checks (keys, conditions on questions that exist ...), after the editor's words.
  // (The title is the questionnaire's own: its absence is told once, above.)
  problems.push(...pageLogicProblems(q.definition));
  if (questions.length > 0)
    problems.push(...definitionProblems({ ...q.definition, title: { zh: q.title?.trim() || '-' } }));
  return [...new Set(problems)];
}

function questionProblems(field: FormField, n: number): string[] {
  const out: string[] = [];
  if (!field.label?.zh?.trim()) out.push(QUESTIONNAIRE_MESSAGES.questionTitle(n));
  if (!QUESTION_TYPES.includes(field.type as QuestionType)) out.push(QUESTIONNAIRE_MESSAGES.typeInvalid(n));
  if (field.type === 'options' && (field.options?.length ?? 0) < CHOICE_MIN)
    out.push(QUESTIONNAIRE_MESSAGES.fewOptions(n));
  return out;
}

export type QuestionnaireAction = 'edit' | 'launch' | 'stop' | 'remove';

/** The refusal of an action on a questionnaire in a status at a time, or undefined when allowed. */
export function questionnaireRefusal(
  q: { status: number; endTime?: Date | null },
  action: QuestionnaireAction,
  now: Date,
): string | undefined {
  switch (action) {
    case 'edit':
      return q.status === QUESTIONNAIRE_STATUS.running ? QUESTIONNAIRE_MESSAGES.editNotAllowed : undefined;
    case 'launch':
      if (q.status === QUESTIONNAIRE_STATUS.running) return QUESTIONNAIRE_MESSAGES.launchNotAllowed;
      return q.endTime && q.endTime.getTime() <= now.getTime() ? QUESTIONNAIRE_MESSAGES.launchEnded : undefined;
    case 'stop':
      return q.status === QUESTIONNAIRE_STATUS.running ? undefined : QUESTIONNAIRE_MESSAGES.stopNotRunning;
    case 'remove':
      return q.status === QUESTIONNAIRE_STATUS.running ? QUESTIONNAIRE_MESSAGES.removeRunning : undefined;
  }
}

/** Why an answer may not be saved or submitted now, or undefined when it may (status and period only). */
export function answeringRefusal(
  q: { status: number; startTime?: Date | null; endTime?: Date | null },
  now: Date,
): string | undefined {
  if (q.status === QUESTIONNAIRE_STATUS.draft) return QUESTIONNAIRE_MESSAGES.draft;
  if (q.status === QUESTIONNAIRE_STATUS.stopped) return QUESTIONNAIRE_MESSAGES.stopped;
  if (q.endTime && q.endTime.getTime() <= now.getTime()) return QUESTIONNAIRE_MESSAGES.ended;
  if (q.startTime && q.startTime.getTime() > now.getTime()) return QUESTIONNAIRE_MESSAGES.notStarted;
  return undefined;
}

/**
 * Whether a submitted answer may be changed again: only when the questionnaire allows editing until it ends and it
 * is still open. A draft may always be changed while the questionnaire is open.
 */
export function answerEditRefusal(
  q: { status: number; startTime?: Date | null; endTime?: Date | null; editableUntilEnd: boolean },
  answer: { submitted: boolean } | undefined,
  now: Date,
): string | undefined {
  const closed = answeringRefusal(q, now);
  if (closed) return closed;
  if (answer?.submitted && !q.editableUntilEnd) return QUESTIONNAIRE_MESSAGES.notEditable;
  return undefined;
}

/** A new empty questionnaire definition: one page, one section, no questions. */
export function emptyQuestionnaireDefinition(key: string): FormDefinition {
  return {
    key,
    version: 1,
    title: { zh: '' },
    tabs: [{ key: 'page1', label: { zh: '第1页' }, sections: [{ key: 'section1', fields: [] }] }],
  };
}
