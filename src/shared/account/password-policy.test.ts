import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH } from '../constants.ts';
import { PASSWORD_MESSAGES, loadCommonPasswords, passwordProblem } from './password-policy.ts';

beforeAll(async () => {
  await loadCommonPasswords();
});

describe('security: password policy, ASVS 6.2 (issue 10.5)', () => {
  it.each([
    ['password', PASSWORD_MESSAGES.common],
    ['12345678', PASSWORD_MESSAGES.common],
    ['password123', PASSWORD_MESSAGES.common],
    ['PassWord123', PASSWORD_MESSAGES.common],
    ['iloveyou', PASSWORD_MESSAGES.common],
    ['        ', PASSWORD_MESSAGES.repeated],
    ['aaaaaaaa', PASSWORD_MESSAGES.repeated],
    ['short', PASSWORD_MESSAGES.tooShort],
    ['x'.repeat(PASSWORD_MAX_LENGTH) + 'y', PASSWORD_MESSAGES.tooLong],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('refuses the email itself and any password containing its name before the @, in any case', () => {
    const email = 'jordan.smith@example.com';
    expect(passwordProblem('jordan.smith@example.com', email)).toBe(PASSWORD_MESSAGES.email);
    expect(passwordProblem('Jordan.Smith@Example.com', email)).toBe(PASSWORD_MESSAGES.email);
    expect(passwordProblem('my-JORDAN.SMITH-pass', email)).toBe(PASSWORD_MESSAGES.email);
    expect(passwordProblem('jordan.smith', email)).toBe(PASSWORD_MESSAGES.email);
  });

  it('ignores a local part shorter than 3 characters (it would refuse too much), but not the whole email', () => {
    expect(passwordProblem('jo-plays-valorant-2026', 'jo@example.com')).toBeNull();
    expect(passwordProblem('jo@example.com', 'jo@example.com')).toBe(PASSWORD_MESSAGES.email);
  });

  it.each([
    'demo-password-2026',
    'e2e-password-2026',
    'correct-horse-battery',
    '  leading and trailing spaces  ',
    'ünïcødé-pässwörd-🎮',
    'xy'.repeat(PASSWORD_MAX_LENGTH / 2),
    'abcdefgh-no-composition-rules',
  ])('accepts %j: any characters, nothing trimmed, up to the maximum', (password) => {
    expect(passwordProblem(password, 'someone@example.com')).toBeNull();
  });

  it('counts spaces as characters (no trimming): 7 letters and a space is long enough', () => {
    expect(passwordProblem('zq7wv2k ')).toBeNull();
    expect(passwordProblem(' zq7wv2k')).toBeNull();
  });
});
