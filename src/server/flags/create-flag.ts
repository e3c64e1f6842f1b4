import { AppError } from '#shared/app-error.ts';
import { FLAG_EXISTS, type createFlagBodySchema, type Flag } from '#shared/contracts/flags.ts';
import type { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { experiments } from '#server/db/schema/flags.ts';
import { flagColumns, toFlag } from './list-flags.ts';

/** A new flag; a key already in use is a 409 and changes nothing. */
export async function createFlag(db: Database, input: z.output<typeof createFlagBodySchema>): Promise<Flag> {
  const [row] = await db.insert(experiments).values(input).onConflictDoNothing({ target: experiments.key }).returning(flagColumns);
  if (!row) throw new AppError('conflict', FLAG_EXISTS, { key: FLAG_EXISTS });
  return toFlag(row);
}
