/** The columns of a saved search as the API sends it (alias ss). */
import { sql, type SQL } from 'drizzle-orm';
import type { SavedSearch } from '#shared/contracts/saved-searches.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';

export async function savedSearchRows(db: Pick<Database, 'execute'>, ownerUserId: string, where: SQL = sql`true`): Promise<SavedSearch[]> {
  return rowsOf<SavedSearch>(
    db,
    sql`select ss.id, ss.name, ss.filters, ${isoTime(sql`ss.created_at`)} as "createdAt", ${isoTime(sql`ss.updated_at`)} as "updatedAt"
      from saved_searches ss where ss.owner_user_id = ${ownerUserId} and ${where}
      order by ss.created_at, ss.id`,
  );
}
