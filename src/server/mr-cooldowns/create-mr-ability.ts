import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import { MR_LIMITS, MR_TEXTS, type MrAbility, type mrAbilityInputSchema } from '#shared/contracts/mr-cooldowns.ts';
import type { AppContext } from '#server/app-context.ts';
import { mrAbilities, mrHeroes } from '#server/db/schema/mr-cooldowns.ts';
import { getMrAbility } from './list-mr-heroes.ts';
import { abilityTakenError, heroNotFoundError, withNameConflict } from './mr-write-errors.ts';

export async function createMrAbility(
  ctx: AppContext,
  userId: string,
  heroId: string,
  input: z.output<typeof mrAbilityInputSchema>,
): Promise<MrAbility> {
  return withNameConflict(
    () =>
      ctx.db.transaction(async (tx) => {
        // Locks the hero row: two writers adding abilities to one hero count one after the other.
        const [hero] = await tx.select({ id: mrHeroes.id }).from(mrHeroes).where(eq(mrHeroes.id, heroId)).for('update');
        if (!hero) throw heroNotFoundError();
        const [total] = await tx.select({ n: count() }).from(mrAbilities).where(eq(mrAbilities.heroId, heroId));
        if ((total?.n ?? 0) >= MR_LIMITS.abilitiesPerHero) throw new AppError('conflict', MR_TEXTS.tooManyAbilities);
        const [row] = await tx.insert(mrAbilities).values({ ...input, heroId, updatedBy: userId }).returning({ id: mrAbilities.id });
        return (await getMrAbility(tx, row!.id))!;
      }),
    abilityTakenError,
  );
}
