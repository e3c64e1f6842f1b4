import { eq } from 'drizzle-orm';
import type { AppContext } from '#server/app-context.ts';
import { mrHeroes } from '#server/db/schema/mr-cooldowns.ts';
import { heroNotFoundError } from './mr-write-errors.ts';

/** Deletes a hero; its abilities go with it (foreign key on delete cascade, one statement). */
export async function deleteMrHero(ctx: AppContext, heroId: string): Promise<void> {
  const deleted = await ctx.db.delete(mrHeroes).where(eq(mrHeroes.id, heroId)).returning({ id: mrHeroes.id });
  if (deleted.length === 0) throw heroNotFoundError();
}
