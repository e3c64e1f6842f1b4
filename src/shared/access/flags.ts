/**
 * Feature-flag evaluation exactly as spec section 4 states it. The server
 * evaluates flags for the current user and sends the results in /api/me;
 * the client only reads those results.
 */
import type { Role } from './roles.ts';

export const KNOWN_FLAGS = ['testing_dashboard', 'teams_management', 'user_management', 'dev_tools'] as const;
export type KnownFlag = (typeof KNOWN_FLAGS)[number];

export const DEFAULT_VARIANT = 'control';

export interface FlagDefinition {
  key: string;
  variant: string | null;
  enabled: boolean;
  requiredRoles: readonly string[] | null;
  rolloutPercentage: number;
  devOnly: boolean;
}

export interface EvaluatedFlag {
  enabled: boolean;
  variant: string;
}

export type EvaluatedFlags = Record<string, EvaluatedFlag>;

/**
 * On only if the flag exists, is enabled, is not dev_only, the user holds one
 * of its required roles (when any are set) and the rollout is 100. A rollout
 * below 100 is off (there is no partial rollout), and so is 0 or below.
 */
export function isFlagOn(flag: FlagDefinition | undefined, userRoles: readonly Role[]): boolean {
  if (!flag) return false;
  if (!flag.enabled) return false;
  if (flag.devOnly) return false;
  const required = flag.requiredRoles ?? [];
  if (required.length > 0 && !userRoles.some((role) => required.includes(role))) return false;
  if (flag.rolloutPercentage <= 0) return false;
  return flag.rolloutPercentage >= 100;
}

/** The flag's variant when it is on; the default variant when it is off. */
export function flagVariant(
  flag: FlagDefinition | undefined,
  userRoles: readonly Role[],
  fallback: string = DEFAULT_VARIANT,
): string {
  return isFlagOn(flag, userRoles) && flag?.variant ? flag.variant : fallback;
}

export function evaluateFlags(flags: readonly FlagDefinition[], userRoles: readonly Role[]): EvaluatedFlags {
  const result: EvaluatedFlags = {};
  for (const flag of flags) {
    result[flag.key] = { enabled: isFlagOn(flag, userRoles), variant: flagVariant(flag, userRoles) };
  }
  return result;
}

/** Client-side read of an evaluated set: a missing flag (or an empty set after a load failure) is off. */
export function flagEnabled(flags: EvaluatedFlags | undefined, key: string): boolean {
  return flags?.[key]?.enabled === true;
}
