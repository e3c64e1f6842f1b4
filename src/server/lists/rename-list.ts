/** PATCH /api/lists/:listId: a new name, unique among the owner's lists. */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import { LIST_TEXTS, type ListSummary, type renameListSchema } from '#shared/contracts/lists.ts';
import type { Database } from '#server/db/client.ts';
import { lists } from '#server/db/schema/lists.ts';
import { isUniqueViolation } from '#server/content/slug-conflict.ts';
import { listSummaries } from './list-summary-sql.ts';
import { assertListNameFree, nameTakenError } from './list-name-taken.ts';

export async function renameList(
  db: Database,
  ownerUserId: string,
  listId: string,
  input: z.output<typeof renameListSchema>,
): Promise<ListSummary> {
  await assertListNameFree(db, ownerUserId, input.name, listId);
  try {
    await db
      .update(lists)
      .set({ name: input.name, updatedAt: new Date() })
      .where(and(eq(lists.id, listId), eq(lists.ownerUserId, ownerUserId)));
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTakenError();
    throw error;
  }
  const [summary] = await listSummaries(db, ownerUserId, sql`l.id = ${listId}`);
  // Deleted since the ownership check (another tab): as missing.
  if (!summary) throw new AppError('not_found', LIST_TEXTS.listNotFound);
  return summary;
}
