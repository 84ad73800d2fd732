/**
 * Results of a review: per application the mean of its submitted scores, and the same mean after removing each
 * expert's leniency. Normalisation: every score's total becomes M + S·z, where z is the total's z-score among
 * the totals of its expert and M, S are the mean and (population) standard deviation of all totals. An expert
 * with a single score or with zero variance cannot be normalised; those totals are kept raw.
 */

export interface ScoreTotal {
  applicationId: string;
  expertId: string;
  /** The weighted total of one submitted score (see review-rules weightedTotal). */
  total: number;
}

export interface RankedApplication {
  applicationId: string;
  /** How many submitted scores the means are over. */
  count: number;
  rawMean: number;
  normalizedMean: number;
  /** Rank by the raw weighted mean (1 best; equal means share a rank). */
  rank: number;
  /** Rank by the normalised mean. */
  normalizedRank: number;
}

export interface Spread {
  mean: number;
  sd: number;
}

/** Mean and population standard deviation. */
export function spread(values: readonly number[]): Spread {
  if (!values.length) return { mean: 0, sd: 0 };
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length;
  return { mean, sd: Math.sqrt(variance) };
}

const EPSILON = 1e-9;

/** The normalised total of every score, in input order. */
export function normalizedTotals(scores: readonly ScoreTotal[]): number[] {
  const overall = spread(scores.map((s) => s.total));
  const byExpert = new Map<string, number[]>();
  for (const s of scores) byExpert.set(s.expertId, [...(byExpert.get(s.expertId) ?? []), s.total]);
  const experts = new Map([...byExpert].map(([id, totals]) => [id, { n: totals.length, ...spread(totals) }]));
  return scores.map((s) => {
    const e = experts.get(s.expertId)!;
    if (e.n < 2 || e.sd < EPSILON) return s.total;
    return overall.mean + (overall.sd * (s.total - e.mean)) / e.sd;
  });
}

/** Competition ranks (1, 1, 3 …) of values, higher is better. */
export function ranksOf(values: readonly number[]): number[] {
  return values.map((v) => 1 + values.filter((o) => o - v > EPSILON).length);
}

/** The ranking of the applications with at least one submitted score, best raw mean first. */
export function rankApplications(scores: readonly ScoreTotal[]): RankedApplication[] {
  const normalized = normalizedTotals(scores);
  const byApp = new Map<string, { raw: number[]; norm: number[] }>();
  scores.forEach((s, i) => {
    const entry = byApp.get(s.applicationId) ?? { raw: [], norm: [] };
    entry.raw.push(s.total);
    entry.norm.push(normalized[i]!);
    byApp.set(s.applicationId, entry);
  });
  const rows = [...byApp].map(([applicationId, { raw, norm }]) => ({
    applicationId,
    count: raw.length,
    rawMean: spread(raw).mean,
    normalizedMean: spread(norm).mean,
  }));
  const rank = ranksOf(rows.map((r) => r.rawMean));
  const normalizedRank = ranksOf(rows.map((r) => r.normalizedMean));
  return rows
    .map((r, i) => ({ ...r, rank: rank[i]!, normalizedRank: normalizedRank[i]! }))
    .sort(
      (a, b) =>
        a.rank - b.rank || a.normalizedRank - b.normalizedRank || a.applicationId.localeCompare(b.applicationId),
    );
}
