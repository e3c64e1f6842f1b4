/**
 * A user's saved search names are unique in any letter case (a menu could
 * not tell "Duelists" from "duelists"). A duplicate is a 400 on `name`,
 * whether the pre-check finds it or the unique index refuses it (two
 * writers racing on the same spelling).
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { SAVED_SEARCH_TEXTS } from '#shared/contracts/saved-searches.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

export function savedSearchNameTaken(): AppError {
  return new AppError('validation', SAVED_SEARCH_TEXTS.nameTaken, { name: SAVED_SEARCH_TEXTS.nameTaken });
}

export async function assertSavedSearchNameFree(db: Pick<Database, 'execute'>, ownerUserId: string, name: string, exceptId: string | null = null): Promise<void> {
  const [row] = await rowsOf<{ taken: boolean }>(
    db,
    sql`select exists (select 1 from saved_searches where owner_user_id = ${ownerUserId} and lower(name) = lower(${name})
      and (${exceptId}::uuid is null or id <> ${exceptId}::uuid)) as taken`,
  );
  if (row?.taken) throw savedSearchNameTaken();
}
