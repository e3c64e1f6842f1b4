/**
 * The teams the viewer owns and that are not archived, with their active
 * recruiting posts and games (docs/decisions/047): the pickers of "Find
 * players" and "Find scrims", and whether the team set its weekly times
 * (the overlap filters compare with them). Ordered by name then id; one statement.
 */
import { sql } from 'drizzle-orm';
import type { MyManagedTeam } from '#shared/contracts/matchmaking.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

export function listMyManagedTeams(db: Database, viewerId: string): Promise<MyManagedTeam[]> {
  return rowsOf<MyManagedTeam>(
    db,
    sql`select tm.id, tm.name,
        coalesce((select json_agg(json_build_object('id', p.id, 'title', p.title, 'titleId', p.esports_title_id) order by p.created_at desc, p.id)
          from team_recruiting_posts p where p.team_id = tm.id and p.is_active), '[]'::json) as posts,
        coalesce((select json_agg(json_build_object('titleId', g.esports_title_id, 'slug', t.slug, 'name', t.name, 'playLevel', g.play_level) order by t.name, g.id)
          from team_game_profiles g join esports_titles t on t.id = g.esports_title_id where g.team_id = tm.id and g.is_active), '[]'::json) as games,
        cardinality(tm.availability) > 0 as "hasWeeklyTimes"
      from teams tm
      where tm.owner_user_id = ${viewerId} and tm.archived_at is null
      order by tm.name, tm.id
      limit 100`,
  );
}
