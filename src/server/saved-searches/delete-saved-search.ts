/** DELETE /api/saved-searches/:searchId: the owner's saved search, which frees its place under the limit. */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

export async function deleteSavedSearch(db: Database, ownerUserId: string, searchId: string): Promise<void> {
  await db.execute(sql`delete from saved_searches where id = ${searchId} and owner_user_id = ${ownerUserId}`);
}
