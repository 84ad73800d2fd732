import { describe, expect, it } from 'vitest';
import { normalizedTotals, rankApplications, ranksOf, type ScoreTotal, spread } from './ranking.js';

/**
 * The worked example (totals are weighted totals of submitted scores):
 *
 *   expert A (strict, small spread): P1 60, P3 62           mean 61, sd 1
 *   expert B (wide spread):          P2 88, P3 58           mean 73, sd 15
 *   expert C (one score):            P2 65                  kept raw
 *   expert D (zero variance):        P1 75, P3 75           kept raw
 *
 * All seven totals 60 62 88 58 65 75 75: sum 483, M = 483 / 7 = 69.
 * Deviations from 69: -9 -7 19 -11 -4 6 6; squares 81 49 361 121 16 36 36 = 700; 700 / 7 = 100, S = 10.
 *
 * Normalised (M + S·z):  A/P1 z = (60-61)/1 = -1 -> 59;   A/P3 z = +1 -> 79
 *                        B/P2 z = (88-73)/15 = +1 -> 79;   B/P3 z = -1 -> 59
 *                        C/P2 65 (raw);  D/P1 75, D/P3 75 (raw)
 *
 *   P1 raw (60 + 75) / 2 = 67.5        normalised (59 + 75) / 2 = 67
 *   P2 raw (88 + 65) / 2 = 76.5        normalised (79 + 65) / 2 = 72
 *   P3 raw (62 + 58 + 75) / 3 = 65     normalised (79 + 59 + 75) / 3 = 71
 *
 * Raw ranking P2, P1, P3; normalised ranking P2, P3, P1 (A's strictness no longer drags P3 down).
 */
const EXAMPLE: ScoreTotal[] = [
  { applicationId: 'P1', expertId: 'A', total: 60 },
  { applicationId: 'P3', expertId: 'A', total: 62 },
  { applicationId: 'P2', expertId: 'B', total: 88 },
  { applicationId: 'P3', expertId: 'B', total: 58 },
  { applicationId: 'P2', expertId: 'C', total: 65 },
  { applicationId: 'P1', expertId: 'D', total: 75 },
  { applicationId: 'P3', expertId: 'D', total: 75 },
];

describe('spread', () => {
  it.each([
    { values: [], mean: 0, sd: 0 },
    { values: [5], mean: 5, sd: 0 },
    { values: [60, 62], mean: 61, sd: 1 },
    { values: [88, 58], mean: 73, sd: 15 },
    { values: [60, 62, 88, 58, 65, 75, 75], mean: 69, sd: 10 },
  ])('$values -> mean $mean, sd $sd', ({ values, mean, sd }) => {
    const s = spread(values);
    expect(s.mean).toBeCloseTo(mean, 9);
    expect(s.sd).toBeCloseTo(sd, 9);
  });
});

describe('normalised totals', () => {
  it('rescale each expert to the overall mean and sd, keeping single-score and zero-variance experts raw', () => {
    const n = normalizedTotals(EXAMPLE);
    [59, 79, 79, 59, 65, 75, 75].forEach((v, i) => expect(n[i]).toBeCloseTo(v, 9));
  });

  it('keep everything raw when nobody can be normalised', () => {
    const scores = [
      { applicationId: 'X', expertId: 'A', total: 80 },
      { applicationId: 'Y', expertId: 'B', total: 70 },
    ];
    expect(normalizedTotals(scores)).toEqual([80, 70]);
  });
});

describe('ranking', () => {
  it('the worked example: raw and normalised means and ranks side by side', () => {
    const rows = rankApplications(EXAMPLE);
    expect(rows.map((r) => r.applicationId)).toEqual(['P2', 'P1', 'P3']);
    const byId = Object.fromEntries(rows.map((r) => [r.applicationId, r]));
    const expected = {
      P1: { count: 2, rawMean: 67.5, normalizedMean: 67, rank: 2, normalizedRank: 3 },
      P2: { count: 2, rawMean: 76.5, normalizedMean: 72, rank: 1, normalizedRank: 1 },
      P3: { count: 3, rawMean: 65, normalizedMean: 71, rank: 3, normalizedRank: 2 },
    };
    for (const [id, e] of Object.entries(expected)) {
      const r = byId[id]!;
      expect(r.count).toBe(e.count);
      expect(r.rawMean).toBeCloseTo(e.rawMean, 9);
      expect(r.normalizedMean).toBeCloseTo(e.normalizedMean, 9);
      expect([r.rank, r.normalizedRank]).toEqual([e.rank, e.normalizedRank]);
    }
  });

  it.each([
    { values: [90, 80, 90, 70], ranks: [1, 3, 1, 4] },
    { values: [50], ranks: [1] },
    { values: [], ranks: [] },
  ])('competition ranks of $values', ({ values, ranks }) => {
    expect(ranksOf(values)).toEqual(ranks);
  });

  it('no scores, no rows', () => {
    expect(rankApplications([])).toEqual([]);
  });
});
