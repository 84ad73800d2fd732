import { describe, expect, it } from 'vitest';
import {
  type AssignApplication,
  type AssignExpert,
  autoAssign,
  EXCLUSION_REASONS,
  exclusionOf,
} from './auto-assign.js';

/** mulberry32: a small seeded PRNG, so every run of the properties is reproducible. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TODAY = '2026-06-15';
const code = (i: number) => `91210000${String(i).padStart(10, '0')}`;

interface World {
  applications: AssignApplication[];
  experts: AssignExpert[];
  n: number;
}

function world(seed: number, opts: { allEligible?: boolean } = {}): World {
  const rnd = prng(seed);
  const int = (max: number) => Math.floor(rnd() * max);
  const units = 3 + int(10);
  const experts: AssignExpert[] = Array.from({ length: 1 + int(15) }, (_, i) => ({
    id: `e${String(int(1000)).padStart(4, '0')}-${i}`,
    name: `专家${i}`,
    creditCode: opts.allEligible ? code(1000 + i) : rnd() < 0.8 ? code(int(units)) : null,
    expirationDate: opts.allEligible
      ? null
      : rnd() < 0.2
        ? '2026-06-14'
        : rnd() < 0.5
          ? TODAY
          : rnd() < 0.5
            ? '2030-01-01'
            : null,
    approved: opts.allEligible ? true : rnd() < 0.85,
    load: opts.allEligible ? 0 : int(4),
  }));
  const applications: AssignApplication[] = Array.from({ length: int(12) }, (_, i) => {
    const involved = Array.from({ length: 1 + int(3) }, () => code(int(units)));
    const assigned = opts.allEligible || experts.length === 0 ? [] : experts.filter(() => rnd() < 0.1).map((e) => e.id);
    return {
      id: `a${i}`,
      involvedCreditCodes: rnd() < 0.5 ? involved : involved.map((c) => c.toLowerCase()),
      assignedExpertIds: assigned,
    };
  });
  return { applications, experts, n: 1 + int(5) };
}

const RUNS = 400;

describe('autoAssign properties (seeded random worlds)', () => {
  it('never assigns a conflicted, expired, unapproved or already assigned expert, never twice to one application', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const { applications, experts, n } = world(seed);
      const result = autoAssign({ applications, experts, perApplication: n, today: TODAY });
      const seen = new Set<string>();
      for (const a of result.assignments) {
        const app = applications.find((x) => x.id === a.applicationId)!;
        const expert = experts.find((x) => x.id === a.expertId)!;
        expect(exclusionOf(app, expert, TODAY), `seed ${seed}`).toBeNull();
        expect(expert.approved).toBe(true);
        expect(!expert.expirationDate || expert.expirationDate >= TODAY).toBe(true);
        if (expert.creditCode)
          expect(app.involvedCreditCodes.map((c) => c.toUpperCase())).not.toContain(expert.creditCode);
        const key = `${a.applicationId}/${a.expertId}`;
        expect(seen.has(key), `seed ${seed} duplicate ${key}`).toBe(false);
        expect(app.assignedExpertIds ?? []).not.toContain(a.expertId);
        seen.add(key);
      }
    }
  });

  it('gives every application N experts when enough are eligible, and names the shortfall otherwise', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const { applications, experts, n } = world(seed);
      const result = autoAssign({ applications, experts, perApplication: n, today: TODAY });
      for (const app of applications) {
        const have = new Set(app.assignedExpertIds).size;
        const eligible = experts.filter((e) => exclusionOf(app, e, TODAY) === null).length;
        const got = result.assignments.filter((a) => a.applicationId === app.id).length;
        expect(got, `seed ${seed}`).toBe(Math.min(Math.max(0, n - have), eligible));
        const shortfall = result.shortfalls.find((s) => s.applicationId === app.id);
        if (have + eligible >= n) expect(shortfall, `seed ${seed}`).toBeUndefined();
        else
          expect(shortfall, `seed ${seed}`).toMatchObject({
            wanted: n,
            assigned: have + eligible,
            reason: `符合条件的专家不足：需要${n}名，仅有${have + eligible}名可分配`,
          });
      }
    }
  });

  it('reports every excluded pair exactly once with its reason', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const { applications, experts, n } = world(seed);
      const result = autoAssign({ applications, experts, perApplication: n, today: TODAY });
      for (const app of applications) {
        for (const e of experts) {
          const reason = exclusionOf(app, e, TODAY);
          const found = result.exclusions.filter((x) => x.applicationId === app.id && x.expertId === e.id);
          expect(
            found.map((x) => x.reason),
            `seed ${seed}`,
          ).toEqual(reason ? [reason] : []);
        }
      }
    }
  });

  it('keeps the load spread (max - min) at most 1 when everyone is eligible', () => {
    for (let seed = 1; seed <= RUNS; seed++) {
      const { applications, experts, n } = world(seed, { allEligible: true });
      const result = autoAssign({ applications, experts, perApplication: n, today: TODAY });
      const loads = Object.values(result.loads);
      expect(Math.max(...loads) - Math.min(...loads), `seed ${seed}`).toBeLessThanOrEqual(1);
      expect(result.assignments.length).toBe(applications.length * Math.min(n, experts.length));
      expect(result.exclusions).toEqual([]);
    }
  });

  it('adds the new assignments to the loads and is deterministic', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const { applications, experts, n } = world(seed);
      const a = autoAssign({ applications, experts, perApplication: n, today: TODAY });
      const b = autoAssign({
        applications: [...applications].reverse(),
        experts: [...experts].reverse(),
        perApplication: n,
        today: TODAY,
      });
      expect(
        [...b.assignments].sort((x, y) =>
          `${x.applicationId}${x.expertId}`.localeCompare(`${y.applicationId}${y.expertId}`),
        ),
      ).toEqual(
        [...a.assignments].sort((x, y) =>
          `${x.applicationId}${x.expertId}`.localeCompare(`${y.applicationId}${y.expertId}`),
        ),
      );
      for (const e of experts)
        expect(a.loads[e.id]).toBe(e.load + a.assignments.filter((x) => x.expertId === e.id).length);
    }
  });
});

describe('autoAssign examples', () => {
  const expert = (id: string, extra: Partial<AssignExpert> = {}): AssignExpert => ({
    id,
    name: id,
    creditCode: null,
    expirationDate: null,
    approved: true,
    load: 0,
    ...extra,
  });

  it('picks the least loaded eligible expert, ties by id, and explains each exclusion', () => {
    const result = autoAssign({
      applications: [{ id: 'a1', involvedCreditCodes: [code(1)], assignedExpertIds: ['x'] }],
      experts: [
        expert('x'),
        expert('b', { load: 2 }),
        expert('c', { load: 1 }),
        expert('d', { load: 1 }),
        expert('own', { creditCode: code(1) }),
        expert('old', { expirationDate: '2026-06-14' }),
        expert('new', { approved: false }),
      ],
      perApplication: 3,
      today: TODAY,
    });
    expect(result.assignments).toEqual([
      { applicationId: 'a1', expertId: 'c' },
      { applicationId: 'a1', expertId: 'd' },
    ]);
    expect(result.exclusions.map((e) => [e.expertId, e.reason])).toEqual([
      ['new', EXCLUSION_REASONS.notApproved],
      ['old', EXCLUSION_REASONS.expired],
      ['own', EXCLUSION_REASONS.conflict],
      ['x', EXCLUSION_REASONS.assigned],
    ]);
    expect(result.shortfalls).toEqual([]);
  });

  it('a card expiring today is still valid', () => {
    expect(exclusionOf({ id: 'a', involvedCreditCodes: [] }, expert('e', { expirationDate: TODAY }), TODAY)).toBeNull();
  });
});
