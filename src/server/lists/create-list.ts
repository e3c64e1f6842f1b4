/** POST /api/lists: a new empty list, within the per-user limit, with a name the owner has not used. */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import { LIST_TEXTS, MAX_LISTS_PER_USER, type createListSchema, type ListSummary } from '#shared/contracts/lists.ts';
import type { Database } from '#server/db/client.ts';
import { lists } from '#server/db/schema/lists.ts';
import { isUniqueViolation } from '#server/content/slug-conflict.ts';
import { rowsOf } from '#server/db/sql.ts';
import { listSummaries } from './list-summary-sql.ts';
import { assertListNameFree, nameTakenError } from './list-name-taken.ts';

export async function createList(db: Database, ownerUserId: string, input: z.output<typeof createListSchema>): Promise<ListSummary> {
  try {
    return await db.transaction(async (tx) => {
      // One writer per owner at a time, so two creates cannot both pass the limit.
      await tx.execute(sql`select id from profiles where id = ${ownerUserId} for update`);
      const [count] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from lists where owner_user_id = ${ownerUserId}`);
      if ((count?.n ?? 0) >= MAX_LISTS_PER_USER) {
        throw new AppError('validation', LIST_TEXTS.tooManyLists, { name: LIST_TEXTS.tooManyLists });
      }
      await assertListNameFree(tx, ownerUserId, input.name);
      const [row] = await tx.insert(lists).values({ ownerUserId, name: input.name, itemType: input.itemType }).returning({ id: lists.id });
      const [summary] = await listSummaries(tx, ownerUserId, sql`l.id = ${row!.id}`);
      return summary!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTakenError();
    throw error;
  }
}
