/** DELETE /api/lists/:listId: the list and its items (the foreign key cascades). */
import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { lists } from '#server/db/schema/lists.ts';

export async function deleteList(db: Database, ownerUserId: string, listId: string): Promise<void> {
  await db.delete(lists).where(and(eq(lists.id, listId), eq(lists.ownerUserId, ownerUserId)));
}
