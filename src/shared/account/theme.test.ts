import { describe, expect, it } from 'vitest';
import { chooseTheme, isTheme, resolveTheme } from './theme.ts';

describe('isTheme', () => {
  it.each([
    ['light', true],
    ['dark', true],
    ['system', true],
    ['Dark', false],
    ['', false],
    [null, false],
    [undefined, false],
    [1, false],
  ])('%s → %s', (value, expected) => {
    expect(isTheme(value)).toBe(expected);
  });
});

describe('chooseTheme (profile preference, then stored choice, then system)', () => {
  it.each([
    ['dark', 'light', 'dark'],
    ['light', undefined, 'light'],
    [null, 'dark', 'dark'],
    [undefined, 'light', 'light'],
    ['bogus', 'dark', 'dark'],
    [null, 'bogus', 'system'],
    [undefined, undefined, 'system'],
    ['system', 'dark', 'system'],
  ])('profile %s, stored %s → %s', (profile, stored, expected) => {
    expect(chooseTheme(profile, stored)).toBe(expected);
  });
});

describe('resolveTheme', () => {
  it.each([
    ['light', true, 'light'],
    ['light', false, 'light'],
    ['dark', true, 'dark'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
  ] as const)('%s with system dark=%s → %s', (theme, systemDark, expected) => {
    expect(resolveTheme(theme, systemDark)).toBe(expected);
  });
});
