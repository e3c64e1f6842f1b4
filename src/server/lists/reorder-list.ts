/**
 * PUT /api/lists/:listId/order: the whole new order at once. The ids must be
 * exactly the list's items, each once (else 400 on itemIds and nothing
 * changes); positions become 0..n-1 in one statement inside the list's lock.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { LIST_TEXTS } from '#shared/contracts/lists.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { lockList } from './lock-list.ts';

export async function reorderList(db: Database, listId: string, itemIds: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockList(tx, listId);
    const current = await rowsOf<{ id: string }>(tx, sql`select id from list_items where list_id = ${listId}`);
    const wanted = new Set(itemIds);
    const matches = wanted.size === itemIds.length && current.length === itemIds.length && current.every((row) => wanted.has(row.id));
    if (!matches) throw new AppError('validation', LIST_TEXTS.orderMismatch, { itemIds: LIST_TEXTS.orderMismatch });
    if (itemIds.length === 0) return;
    await tx.execute(sql`update list_items i set position = o.ord - 1
      from unnest(string_to_array(${itemIds.join(',')}, ',')::uuid[]) with ordinality as o(id, ord)
      where i.id = o.id and i.list_id = ${listId}`);
  });
}
