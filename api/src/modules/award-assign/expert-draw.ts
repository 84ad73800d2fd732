/**
 * Random expert draw (专家抽取), a pure function. The eligible pool of an application (the exclusion rules of
 * automatic assignment: 回避, expired card, not approved, already assigned) is ordered by
 * sha256(seed:applicationId:expertId); the first N are drawn and the next M are the ranked substitutes. The seed
 * comes from crypto, so the order cannot be arranged, and anyone holding the record can recompute it (replay).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type AssignApplication,
  type AssignExpert,
  type Exclusion,
  exclusionOf,
  shortfallReason,
} from './auto-assign.js';

export const DRAW_LIMITS = { count: 20, substitutes: 20 } as const;

/** A fresh random seed: 32 bytes from the operating system's generator, in hex. */
export const newDrawSeed = () => randomBytes(32).toString('hex');

/** The draw key of one expert for one application: sha256 of `seed:applicationId:expertId`, in hex. */
export const drawKey = (seed: string, applicationId: string, expertId: string) =>
  createHash('sha256').update(`${seed}:${applicationId}:${expertId}`).digest('hex');

/** The eligible expert ids in draw order (ascending draw key; equal keys, which sha256 makes unheard of, by id). */
export function drawOrder(seed: string, applicationId: string, expertIds: readonly string[]): string[] {
  const keyed = [...new Set(expertIds)].map((id) => ({ id, key: drawKey(seed, applicationId, id) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return keyed.map((k) => k.id);
}

export interface DrawInput {
  seed: string;
  application: AssignApplication;
  experts: readonly AssignExpert[];
  /** N: experts to draw. */
  count: number;
  /** M: ranked substitutes. */
  substitutes: number;
  /** YYYY-MM-DD */
  today: string;
}

export interface DrawResult {
  /** Eligible expert ids (the pool the order is computed over), by id. */
  eligibleIds: string[];
  exclusions: Omit<Exclusion, 'applicationId'>[];
  /** The drawn expert ids, in rank order. */
  drawnIds: string[];
  /** The substitute ids, in rank order. */
  substituteIds: string[];
  /** Set when the pool holds fewer than N + M experts (nothing is drawn then). */
  shortfall: string | null;
}

export function drawExperts(input: DrawInput): DrawResult {
  const experts = [...new Map(input.experts.map((e) => [e.id, e])).values()].sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  const exclusions: DrawResult['exclusions'] = [];
  const eligibleIds: string[] = [];
  for (const e of experts) {
    const reason = exclusionOf(input.application, e, input.today);
    if (reason) exclusions.push({ expertId: e.id, reason });
    else eligibleIds.push(e.id);
  }
  const n = Math.max(0, Math.floor(input.count));
  const m = Math.max(0, Math.floor(input.substitutes));
  if (n + m > eligibleIds.length)
    return {
      eligibleIds,
      exclusions,
      drawnIds: [],
      substituteIds: [],
      shortfall: shortfallReason(n + m, eligibleIds.length),
    };
  const order = drawOrder(input.seed, input.application.id, eligibleIds);
  return {
    eligibleIds,
    exclusions,
    drawnIds: order.slice(0, n),
    substituteIds: order.slice(n, n + m),
    shortfall: null,
  };
}

/** Recomputes a recorded draw from its seed and pool: whether the recorded drawn and substitutes are exactly that order. */
export function replayDraw(record: {
  seed: string;
  applicationId: string;
  eligibleIds: readonly string[];
  count: number;
  drawnIds: readonly string[];
  substituteIds: readonly string[];
}): { matches: boolean; drawnIds: string[]; substituteIds: string[] } {
  const order = drawOrder(record.seed, record.applicationId, record.eligibleIds);
  const drawnIds = order.slice(0, record.count);
  const substituteIds = order.slice(record.count, record.count + record.substituteIds.length);
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  return {
    matches: same(drawnIds, record.drawnIds) && same(substituteIds, record.substituteIds),
    drawnIds,
    substituteIds,
  };
}
