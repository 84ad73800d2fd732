import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type AssignExpert, EXCLUSION_REASONS } from './auto-assign.js';
import { drawExperts, drawKey, drawOrder, newDrawSeed, replayDraw } from './expert-draw.js';

const TODAY = '2026-06-15';
const experts: AssignExpert[] = Array.from({ length: 12 }, (_, i) => ({
  id: `e${String(i).padStart(2, '0')}`,
  name: `专家${i}`,
  creditCode: `9121000000000000${String(i).padStart(2, '0')}`,
  expirationDate: null,
  approved: true,
  load: 0,
}));
const application = { id: 'app-1', involvedCreditCodes: [] as string[] };
const draw = (seed: string, extra: Partial<Parameters<typeof drawExperts>[0]> = {}) =>
  drawExperts({ seed, application, experts, count: 3, substitutes: 2, today: TODAY, ...extra });

describe('expert draw (pure)', () => {
  it('orders the pool by sha256(seed:applicationId:expertId)', () => {
    expect(drawKey('s', 'a', 'e')).toBe(createHash('sha256').update('s:a:e').digest('hex'));
    const order = drawOrder(
      'seed-1',
      'app-1',
      experts.map((e) => e.id),
    );
    const keys = order.map((id) => drawKey('seed-1', 'app-1', id));
    expect([...keys].sort()).toEqual(keys);
    expect([...order].sort()).toEqual(experts.map((e) => e.id));
  });

  it('is deterministic for a seed, whatever order the experts come in', () => {
    const a = draw('fixed-seed');
    const b = draw('fixed-seed', { experts: [...experts].reverse() });
    expect(b.drawnIds).toEqual(a.drawnIds);
    expect(b.substituteIds).toEqual(a.substituteIds);
    expect(a.drawnIds).toHaveLength(3);
    expect(a.substituteIds).toHaveLength(2);
    expect(new Set([...a.drawnIds, ...a.substituteIds]).size).toBe(5);
  });

  it('gives different orders for different seeds (and different applications)', () => {
    const seeds = Array.from({ length: 20 }, () => newDrawSeed());
    expect(seeds.every((s) => /^[0-9a-f]{64}$/.test(s))).toBe(true);
    expect(new Set(seeds).size).toBe(20);
    const orders = new Set(
      seeds.map((s) =>
        drawOrder(
          s,
          'app-1',
          experts.map((e) => e.id),
        ).join(','),
      ),
    );
    // 12! orders: twenty seeds giving fewer than 19 distinct ones would mean the seed barely matters.
    expect(orders.size).toBeGreaterThanOrEqual(19);
    const ids = experts.map((e) => e.id);
    expect(drawOrder('s', 'app-1', ids)).not.toEqual(drawOrder('s', 'app-2', ids));
  });

  it('never draws an excluded expert, and records every exclusion with its reason', () => {
    const pool: AssignExpert[] = [
      ...experts.slice(0, 6),
      { ...experts[6]!, approved: false },
      { ...experts[7]!, expirationDate: '2026-06-14' },
      { ...experts[8]!, creditCode: '91210000AAAAAAAAAA' },
      experts[9]!,
    ];
    for (let i = 0; i < 30; i++) {
      const r = drawExperts({
        seed: newDrawSeed(),
        application: { id: 'app-9', involvedCreditCodes: ['91210000aaaaaaaaaa'], assignedExpertIds: ['e09'] },
        experts: pool,
        count: 4,
        substitutes: 2,
        today: TODAY,
      });
      expect(r.exclusions).toEqual([
        { expertId: 'e06', reason: EXCLUSION_REASONS.notApproved },
        { expertId: 'e07', reason: EXCLUSION_REASONS.expired },
        { expertId: 'e08', reason: EXCLUSION_REASONS.conflict },
        { expertId: 'e09', reason: EXCLUSION_REASONS.assigned },
      ]);
      expect(r.eligibleIds).toEqual(['e00', 'e01', 'e02', 'e03', 'e04', 'e05']);
      expect([...r.drawnIds, ...r.substituteIds].sort()).toEqual(r.eligibleIds);
    }
  });

  it('ranks the substitutes right after the drawn in draw order', () => {
    const seed = newDrawSeed();
    const r = draw(seed, { count: 2, substitutes: 4 });
    const order = drawOrder(
      seed,
      'app-1',
      experts.map((e) => e.id),
    );
    expect(r.drawnIds).toEqual(order.slice(0, 2));
    expect(r.substituteIds).toEqual(order.slice(2, 6));
  });

  it('draws nothing and names the shortfall when the pool holds fewer than N + M', () => {
    const r = draw('s', { count: 10, substitutes: 3 });
    expect(r.drawnIds).toEqual([]);
    expect(r.substituteIds).toEqual([]);
    expect(r.shortfall).toBe('符合条件的专家不足：需要13名，仅有12名可分配');
    expect(draw('s', { count: 10, substitutes: 2 }).shortfall).toBeNull();
  });

  it('replays a recorded draw: matches as recorded, not when the record was arranged', () => {
    const seed = newDrawSeed();
    const r = draw(seed);
    const record = {
      seed,
      applicationId: 'app-1',
      eligibleIds: r.eligibleIds,
      count: 3,
      drawnIds: r.drawnIds,
      substituteIds: r.substituteIds,
    };
    expect(replayDraw(record)).toEqual({ matches: true, drawnIds: r.drawnIds, substituteIds: r.substituteIds });
    const other = r.eligibleIds.find((id) => !r.drawnIds.includes(id) && !r.substituteIds.includes(id))!;
    expect(replayDraw({ ...record, drawnIds: [other, ...r.drawnIds.slice(1)] }).matches).toBe(false);
    expect(replayDraw({ ...record, substituteIds: [...r.substituteIds].reverse() }).matches).toBe(false);
    expect(replayDraw({ ...record, seed: newDrawSeed() }).matches).toBe(false);
  });
});
