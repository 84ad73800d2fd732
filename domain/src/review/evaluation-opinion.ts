/**
 * The evaluation opinion (工程质量评价意见) of an application after expert scoring, as the staff screen shows it
 * and the PDF prints it: the verdict of the mean score and the opinion's sentence.
 */
export type Verdict = 'excellent' | 'good' | 'pass' | 'weak';

/** The verdict of a mean score (100-point scale): ≥90 excellent, ≥80 good, ≥60 pass, else weak. */
export function verdictOf(mean: number): Verdict {
  if (mean >= 90) return 'excellent';
  if (mean >= 80) return 'good';
  if (mean >= 60) return 'pass';
  return 'weak';
}

/** The Chinese sentence of each verdict (the client catalogue's review.opinion.verdict.* in zh-CN). */
export const VERDICT_TEXTS: Readonly<Record<Verdict, string>> = {
  excellent: '工程质量优良，评审意见为优秀。',
  good: '工程质量良好，评审意见为良好。',
  pass: '工程质量符合要求，评审意见为合格。',
  weak: '工程质量尚有不足，评审意见为待改进。',
};

export const NO_OPINION_TEXT = '该工程尚无已提交的专家评分，暂不能形成评价意见。';

/** The opinion in Chinese (review.opinion.text in zh-CN); without a mean or a rank there is none yet. */
export function opinionText(row: {
  submitted: number;
  rawMean: number | null;
  rank: number | null;
  ranked: number;
}): string {
  if (row.rawMean == null || row.rank == null) return NO_OPINION_TEXT;
  return `经评审，该工程共有${row.submitted}位专家提交评分，综合得分${row.rawMean.toFixed(2)}分，在本批次${row.ranked}项参评工程中排名第${row.rank}。${VERDICT_TEXTS[verdictOf(row.rawMean)]}`;
}
