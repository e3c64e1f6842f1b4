import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { MrHero, mrHeroInputSchema } from '#shared/contracts/mr-cooldowns.ts';
import type { AppContext } from '#server/app-context.ts';
import { mrHeroes } from '#server/db/schema/mr-cooldowns.ts';
import { getMrHero } from './list-mr-heroes.ts';
import { heroNotFoundError, heroTakenError, withNameConflict } from './mr-write-errors.ts';

export async function updateMrHero(
  ctx: AppContext,
  userId: string,
  heroId: string,
  changes: Partial<z.output<typeof mrHeroInputSchema>>,
): Promise<MrHero> {
  const updated = await withNameConflict(
    () => ctx.db.update(mrHeroes).set({ ...changes, updatedBy: userId, updatedAt: new Date() }).where(eq(mrHeroes.id, heroId)).returning({ id: mrHeroes.id }),
    heroTakenError,
  );
  if (updated.length === 0) throw heroNotFoundError();
  return (await getMrHero(ctx.db, heroId))!;
}
