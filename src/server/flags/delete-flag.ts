import { eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { FLAG_NOT_FOUND } from '#shared/contracts/flags.ts';
import type { Database } from '#server/db/client.ts';
import { experiments } from '#server/db/schema/flags.ts';

/** Removes a flag; a missing flag evaluates as off (spec section 4). */
export async function deleteFlag(db: Database, key: string): Promise<void> {
  const deleted = await db.delete(experiments).where(eq(experiments.key, key)).returning({ key: experiments.key });
  if (deleted.length === 0) throw new AppError('not_found', FLAG_NOT_FOUND);
}
