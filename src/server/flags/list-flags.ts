import { asc, eq } from 'drizzle-orm';
import type { Flag } from '#shared/contracts/flags.ts';
import type { Database } from '#server/db/client.ts';
import { experiments } from '#server/db/schema/flags.ts';
import { flagDefinitionColumns } from './load-flags.ts';

/** The columns the flag admin shows (every field of spec section 3, plus the last change). */
export const flagColumns = {
  ...flagDefinitionColumns,
  featureType: experiments.featureType,
  notes: experiments.notes,
  updatedAt: experiments.updatedAt,
};

type FlagRow = Omit<Flag, 'updatedAt'> & { updatedAt: Date };

export function toFlag(row: FlagRow): Flag {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** Every flag, enabled or not, by key. The table holds a handful of rows. */
export async function listFlags(db: Database): Promise<{ flags: Flag[] }> {
  const rows = await db.select(flagColumns).from(experiments).orderBy(asc(experiments.key));
  return { flags: rows.map(toFlag) };
}

export async function findFlag(db: Database, key: string): Promise<Flag | null> {
  const [row] = await db.select(flagColumns).from(experiments).where(eq(experiments.key, key));
  return row ? toFlag(row) : null;
}
