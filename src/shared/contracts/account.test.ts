import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  GUARDIAN_REQUIRED_MESSAGE,
  UNDER_13_MESSAGE,
  signUpBodySchema,
  signUpRefinement,
  updateAccountBodySchema,
} from './account.ts';

const TODAY = new Date(Date.UTC(2026, 5, 15));

/** Runs the refinement against a fixed "today" so the test does not age. */
function check(value: {
  birthDate: string;
  guardianEmail?: string;
  email?: string;
  accountType?: 'player' | 'parent' | 'guardian';
}) {
  const schema = z
    .object({
      birthDate: z.string(),
      guardianEmail: z.string().optional(),
      email: z.string(),
      accountType: z.enum(['player', 'parent', 'guardian', 'caster', 'creator', 'team_manager']),
    })
    .superRefine((input, ctx) => signUpRefinement(input, ctx, TODAY));
  const result = schema.safeParse({ email: 'kid@example.com', accountType: 'player', ...value });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('sign-up age refinement', () => {
  it('refuses under 13 on birthDate', () => {
    expect(check({ birthDate: '2013-06-16' })).toEqual({ birthDate: UNDER_13_MESSAGE });
  });

  it('accepts a player who turns 13 today, with a guardian email', () => {
    expect(check({ birthDate: '2013-06-15', guardianEmail: 'mum@example.com' })).toEqual({});
  });

  it('13–17 needs a guardian email', () => {
    expect(check({ birthDate: '2010-01-01' })).toEqual({ guardianEmail: GUARDIAN_REQUIRED_MESSAGE });
    expect(check({ birthDate: '2008-06-16' })).toEqual({ guardianEmail: GUARDIAN_REQUIRED_MESSAGE });
  });

  it('the guardian email must not be the player’s own', () => {
    expect(check({ birthDate: '2010-01-01', guardianEmail: 'kid@example.com' })).toHaveProperty('guardianEmail');
  });

  it('18 and over needs no guardian', () => {
    expect(check({ birthDate: '2008-06-15' })).toEqual({});
  });

  it('a parent or guardian account must be an adult', () => {
    expect(check({ birthDate: '2010-01-01', accountType: 'parent', guardianEmail: 'g@example.com' })).toHaveProperty(
      'accountType',
    );
    expect(check({ birthDate: '2010-01-01', accountType: 'guardian', guardianEmail: 'g@example.com' })).toHaveProperty(
      'accountType',
    );
    expect(check({ birthDate: '1980-01-01', accountType: 'parent' })).toEqual({});
  });

  it('refuses impossible birth dates', () => {
    expect(check({ birthDate: '1880-01-01' })).toHaveProperty('birthDate');
    expect(check({ birthDate: '2030-01-01' })).toHaveProperty('birthDate');
  });
});

describe('signUpBodySchema', () => {
  const adult = {
    email: '  Sam@Example.COM ',
    password: 'correct-horse-1',
    displayName: 'Sam',
    birthDate: '1990-02-03',
    accountType: 'player',
  };

  it('normalises the email and drops an empty guardian email', () => {
    const parsed = signUpBodySchema.parse({ ...adult, guardianEmail: '' });
    expect(parsed.email).toBe('sam@example.com');
    expect(parsed.guardianEmail).toBeUndefined();
  });

  it('refuses a short password, a bad email, an unknown account type and a non-ISO date', () => {
    expect(signUpBodySchema.safeParse({ ...adult, password: 'short' }).success).toBe(false);
    expect(signUpBodySchema.safeParse({ ...adult, email: 'not-an-email' }).success).toBe(false);
    expect(signUpBodySchema.safeParse({ ...adult, accountType: 'yes_admin' }).success).toBe(false);
    expect(signUpBodySchema.safeParse({ ...adult, birthDate: '03/02/1990' }).success).toBe(false);
  });
});

describe('updateAccountBodySchema', () => {
  it('needs at least one field and a known theme', () => {
    expect(updateAccountBodySchema.safeParse({}).success).toBe(false);
    expect(updateAccountBodySchema.safeParse({ themePreference: 'neon' }).success).toBe(false);
    expect(updateAccountBodySchema.safeParse({ themePreference: 'dark' }).success).toBe(true);
  });
});
