import { eq } from 'drizzle-orm';
import type { AppContext } from '#server/app-context.ts';
import { mrAbilities } from '#server/db/schema/mr-cooldowns.ts';
import { abilityNotFoundError } from './mr-write-errors.ts';

export async function deleteMrAbility(ctx: AppContext, abilityId: string): Promise<void> {
  const deleted = await ctx.db.delete(mrAbilities).where(eq(mrAbilities.id, abilityId)).returning({ id: mrAbilities.id });
  if (deleted.length === 0) throw abilityNotFoundError();
}
