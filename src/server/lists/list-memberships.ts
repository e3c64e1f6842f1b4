/**
 * GET /api/lists/memberships?playerUserId=: every player list of the viewer,
 * with the player's item id where the list holds them (the "Add to list"
 * menu's checks). One statement.
 */
import { sql } from 'drizzle-orm';
import type { ListMembershipsResponse } from '#shared/contracts/lists.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/teams/team-sql.ts';

export async function listMemberships(db: Database, ownerUserId: string, playerUserId: string): Promise<ListMembershipsResponse> {
  const memberships = await rowsOf<ListMembershipsResponse['memberships'][number]>(
    db,
    sql`select l.id as "listId", l.name,
        (select count(*)::int from list_items c where c.list_id = l.id) as "itemCount",
        i.id as "itemId"
      from lists l
      left join list_items i on i.list_id = l.id and i.player_user_id = ${playerUserId}
      where l.owner_user_id = ${ownerUserId} and l.item_type = 'player'
      order by l.created_at, l.id`,
  );
  return { memberships };
}
