import { describe, expect, it } from 'vitest';
import { NO_OPINION_TEXT, opinionText, verdictOf } from './evaluation-opinion.js';

describe('evaluation opinion', () => {
  it('grades the mean score at 90, 80 and 60', () => {
    expect([95, 90, 89.99, 80, 79.9, 60, 59.5].map(verdictOf)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'pass',
      'pass',
      'weak',
    ]);
  });

  it('writes the opinion with the count, the mean to two decimals and the rank; none without a rank', () => {
    expect(opinionText({ submitted: 3, rawMean: 86.456, rank: 2, ranked: 5 })).toBe(
      '经评审，该工程共有3位专家提交评分，综合得分86.46分，在本批次5项参评工程中排名第2。工程质量良好，评审意见为良好。',
    );
    expect(opinionText({ submitted: 0, rawMean: null, rank: null, ranked: 5 })).toBe(NO_OPINION_TEXT);
  });
});
