import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { TEAM_PAGE_SIZE, type TeamCard, type TeamList, type teamListQuerySchema } from '#shared/contracts/teams.ts';
import type { Database } from '#server/db/client.ts';
import { containsPattern, rowsOf } from '../db/sql.ts';
import { activePlayerCount, brandJson } from './team-sql.ts';

type TeamListQuery = z.output<typeof teamListQuerySchema>;

/**
 * Find Teams: teams that are not archived, filtered by organization type,
 * name (case-insensitive, served by the trigram index) and the slug of a game
 * the team actively plays, ordered by name. One statement picks the page and
 * counts the matches; the card figures are computed for the page rows only.
 * A page past the end needs a second statement for the total.
 */
export async function listTeams(db: Database, query: TeamListQuery): Promise<TeamList> {
  const conditions: SQL[] = [sql`t.archived_at is null`];
  if (query.type) conditions.push(sql`t.organization_type = ${query.type}`);
  if (query.q) conditions.push(sql`t.name ilike ${containsPattern(query.q)}`);
  if (query.game) {
    conditions.push(sql`exists (select 1 from team_game_profiles gp join esports_titles et on et.id = gp.esports_title_id
      where gp.team_id = t.id and gp.is_active and et.slug = ${query.game})`);
  }
  const where = sql.join(conditions, sql` and `);
  const offset = (query.page - 1) * TEAM_PAGE_SIZE;

  const rows = await rowsOf<TeamCard & { total: number }>(
    db,
    sql`with page as (
      select t.id, t.name, t.logo_url, t.organization_type, t.max_roster_size, t.subscription_tier, t.brand_primary, t.brand_accent, t.banner_url,
        count(*) over () as total
      from teams t
      where ${where}
      order by t.name, t.id
      limit ${TEAM_PAGE_SIZE} offset ${offset}
    )
    select p.id, p.name, p.logo_url as "logoUrl", p.organization_type as "organizationType",
      p.max_roster_size as "maxRosterSize", p.total::int as total, ${brandJson('p')} as brand,
      coalesce((select json_agg(json_build_object('name', et.name, 'slug', et.slug, 'playLevel', gp.play_level) order by et.name)
        from team_game_profiles gp join esports_titles et on et.id = gp.esports_title_id
        where gp.team_id = p.id and gp.is_active), '[]'::json) as games,
      ${activePlayerCount(sql`p.id`)} as "activePlayers",
      (select count(*)::int from team_recruiting_posts rp where rp.team_id = p.id and rp.is_active) as "openPosts"
    from page p
    order by p.name, p.id`,
  );

  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end still reports how many teams match.
    const [count] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from teams t where ${where}`);
    total = count?.n ?? 0;
  }
  return {
    teams: rows.map(({ total: _total, ...card }) => card),
    total,
    page: query.page,
    pageSize: TEAM_PAGE_SIZE,
  };
}
