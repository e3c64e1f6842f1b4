import { eq } from 'drizzle-orm';
import { evaluateFlags, type EvaluatedFlags, type FlagDefinition } from '#shared/access/flags.ts';
import type { Role } from '#shared/access/roles.ts';
import type { Database } from '#server/db/client.ts';
import { experiments } from '#server/db/schema/flags.ts';

/** The columns a flag's evaluation reads (a FlagDefinition); the flag admin shows these and more (list-flags.ts). */
export const flagDefinitionColumns = {
  key: experiments.key,
  variant: experiments.variant,
  enabled: experiments.enabled,
  requiredRoles: experiments.requiredRoles,
  rolloutPercentage: experiments.rolloutPercentage,
  devOnly: experiments.devOnly,
};

/** The enabled flags (spec 7.2 reads only enabled rows; a disabled or missing flag is off either way). */
export async function loadEnabledFlags(db: Database): Promise<FlagDefinition[]> {
  return db.select(flagDefinitionColumns).from(experiments).where(eq(experiments.enabled, true));
}

export async function evaluateFlagsFor(db: Database, roles: readonly Role[]): Promise<EvaluatedFlags> {
  return evaluateFlags(await loadEnabledFlags(db), roles);
}
