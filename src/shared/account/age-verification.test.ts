import { describe, expect, it } from 'vitest';
import { AGE_VERIFICATION_VALIDITY_MS } from '../constants.ts';
import { ADULT_AGE, MINIMUM_AGE, ageBracket, ageOn, isAgeVerificationValid } from './age-verification.ts';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);

describe('isAgeVerificationValid (valid for 24 hours)', () => {
  it('the validity constant is 24 hours', () => {
    expect(AGE_VERIFICATION_VALIDITY_MS).toBe(24 * HOUR);
  });

  it.each([
    ['just passed', 0, true],
    ['one hour ago', HOUR, true],
    ['one millisecond before 24 h', 24 * HOUR - 1, true],
    ['exactly 24 h ago', 24 * HOUR, false],
    ['25 hours ago', 25 * HOUR, false],
    ['in the future (clock skew or tampering)', -1000, false],
  ])('%s → %s', (_label, age, expected) => {
    expect(isAgeVerificationValid({ passed: true, timestamp: NOW - age }, NOW)).toBe(expected);
  });

  it.each([
    ['not passed', { passed: false, timestamp: NOW }],
    ['passed as a string', { passed: 'true', timestamp: NOW }],
    ['timestamp missing', { passed: true }],
    ['timestamp as a string', { passed: true, timestamp: String(NOW) }],
    ['null', null],
    ['a string', 'passed'],
    ['undefined', undefined],
  ])('%s → not verified', (_label, value) => {
    expect(isAgeVerificationValid(value, NOW)).toBe(false);
  });
});

describe('ageOn', () => {
  const today = new Date(Date.UTC(2026, 5, 15));
  it.each([
    ['2008-06-15', 18],
    ['2008-06-16', 17],
    ['2008-06-14', 18],
    ['2008-07-01', 17],
    ['2008-05-31', 18],
    ['2013-06-15', 13],
    ['2013-06-16', 12],
    ['2026-06-15', 0],
  ])('born %s → %i on 2026-06-15', (birthDate, age) => {
    expect(ageOn(birthDate, today)).toBe(age);
  });

  it('a 29 February birthday counts from 1 March in common years', () => {
    expect(ageOn('2008-02-29', new Date(Date.UTC(2026, 1, 28)))).toBe(17);
    expect(ageOn('2008-02-29', new Date(Date.UTC(2026, 2, 1)))).toBe(18);
  });
});

describe('ageBracket', () => {
  it('uses 13 and 18 as the limits', () => {
    expect(MINIMUM_AGE).toBe(13);
    expect(ADULT_AGE).toBe(18);
  });

  it.each([
    [0, 'under_13'],
    [12, 'under_13'],
    [13, 'minor'],
    [17, 'minor'],
    [18, 'adult'],
    [65, 'adult'],
  ])('%i → %s', (age, bracket) => {
    expect(ageBracket(age)).toBe(bracket);
  });
});
