import { count } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import { MR_LIMITS, MR_TEXTS, type MrHero, type mrHeroInputSchema } from '#shared/contracts/mr-cooldowns.ts';
import type { AppContext } from '#server/app-context.ts';
import { mrHeroes } from '#server/db/schema/mr-cooldowns.ts';
import { getMrHero } from './list-mr-heroes.ts';
import { heroTakenError, withNameConflict } from './mr-write-errors.ts';

export async function createMrHero(ctx: AppContext, userId: string, input: z.output<typeof mrHeroInputSchema>): Promise<MrHero> {
  return withNameConflict(
    () =>
      ctx.db.transaction(async (tx) => {
        const [total] = await tx.select({ n: count() }).from(mrHeroes);
        if ((total?.n ?? 0) >= MR_LIMITS.heroes) throw new AppError('conflict', MR_TEXTS.tooManyHeroes);
        const [row] = await tx.insert(mrHeroes).values({ ...input, updatedBy: userId }).returning({ id: mrHeroes.id });
        return (await getMrHero(tx, row!.id))!;
      }),
    heroTakenError,
  );
}
