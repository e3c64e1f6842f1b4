import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VARIANT,
  KNOWN_FLAGS,
  evaluateFlags,
  flagEnabled,
  flagVariant,
  isFlagOn,
  type FlagDefinition,
} from './flags.ts';

const flag = (overrides: Partial<FlagDefinition> = {}): FlagDefinition => ({
  key: 'teams_management',
  variant: null,
  enabled: true,
  requiredRoles: null,
  rolloutPercentage: 100,
  devOnly: false,
  ...overrides,
});

describe('isFlagOn (spec §4)', () => {
  it('is on when it exists, is enabled, is not dev_only, needs no role and rolls out to 100', () => {
    expect(isFlagOn(flag(), [])).toBe(true);
  });

  it('a missing flag is off', () => {
    expect(isFlagOn(undefined, ['yes_admin'])).toBe(false);
  });

  it('a disabled flag is off, even for an admin', () => {
    expect(isFlagOn(flag({ enabled: false }), ['yes_admin'])).toBe(false);
  });

  it('a dev_only flag is off, even for a developer', () => {
    expect(isFlagOn(flag({ devOnly: true }), ['yes_developer'])).toBe(false);
  });

  it('with required roles: on when the user holds one of them', () => {
    const f = flag({ requiredRoles: ['yes_admin', 'yes_staff'] });
    expect(isFlagOn(f, ['yes_staff'])).toBe(true);
    expect(isFlagOn(f, ['recruit_player', 'yes_admin'])).toBe(true);
  });

  it('with required roles: off when the user holds none of them (or no role at all)', () => {
    const f = flag({ requiredRoles: ['yes_admin', 'yes_staff'] });
    expect(isFlagOn(f, ['yes_developer'])).toBe(false);
    expect(isFlagOn(f, [])).toBe(false);
  });

  it('with no required roles set (null or empty) any user passes the role check', () => {
    expect(isFlagOn(flag({ requiredRoles: null }), [])).toBe(true);
    expect(isFlagOn(flag({ requiredRoles: [] }), ['recruit_player'])).toBe(true);
  });

  it.each([
    [100, true],
    [99, false],
    [50, false],
    [1, false],
    [0, false],
    [-5, false],
  ])('rollout %i → %s', (rolloutPercentage, expected) => {
    expect(isFlagOn(flag({ rolloutPercentage }), [])).toBe(expected);
  });
});

describe('flagVariant', () => {
  it('falls back to the default variant when the flag is off', () => {
    expect(flagVariant(flag({ enabled: false, variant: 'beta' }), [])).toBe(DEFAULT_VARIANT);
    expect(flagVariant(undefined, [])).toBe(DEFAULT_VARIANT);
    expect(flagVariant(flag({ rolloutPercentage: 50, variant: 'beta' }), [])).toBe(DEFAULT_VARIANT);
  });

  it('uses a caller-given fallback when off', () => {
    expect(flagVariant(flag({ enabled: false, variant: 'beta' }), [], 'legacy')).toBe('legacy');
  });

  it('gives the flag’s variant when on', () => {
    expect(flagVariant(flag({ variant: 'beta' }), [])).toBe('beta');
  });

  it('gives the default when on but no variant is set', () => {
    expect(flagVariant(flag({ variant: null }), [])).toBe(DEFAULT_VARIANT);
  });
});

describe('evaluateFlags', () => {
  const flags: FlagDefinition[] = [
    flag({ key: 'testing_dashboard', requiredRoles: ['yes_admin', 'yes_developer', 'yes_staff'] }),
    flag({ key: 'teams_management', variant: 'v2' }),
    flag({ key: 'user_management', rolloutPercentage: 50 }),
    flag({ key: 'dev_tools', devOnly: true }),
  ];

  it('evaluates each flag for a user with a privileged role', () => {
    expect(evaluateFlags(flags, ['yes_staff'])).toEqual({
      testing_dashboard: { enabled: true, variant: DEFAULT_VARIANT },
      teams_management: { enabled: true, variant: 'v2' },
      user_management: { enabled: false, variant: DEFAULT_VARIANT },
      dev_tools: { enabled: false, variant: DEFAULT_VARIANT },
    });
  });

  it('evaluates each flag for a user without roles', () => {
    const result = evaluateFlags(flags, []);
    expect(result.testing_dashboard).toEqual({ enabled: false, variant: DEFAULT_VARIANT });
    expect(result.teams_management).toEqual({ enabled: true, variant: 'v2' });
  });

  it('an empty list gives an empty set', () => {
    expect(evaluateFlags([], ['yes_admin'])).toEqual({});
  });

  it('covers the four known flag names', () => {
    expect(Object.keys(evaluateFlags(flags, [])).sort()).toEqual([...KNOWN_FLAGS].sort());
  });
});

describe('flagEnabled (client read)', () => {
  it('a missing flag, a missing set (load failure) and an off flag read as off', () => {
    expect(flagEnabled(undefined, 'teams_management')).toBe(false);
    expect(flagEnabled({}, 'teams_management')).toBe(false);
    expect(flagEnabled({ teams_management: { enabled: false, variant: 'x' } }, 'teams_management')).toBe(false);
    expect(flagEnabled({ teams_management: { enabled: true, variant: 'x' } }, 'teams_management')).toBe(true);
  });
});
