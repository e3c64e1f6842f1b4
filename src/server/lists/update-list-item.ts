/** PATCH /api/lists/:listId/items/:itemId: the owner's note on an item (null clears it). */
import { and, eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { LIST_TEXTS } from '#shared/contracts/lists.ts';
import type { Database } from '#server/db/client.ts';
import { listItems } from '#server/db/schema/lists.ts';

export async function updateListItemNote(db: Database, listId: string, itemId: string, note: string | null): Promise<{ id: string; note: string | null }> {
  const [row] = await db
    .update(listItems)
    .set({ note })
    .where(and(eq(listItems.id, itemId), eq(listItems.listId, listId)))
    .returning({ id: listItems.id, note: listItems.note });
  if (!row) throw new AppError('not_found', LIST_TEXTS.itemNotFound);
  return row;
}
