/**
 * Automatic expert assignment (自动分配), a pure function: applications with the credit codes of the units taking
 * part, candidate experts with their current load, N experts per application, today. Every application is topped
 * up to N experts; each pick is the least loaded eligible expert (ties: fewer eligible applications are served
 * first, then the expert id), so the load stays balanced. Conflicted (回避), expired, unapproved and already
 * assigned experts are never picked; every excluded (application, expert) pair carries its reason.
 */

export const EXCLUSION_REASONS = {
  conflict: '本单位或参建单位回避',
  expired: '专家证已过期',
  notApproved: '未通过审核',
  assigned: '已分配',
} as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[keyof typeof EXCLUSION_REASONS];

export const shortfallReason = (wanted: number, eligible: number) =>
  `符合条件的专家不足：需要${wanted}名，仅有${eligible}名可分配`;

export interface AssignApplication {
  id: string;
  /** Credit codes of the applicant and of every participant unit. */
  involvedCreditCodes: readonly string[];
  /** Experts already assigned to the application (they count towards N). */
  assignedExpertIds?: readonly string[];
}

export interface AssignExpert {
  id: string;
  name: string;
  creditCode?: string | null;
  /** YYYY-MM-DD; none: the card does not expire. */
  expirationDate?: string | null;
  approved: boolean;
  /** Applications the expert already reviews. */
  load: number;
}

export interface AutoAssignInput {
  applications: readonly AssignApplication[];
  experts: readonly AssignExpert[];
  perApplication: number;
  /** YYYY-MM-DD */
  today: string;
}

export interface Assignment {
  applicationId: string;
  expertId: string;
}
export interface Exclusion {
  applicationId: string;
  expertId: string;
  reason: ExclusionReason;
}
export interface Shortfall {
  applicationId: string;
  wanted: number;
  assigned: number;
  reason: string;
}

export interface AutoAssignResult {
  /** New assignments only (existing ones are not repeated). */
  assignments: Assignment[];
  exclusions: Exclusion[];
  shortfalls: Shortfall[];
  /** Load of every candidate expert after the assignment. */
  loads: Record<string, number>;
}

const upper = (code: string | null | undefined) => (code ?? '').trim().toUpperCase();
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Why an expert may not review an application, or null when eligible. */
export function exclusionOf(app: AssignApplication, expert: AssignExpert, today: string): ExclusionReason | null {
  if (!expert.approved) return EXCLUSION_REASONS.notApproved;
  if (expert.expirationDate && expert.expirationDate < today) return EXCLUSION_REASONS.expired;
  const code = upper(expert.creditCode);
  if (code && app.involvedCreditCodes.some((c) => upper(c) === code)) return EXCLUSION_REASONS.conflict;
  if (app.assignedExpertIds?.includes(expert.id)) return EXCLUSION_REASONS.assigned;
  return null;
}

export function autoAssign(input: AutoAssignInput): AutoAssignResult {
  const n = Math.max(0, Math.floor(input.perApplication));
  const experts = [...new Map(input.experts.map((e) => [e.id, e])).values()].sort((a, b) => byId(a.id, b.id));
  const loads: Record<string, number> = {};
  for (const e of experts) loads[e.id] = Math.max(0, e.load);
  const exclusions: Exclusion[] = [];
  const eligible = new Map<string, AssignExpert[]>();
  for (const app of input.applications) {
    const list: AssignExpert[] = [];
    for (const e of experts) {
      const reason = exclusionOf(app, e, input.today);
      if (reason) exclusions.push({ applicationId: app.id, expertId: e.id, reason });
      else list.push(e);
    }
    eligible.set(app.id, list);
  }
  // The most constrained applications first, so scarce experts go where they are needed.
  const order = [...input.applications].sort(
    (a, b) => eligible.get(a.id)!.length - eligible.get(b.id)!.length || byId(a.id, b.id),
  );
  const assignments: Assignment[] = [];
  const shortfalls: Shortfall[] = [];
  for (const app of order) {
    const have = new Set(app.assignedExpertIds ?? []).size;
    const need = Math.max(0, n - have);
    const pool = eligible.get(app.id)!;
    const picks = [...pool].sort((a, b) => loads[a.id]! - loads[b.id]! || byId(a.id, b.id)).slice(0, need);
    for (const e of picks) {
      loads[e.id] = (loads[e.id] ?? 0) + 1;
      assignments.push({ applicationId: app.id, expertId: e.id });
    }
    if (picks.length < need)
      shortfalls.push({
        applicationId: app.id,
        wanted: n,
        assigned: have + picks.length,
        reason: shortfallReason(n, have + pool.length),
      });
  }
  return { assignments, exclusions, shortfalls, loads };
}
