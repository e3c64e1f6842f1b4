import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import {
  GPA_FILTER_SCALE,
  PLAYER_SEARCH_PAGE_SIZE,
  PLAYER_SEARCH_TEXTS,
  type PlayerSearchQuery,
  type PlayerSearchResponse,
  type PlayerSearchSort,
} from '#shared/contracts/player-search.ts';
import { playerProfileAccessSql } from '#server/auth/policies.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, liveRosterRow, rowsOf } from '#server/teams/team-sql.ts';
import { academicsVisibleSql, profileVisibleSql, recruiterProfileVisibleSql, type ProfileViewer } from './profile-visibility-sql.ts';

type Executor = Pick<Database, 'execute'>;

interface GameFilter {
  titleId: string;
  minOrdinal: number | null;
  maxOrdinal: number | null;
}

/**
 * The filtered game's id and the ordinals of the chosen tiers, which must be
 * tiers of that game's ladder (a tier of another ladder is a 400). One
 * statement, run only when a game is chosen. Field keys as the validation
 * errors of the query name them (querystring.x).
 */
async function resolveGameFilter(db: Executor, query: PlayerSearchQuery): Promise<GameFilter | null> {
  if (!query.game) return null;
  const ordinalOf = (tierId: string | undefined) =>
    tierId ? sql`(select rt.ordinal from rank_tiers rt where rt.id = ${tierId} and rt.esports_title_id = t.id)` : sql`null::smallint`;
  const [row] = await rowsOf<GameFilter>(
    db,
    sql`select t.id as "titleId", ${ordinalOf(query.minTier)} as "minOrdinal", ${ordinalOf(query.maxTier)} as "maxOrdinal"
      from esports_titles t where t.slug = ${query.game}`,
  );
  if (!row) throw new AppError('validation', 'Pick one of the listed games', { 'querystring.game': 'Pick one of the listed games' });
  const fields: Record<string, string> = {};
  if (query.minTier && row.minOrdinal === null) fields['querystring.minTier'] = PLAYER_SEARCH_TEXTS.tierNotOnLadder;
  if (query.maxTier && row.maxOrdinal === null) fields['querystring.maxTier'] = PLAYER_SEARCH_TEXTS.tierNotOnLadder;
  if (row.minOrdinal !== null && row.maxOrdinal !== null && row.minOrdinal > row.maxOrdinal) {
    fields['querystring.maxTier'] = PLAYER_SEARCH_TEXTS.tierOrder;
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation', Object.values(fields)[0]!, fields);
  return row;
}

const inList = (values: readonly (string | number)[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** A live roster row of the player (alias m) on a team that is not archived (alias mt). */
const liveTeamMembership = sql`team_members m join teams mt on mt.id = m.team_id and mt.archived_at is null
  where m.user_id = up.user_id and ${liveRosterRow('m')}`;

const ORDER_BY: Record<PlayerSearchSort, SQL> = {
  rank: sql`rank_ordinal desc nulls last, id`,
  class_year: sql`grad_year asc nulls last, id`,
  updated: sql`updated_at desc, id`,
};

/**
 * The recruiter search on /players (issue 11.6, docs/decisions/023): players
 * (profiles with at least one game profile) that are live and shown to
 * recruiters and that the viewer may see (profileVisibleSql), filtered by
 * game and rank range (tier ordinals of that game's ladder), roles, class
 * years, state, GPA minimum (only over profiles whose academics the viewer
 * may see, on a 4.0 scale), highlights and an active team; sorted with the
 * profile id as the unique tie-breaker; one page of 20 and the total in one
 * statement (two with a game filter: the ladder check). Each row says
 * whether the viewer may message the player (the profile page's rule), so
 * the page shows its actions without a request per row.
 */
export async function searchPlayers(db: Executor, viewer: ProfileViewer, query: PlayerSearchQuery): Promise<PlayerSearchResponse> {
  const game = await resolveGameFilter(db, query);
  // Search lists live public and recruiters_only profiles only, for staff too:
  // insiders reach private and draft profiles through the profile page.
  const conditions: SQL[] = [recruiterProfileVisibleSql('up'), profileVisibleSql('up', viewer)];
  if (game?.minOrdinal != null) conditions.push(sql`rt.ordinal >= ${game.minOrdinal}`);
  if (game?.maxOrdinal != null) conditions.push(sql`rt.ordinal <= ${game.maxOrdinal}`);
  if (query.roles?.length) conditions.push(sql`(g.primary_role in (${inList(query.roles)}) or g.secondary_role in (${inList(query.roles)}))`);
  if (query.classYears?.length) conditions.push(sql`up.grad_year in (${inList(query.classYears)})`);
  if (query.state) conditions.push(sql`up.state = ${query.state}`);
  if (query.minGpa !== undefined) {
    conditions.push(sql`(up.gpa is not null and up.gpa * ${GPA_FILTER_SCALE} / up.gpa_scale::numeric >= ${query.minGpa}
      and ${academicsVisibleSql('up', viewer)})`);
  }
  if (query.hasHighlights) conditions.push(sql`exists (select 1 from player_highlights h where h.user_id = up.user_id)`);
  if (query.onTeam) conditions.push(sql`exists (select 1 from ${liveTeamMembership})`);

  // With a game: that game's profile; without: the player's main game (first tab).
  const gameJoin = game
    ? sql`join player_game_profiles g on g.user_id = up.user_id and g.esports_title_id = ${game.titleId}`
    : sql`join lateral (select * from player_game_profiles mg where mg.user_id = up.user_id order by mg.position, mg.id limit 1) g on true`;
  const offset = (query.page - 1) * PLAYER_SEARCH_PAGE_SIZE;
  const orderBy = ORDER_BY[query.sort];
  // Decided per row of the page (alias p), in the same statement: the rule of the profile page's Message.
  const canMessage = playerProfileAccessSql('p', { viewer, preview: false }).canMessage;

  const [result] = await rowsOf<{ total: number; rows: PlayerSearchResponse['rows'] }>(
    db,
    sql`with matches as (
        select up.id, up.user_id, up.slug, up.display_name, up.avatar_url, up.grad_year, up.state, up.updated_at,
          g.esports_title_id, g.primary_role, rt.name as rank_name, rt.ordinal as rank_ordinal
        from user_profiles up
        ${gameJoin}
        left join rank_tiers rt on rt.id = g.current_tier_id
        where ${sql.join(conditions, sql` and `)}
      ),
      page as (
        select *, row_number() over (order by ${orderBy}) as n
        from (select * from matches order by ${orderBy} limit ${PLAYER_SEARCH_PAGE_SIZE} offset ${offset}) paged
      )
      select (select count(*)::int from matches) as total,
        coalesce((select json_agg(json_build_object(
          'id', p.id, 'userId', p.user_id, 'slug', p.slug, 'displayName', p.display_name, 'avatarUrl', p.avatar_url,
          'game', json_build_object('slug', et.slug, 'name', et.name),
          'rank', case when p.rank_name is null then null else json_build_object('name', p.rank_name, 'ordinal', p.rank_ordinal) end,
          'role', p.primary_role, 'classYear', p.grad_year, 'state', p.state,
          'hasHighlights', exists (select 1 from player_highlights h where h.user_id = p.user_id),
          'team', (select json_build_object('id', mt.id, 'name', mt.name) from team_members m
            join teams mt on mt.id = m.team_id and mt.archived_at is null
            where m.user_id = p.user_id and ${liveRosterRow('m')} order by mt.name, mt.id limit 1),
          'updatedAt', ${isoTime(sql`p.updated_at`)},
          'canMessage', ${canMessage}
        ) order by p.n)
        from page p join esports_titles et on et.id = p.esports_title_id), '[]'::json) as rows`,
  );
  return { total: result?.total ?? 0, rows: result?.rows ?? [], page: query.page, pageSize: PLAYER_SEARCH_PAGE_SIZE };
}
