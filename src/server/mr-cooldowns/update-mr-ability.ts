import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { MrAbility, mrAbilityInputSchema } from '#shared/contracts/mr-cooldowns.ts';
import type { AppContext } from '#server/app-context.ts';
import { mrAbilities } from '#server/db/schema/mr-cooldowns.ts';
import { getMrAbility } from './list-mr-heroes.ts';
import { abilityNotFoundError, abilityTakenError, withNameConflict } from './mr-write-errors.ts';

export async function updateMrAbility(
  ctx: AppContext,
  userId: string,
  abilityId: string,
  changes: Partial<z.output<typeof mrAbilityInputSchema>>,
): Promise<MrAbility> {
  const updated = await withNameConflict(
    () =>
      ctx.db
        .update(mrAbilities)
        .set({ ...changes, updatedBy: userId, updatedAt: new Date() })
        .where(eq(mrAbilities.id, abilityId))
        .returning({ id: mrAbilities.id }),
    abilityTakenError,
  );
  if (updated.length === 0) throw abilityNotFoundError();
  return (await getMrAbility(ctx.db, abilityId))!;
}
