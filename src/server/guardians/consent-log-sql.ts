/** A player's consent log as a JSON array, newest first (`seq` breaks ties within one instant), at most `limit`. */
import { sql, type SQL } from 'drizzle-orm';
import { isoTime } from '#server/db/sql.ts';

export function consentLogJsonSql(playerUserId: SQL, limit: number | null): SQL {
  return sql`coalesce((
    select json_agg(json_build_object('id', ev.id, 'kind', ev.kind, 'actorName', ev.actor_name, 'detail', ev.detail, 'createdAt', ev.created_at)
      order by ev.created_at desc, ev.seq desc)
    from (
      select ce.id, ce.kind, ce.detail, ce.seq, ce.created_at as sort_at, ${isoTime(sql`ce.created_at`)} as created_at,
        (select ap.display_name from user_profiles ap where ap.user_id = ce.actor_user_id) as actor_name
      from consent_events ce where ce.player_user_id = ${playerUserId}
      order by ce.created_at desc, ce.seq desc
      ${limit === null ? sql`` : sql`limit ${limit}`}
    ) ev
  ), '[]'::json)`;
}
