/**
 * Tournaments in pages (issue 27 item 4, docs/decisions/084): the first page the manage statement embeds and
 * GET /api/teams/:teamId/tournaments?cursor=, the next ones. Order: start_date, created_at, id, all descending (a
 * row comparison with the cursor); size + 1 rows are read to know whether more follow.
 */
import { sql, type SQL } from 'drizzle-orm';
import { splitTournamentCursor, TOURNAMENT_PAGE_SIZE, type TournamentPage } from '#shared/contracts/tournament-pages.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

/** One page as a JSON expression `{ tournaments, nextCursor }`. */
export function tournamentPageSql(teamId: SQL | string, cursor?: string): SQL {
  const conditions: SQL[] = [sql`x.team_id = ${teamId}`];
  if (cursor) {
    const after = splitTournamentCursor(cursor);
    conditions.push(sql`(x.start_date, x.created_at, x.id) < (${after.startDate}::date, ${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  }
  const size = TOURNAMENT_PAGE_SIZE;
  const cursorOf = sql`tt.start_date::text || '~' || to_char(tt.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '~' || tt.id`;
  return sql`(select json_build_object(
      'tournaments', coalesce(json_agg(json_build_object(
          'id', tt.id, 'name', tt.name, 'description', tt.description, 'tournamentType', tt.tournament_type,
          'startDate', tt.start_date, 'prizePool', tt.prize_pool, 'placement', tt.placement, 'status', tt.status
        ) order by tt.position) filter (where tt.position <= ${size}), '[]'::json),
      'nextCursor', case when count(*) > ${size} then (array_agg(${cursorOf} order by tt.position))[${size}] end
    )
    from (
      select x.*, row_number() over (order by x.start_date desc, x.created_at desc, x.id desc) as position
      from team_tournaments x
      where ${sql.join(conditions, sql` and `)}
      order by x.start_date desc, x.created_at desc, x.id desc
      limit ${size + 1}
    ) tt)`;
}

/** GET /api/teams/:teamId/tournaments: the page after the cursor (the first without one). */
export async function listTournamentPage(db: Database, teamId: string, cursor: string | undefined): Promise<TournamentPage> {
  const [row] = await rowsOf<{ page: TournamentPage }>(db, sql`select ${tournamentPageSql(teamId, cursor)} as page`);
  return row!.page;
}
