import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_MESSAGES, passwordProblem, verifyPassword } from './password.js';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the same password', async () => {
    const stored = await hashPassword('Correct-Horse-9');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(stored, 'Correct-Horse-9')).toBe(true);
    expect(await verifyPassword(stored, 'correct-horse-9')).toBe(false);
  });

  it('never matches a missing or malformed hash', async () => {
    expect(await verifyPassword(undefined, 'x')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('refuses short, common, repeated and sequential passwords', () => {
    expect(passwordProblem('Ab1!x')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('password123')).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('PASSWORD123')).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('aaaaaaaaaa')).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('abcdefghij')).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('98765432')).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('x'.repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
    expect(passwordProblem('Zhuxie-2026!')).toBeUndefined();
    expect(passwordProblem('Zhuxie-2026!', { account: 'zhuxie' })).toBe(PASSWORD_MESSAGES.containsName);
    expect(passwordProblem('ab张伟-2026!', { realName: '张伟' })).toBe(PASSWORD_MESSAGES.containsName);
    expect(passwordProblem('Quiet-Acme-Rx9', { companyName: 'acme' })).toBe(PASSWORD_MESSAGES.containsName);
    expect(passwordProblem('Quiet-Acme-Rx9', { account: 'ab', realName: null })).toBeUndefined();
  });
});
