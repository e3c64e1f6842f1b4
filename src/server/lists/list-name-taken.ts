/**
 * A user's list names are unique, compared case-insensitively ("Top Picks"
 * and "top picks" would be indistinguishable in a menu). A duplicate is a
 * 400 on `name`, whether the pre-check finds it or the unique key refuses
 * it (two writers racing on the same spelling).
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { LIST_TEXTS } from '#shared/contracts/lists.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

export function nameTakenError(): AppError {
  return new AppError('validation', LIST_TEXTS.nameTaken, { name: LIST_TEXTS.nameTaken });
}

/** Throws nameTakenError when another of the owner's lists (not `exceptListId`) has this name in any case. */
export async function assertListNameFree(
  db: Pick<Database, 'execute'>,
  ownerUserId: string,
  name: string,
  exceptListId: string | null = null,
): Promise<void> {
  const [row] = await rowsOf<{ taken: boolean }>(
    db,
    sql`select exists (select 1 from lists where owner_user_id = ${ownerUserId} and lower(name) = lower(${name})
      and (${exceptListId}::uuid is null or id <> ${exceptListId}::uuid)) as taken`,
  );
  if (row?.taken) throw nameTakenError();
}
