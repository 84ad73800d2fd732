import { describe, expect, it } from 'vitest';
import { formatDuration, prettyJson } from './format';

describe('log formats', () => {
  it('indents JSON parameters and leaves other text alone', () => {
    expect(prettyJson('[{"field":"submitPost","args":{"input":{"password":"******"}}}]')).toBe(
      '[\n  {\n    "field": "submitPost",\n    "args": {\n      "input": {\n        "password": "******"\n      }\n    }\n  }\n]',
    );
    expect(prettyJson('注册审核通过：guest')).toBe('注册审核通过：guest');
    expect(prettyJson('{"cut": "…')).toBe('{"cut": "…');
    expect(prettyJson(null)).toBe('');
  });

  it('shows durations in milliseconds, long ones in seconds', () => {
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(999)).toBe('999 ms');
    expect(formatDuration(1234)).toBe('1.23 s');
    expect(formatDuration(12_345)).toBe('12.3 s');
    expect(formatDuration(undefined)).toBe('');
  });
});
