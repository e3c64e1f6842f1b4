/** The columns of a list as every lists answer shows it (ListSummary), over a `lists` row aliased `l`. */
import { sql, type SQL } from 'drizzle-orm';
import type { ListSummary } from '#shared/contracts/lists.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';

const summaryColumns = sql`l.id, l.name, l.item_type as "itemType",
  (select count(*)::int from list_items i where i.list_id = l.id) as "itemCount",
  ${isoTime(sql`l.created_at`)} as "createdAt", ${isoTime(sql`l.updated_at`)} as "updatedAt"`;

/** The owner's lists matching `where`, oldest first (id breaks ties). One statement. */
export function listSummaries(db: Pick<Database, 'execute'>, ownerUserId: string, where: SQL = sql`true`): Promise<ListSummary[]> {
  return rowsOf<ListSummary>(
    db,
    sql`select ${summaryColumns} from lists l where l.owner_user_id = ${ownerUserId} and ${where} order by l.created_at, l.id`,
  );
}
