import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import { FLAG_NOT_FOUND, type Flag, type updateFlagBodySchema } from '#shared/contracts/flags.ts';
import type { Database } from '#server/db/client.ts';
import { experiments } from '#server/db/schema/flags.ts';
import { flagColumns, toFlag } from './list-flags.ts';

/** Changes the given settings of one flag in one statement; /api/me evaluates the new values on its next request. */
export async function updateFlag(db: Database, key: string, changes: z.output<typeof updateFlagBodySchema>): Promise<Flag> {
  const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const [row] = await db
    .update(experiments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(experiments.key, key))
    .returning(flagColumns);
  if (!row) throw new AppError('not_found', FLAG_NOT_FOUND);
  return toFlag(row);
}
