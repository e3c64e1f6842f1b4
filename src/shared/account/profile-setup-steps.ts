/**
 * Which onboarding steps a user gets (docs/decisions/020): players fill the
 * whole recruiting profile; parents and guardians (family_*) and recruiters
 * (college program and coaching roles) only say who they are, then get a
 * "what next" page. Kept free of zod so the app shell can use it.
 */
import { isRecruiter } from '../access/access-rules.ts';
import { FAMILY_ROLES, type RoleGrant } from '../access/roles.ts';
import type { OnboardingStep } from '../value-sets.ts';

export const SETUP_KINDS = ['player', 'family', 'recruiter'] as const;
export type SetupKind = (typeof SETUP_KINDS)[number];

export const SETUP_STEPS_BY_KIND: Record<SetupKind, readonly OnboardingStep[]> = {
  player: ['identity', 'games', 'academics', 'highlights', 'visibility'],
  family: ['identity'],
  recruiter: ['identity'],
};

/**
 * A recruiter role (college program or coaching) wins: staff accounts sign
 * up as players and are granted their role later. Then a family role;
 * everyone else (players, casters, creators, team managers, platform staff)
 * gets the player steps, which they may leave half empty.
 */
export function setupKindFor(grants: readonly RoleGrant[]): SetupKind {
  if (isRecruiter(grants)) return 'recruiter';
  if (grants.some((grant) => (FAMILY_ROLES as readonly string[]).includes(grant.role))) return 'family';
  return 'player';
}

/** The step to show on arrival: the one after the last saved step, or 'finish' after the last. */
export function resumeStep(kind: SetupKind, lastSaved: OnboardingStep | null): OnboardingStep | 'finish' {
  const steps = SETUP_STEPS_BY_KIND[kind];
  if (!lastSaved) return steps[0]!;
  const index = steps.indexOf(lastSaved);
  if (index === -1) return steps[0]!;
  return steps[index + 1] ?? 'finish';
}
