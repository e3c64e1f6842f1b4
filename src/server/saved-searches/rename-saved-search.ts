/** PATCH /api/saved-searches/:searchId: a new name, unique among the owner's saved searches. The filters stay. */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { SAVED_SEARCH_TEXTS, type SavedSearch } from '#shared/contracts/saved-searches.ts';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/content/slug-conflict.ts';
import { assertSavedSearchNameFree, savedSearchNameTaken } from './saved-search-name.ts';
import { savedSearchRows } from './saved-search-sql.ts';

export async function renameSavedSearch(db: Database, ownerUserId: string, searchId: string, name: string): Promise<SavedSearch> {
  await assertSavedSearchNameFree(db, ownerUserId, name, searchId);
  try {
    await db.execute(sql`update saved_searches set name = ${name}, updated_at = now() where id = ${searchId} and owner_user_id = ${ownerUserId}`);
  } catch (error) {
    if (isUniqueViolation(error)) throw savedSearchNameTaken();
    throw error;
  }
  const [search] = await savedSearchRows(db, ownerUserId, sql`ss.id = ${searchId}`);
  // Deleted since the ownership check (another tab): as missing.
  if (!search) throw new AppError('not_found', SAVED_SEARCH_TEXTS.notFound);
  return search;
}
