/** DELETE /api/lists/:listId/items/:itemId: the item goes and the ones after it move up, in one transaction. */
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { LIST_TEXTS } from '#shared/contracts/lists.ts';
import type { Database } from '#server/db/client.ts';
import { listItems } from '#server/db/schema/lists.ts';
import { lockList } from './lock-list.ts';

export async function removeListItem(db: Database, listId: string, itemId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockList(tx, listId);
    const [removed] = await tx
      .delete(listItems)
      .where(and(eq(listItems.id, itemId), eq(listItems.listId, listId)))
      .returning({ position: listItems.position });
    if (!removed) throw new AppError('not_found', LIST_TEXTS.itemNotFound);
    await tx.execute(sql`update list_items set position = position - 1 where list_id = ${listId} and position > ${removed.position}`);
  });
}
