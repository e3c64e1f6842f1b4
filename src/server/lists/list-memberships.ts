/**
 * GET /api/lists/memberships?playerUserId= or ?collegeId=: every list of the
 * viewer of that kind, with the target's item id where the list holds it
 * (the "Add to list" menu's checks). One statement.
 */
import { sql } from 'drizzle-orm';
import type { ListMembershipsResponse } from '#shared/contracts/lists.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import type { ListItemTarget } from './add-list-item.ts';

export async function listMemberships(db: Database, ownerUserId: string, target: ListItemTarget): Promise<ListMembershipsResponse> {
  const holds = target.itemType === 'player' ? sql`i.player_user_id = ${target.playerUserId}` : sql`i.college_id = ${target.collegeId}`;
  const memberships = await rowsOf<ListMembershipsResponse['memberships'][number]>(
    db,
    sql`select l.id as "listId", l.name,
        (select count(*)::int from list_items c where c.list_id = l.id) as "itemCount",
        i.id as "itemId"
      from lists l
      left join list_items i on i.list_id = l.id and ${holds}
      where l.owner_user_id = ${ownerUserId} and l.item_type = ${target.itemType}
      order by l.created_at, l.id`,
  );
  return { memberships };
}
