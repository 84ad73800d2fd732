import { LINE_MESSAGES, safetyProblems } from '@zhuxie/domain/award-lines/award-lines.rules';
import { MOBILE_MESSAGES } from '@zhuxie/domain/rules/mobile';
import type { MessageId } from '../../i18n/locale';

export { LINE_STATUS, SAFETY_LEVELS } from '@zhuxie/domain/award-lines/award-lines.rules';

/** The shared rules' messages (the server's) as catalogue keys, so the form shows the same case in either language. */
const KEYS: Record<string, MessageId> = {
  [LINE_MESSAGES.projectNameRequired]: 'awardLines.rules.projectNameRequired',
  [LINE_MESSAGES.memberUnitRequired]: 'awardLines.rules.memberUnitRequired',
  [LINE_MESSAGES.programmeRequired]: 'awardLines.rules.programmeRequired',
  [LINE_MESSAGES.contactRequired]: 'awardLines.rules.contactRequired',
  [LINE_MESSAGES.scoreInvalid]: 'awardLines.rules.scoreInvalid',
  [LINE_MESSAGES.levelInvalid]: 'awardLines.rules.levelInvalid',
  [LINE_MESSAGES.statusInvalid]: 'awardLines.rules.statusInvalid',
  [LINE_MESSAGES.opinionRequired]: 'awardLines.rules.opinionRequired',
  [MOBILE_MESSAGES.required]: 'awardLines.rules.mobileRequired',
  [MOBILE_MESSAGES.length]: 'awardLines.rules.mobileLength',
  [MOBILE_MESSAGES.format]: 'awardLines.rules.mobileFormat',
};

export interface SafetyValues extends Record<string, string> {
  projectName: string;
  memberUnitId: string;
  programmeId: string;
  contact: string;
  mobile: string;
  score: string;
  level: string;
  status: string;
  remark: string;
}

/** The score text as the input's number: '' is none, anything not numeric is NaN (refused by the rule). */
export function scoreValue(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The field errors of the safety standardization form: the server's rules (safetyProblems), as catalogue keys. */
export function safetyFormErrors(values: SafetyValues): Partial<Record<keyof SafetyValues, MessageId>> {
  const problems = safetyProblems({
    ...values,
    score: scoreValue(values.score),
    status: values.status === '' ? null : Number(values.status),
  });
  const errors: Partial<Record<keyof SafetyValues, MessageId>> = {};
  for (const p of problems) {
    const key = KEYS[p.message];
    if (key && !(p.field in errors)) errors[p.field as keyof SafetyValues] = key;
  }
  return errors;
}
