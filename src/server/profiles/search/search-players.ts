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
import type { MatchSummary } from '#shared/contracts/match.ts';
import type { GameSlug } from '#shared/recruiting/game-catalog.ts';
import type { MatchProgram } from '#shared/match/match-types.ts';
import type { GpaScale } from '#shared/value-sets.ts';
import { playerProfileAccessSql } from '../profiles-policies.ts';
import type { Database } from '#server/db/client.ts';
import type { LoadedMatchProgram } from '#server/colleges/programs/load-match-program.ts';
import { storedPreferencesJsonSql, type StoredPreferencesRow } from '#server/match/match-preferences.ts';
import { rankedMatchSummary, searchRowMatchPlayer } from '#server/match/ranked-match-summary.ts';
import { matchScoreSql, programViewMatchColumns, recruiterAcademicsShownSql, SEARCH_ROW_PREFERENCE_COLUMNS } from '#server/match/match-score-sql.ts';
import { isoTime, rowsOf, liveRosterRow } from '#server/db/sql.ts';
import { academicsVisibleSql, recruiterProfileVisibleSql, type ProfileViewer } from '#server/visibility/profile-visibility-sql.ts';

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
export async function resolveGameFilter(db: Executor, query: Pick<PlayerSearchQuery, 'game' | 'minTier' | 'maxTier'>): Promise<GameFilter | null> {
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

/** A live roster row of the player (alias r) on a team that is not archived (alias mt). */
const liveTeamMembership = sql`team_members m join teams mt on mt.id = m.team_id and mt.archived_at is null
  where m.user_id = r.user_id and ${liveRosterRow('m')}`;

const ORDER_BY: Record<PlayerSearchSort, SQL> = {
  rank: sql`rank_ordinal desc nulls last, id`,
  class_year: sql`grad_year asc nulls last, id`,
  updated: sql`updated_at desc, id`,
  // rankByMatch's order (docs/decisions/030); with a program the rows are of its title, one per player.
  match: sql`match_score desc, match_confidence desc, user_id collate "C"`,
};

/** The row's player as the engine reads them, for the reasons of the rows shown (the score and order come from SQL). */
interface MatchInput {
  score: number;
  confidence: number;
  secondaryRole: string | null;
  gpa: number | null;
  gpaScale: GpaScale | null;
  satScore: number | null;
  actScore: number | null;
  /** The player's stored preferences (null: none), read for the page's rows only. */
  preferences: StoredPreferencesRow | null;
}

/**
 * A row's match: score and confidence from the SQL form (what the list is
 * ordered by), the top two reasons from the engine over the same facts,
 * the player's stored preferences included, in the program's view (the
 * evidence says whether a preference is met, never what it is:
 * docs/decisions/030).
 */
function rowMatch(row: PlayerSearchResponse['rows'][number], input: MatchInput, program: MatchProgram): MatchSummary {
  const player = searchRowMatchPlayer(program, { ...input, userId: row.userId, tier: row.rank, primaryRole: row.role, classYear: row.classYear, state: row.state });
  return rankedMatchSummary(player, program, input);
}

/**
 * The recruiter search on /players (issue 11.6, docs/decisions/023): players
 * (profiles with at least one game profile) that are live and shown to
 * recruiters, filtered by game and rank range (tier ordinals of that game's
 * ladder), roles, class years, state, GPA minimum (only over profiles whose
 * academics the viewer may see, on a 4.0 scale), highlights and an active
 * team; sorted with the profile id as the unique tie-breaker; one page of 20
 * and the total in one statement (two with a game filter: the ladder check).
 * Each row says whether the viewer may message the player (the profile
 * page's rule), so the page shows its actions without a request per row.
 *
 * It reads `player_search_rows` (one per player and game, kept by the
 * triggers of migration 0011): the filters, the sort and the visibility rule
 * are answered from those rows (with game, class years and state: one range
 * of player_search_rows_game_idx), and the profile columns shown are read for
 * the page's 20 rows only.
 */
export async function searchPlayers(
  db: Executor,
  viewer: ProfileViewer,
  query: PlayerSearchQuery,
  matchProgram: LoadedMatchProgram | null = null,
): Promise<PlayerSearchResponse> {
  // The audience is recruiterProfileVisibleSql for everyone who may search: for a recruiter profileVisibleSql is that
  // rule or an insider's view, for platform staff everything, so it would add nothing (pinned by player-search.api.test.ts).
  // Anyone else would need it: refuse rather than list more than they may see.
  if (!viewer.isRecruiter && !viewer.isPlatformStaff) throw new AppError('forbidden', PLAYER_SEARCH_TEXTS.notRecruiter);
  const program = matchProgram?.program ?? null;
  if (query.sort === 'match' && !program) throw new AppError('validation', PLAYER_SEARCH_TEXTS.needsProgram, { 'querystring.program': PLAYER_SEARCH_TEXTS.needsProgram });
  // A program's match is for players of its title: the program sets the game (a search of another game is a mistake).
  if (matchProgram && query.game && query.game !== matchProgram.program.titleSlug) {
    const message = PLAYER_SEARCH_TEXTS.programOtherTitle(matchProgram.titleName);
    throw new AppError('validation', message, { 'querystring.game': message });
  }
  const game = await resolveGameFilter(db, program ? { ...query, game: program.titleSlug as GameSlug } : query);
  // Live public and recruiters_only profiles only, for staff too: insiders reach private and draft profiles through
  // the profile page. The row holds the rule's columns (the minor part is evaluated today, never stored).
  const conditions: SQL[] = [game ? sql`r.esports_title_id = ${game.titleId}` : sql`r.is_main`, recruiterProfileVisibleSql('r')];
  if (game?.minOrdinal != null) conditions.push(sql`r.tier_ordinal >= ${game.minOrdinal}`);
  if (game?.maxOrdinal != null) conditions.push(sql`r.tier_ordinal <= ${game.maxOrdinal}`);
  if (query.roles?.length) conditions.push(sql`(r.primary_role in (${inList(query.roles)}) or r.secondary_role in (${inList(query.roles)}))`);
  if (query.classYears?.length) conditions.push(sql`r.grad_year in (${inList(query.classYears)})`);
  if (query.state) conditions.push(sql`r.state = ${query.state}`);
  if (query.minGpa !== undefined) {
    conditions.push(sql`exists (select 1 from user_profiles up where up.id = r.profile_id
      and up.gpa is not null and up.gpa * ${GPA_FILTER_SCALE} / up.gpa_scale::numeric >= ${query.minGpa}
      and ${academicsVisibleSql('up', viewer)})`);
  }
  if (query.hasHighlights) conditions.push(sql`exists (select 1 from player_highlights h where h.user_id = r.user_id)`);
  if (query.onTeam) conditions.push(sql`exists (select 1 from ${liveTeamMembership})`);

  const offset = (query.page - 1) * PLAYER_SEARCH_PAGE_SIZE;
  const orderBy = ORDER_BY[query.sort];
  // Decided per row of the page (alias p), in the same statement: the rule of the profile page's Message.
  const canMessage = playerProfileAccessSql('p', { viewer, preview: false }).canMessage;
  // Sorted by match, every match is scored in the statement (the order needs it); otherwise only the page's rows.
  const sortScore = program && query.sort === 'match' ? matchScoreSql(program, programViewMatchColumns('r')) : null;
  const pageScore = program && !sortScore ? matchScoreSql(program, programViewMatchColumns('p')) : null;
  // The reasons' evidence names the GPA on the player's own scale ("3.60 (4.5 on 5.0)"): read from the profile.
  const shown = recruiterAcademicsShownSql('up');
  const matchInput = program
    ? sql`'matchInput', json_build_object(
        'score', ${sortScore ? sql`p.match_score` : pageScore!.score}, 'confidence', ${sortScore ? sql`p.match_confidence` : pageScore!.confidence},
        'secondaryRole', p.secondary_role, 'gpa', case when ${shown} then up.gpa end, 'gpaScale', case when ${shown} then up.gpa_scale end,
        'satScore', p.recruiter_sat_score, 'actScore', p.recruiter_act_score, 'preferences', ${storedPreferencesJsonSql('mp')}),`
    : sql``;

  const [result] = await rowsOf<{ total: number; rows: (PlayerSearchResponse['rows'][number] & { matchInput?: MatchInput })[] }>(
    db,
    sql`with matches as (
        select r.profile_id as id, r.user_id, r.esports_title_id, r.current_tier_id, r.tier_ordinal as rank_ordinal, r.tier_ordinal,
          r.primary_role, r.secondary_role, r.grad_year, r.state, r.updated_at,
          r.recruiter_gpa_on_4, r.recruiter_sat_score, r.recruiter_act_score
          ${pageScore ? sql`, ${sql.raw(Object.values(SEARCH_ROW_PREFERENCE_COLUMNS).map((column) => `r.${column}`).join(', '))}` : sql``}
          ${sortScore ? sql`, ${sortScore.score} as match_score, ${sortScore.confidence} as match_confidence` : sql``}
        from player_search_rows r
        where ${sql.join(conditions, sql` and `)}
      ),
      page as (
        select *, row_number() over (order by ${orderBy}) as n
        from (select * from matches order by ${orderBy} limit ${PLAYER_SEARCH_PAGE_SIZE} offset ${offset}) paged
      )
      select (select count(*)::int from matches) as total,
        coalesce((select json_agg(json_build_object(
          'id', p.id, 'userId', p.user_id, 'slug', up.slug, 'displayName', up.display_name, 'avatarUrl', up.avatar_url,
          'game', json_build_object('slug', et.slug, 'name', et.name),
          'rank', case when rt.id is null then null else json_build_object('name', rt.name, 'ordinal', p.rank_ordinal) end,
          'role', p.primary_role, 'classYear', p.grad_year, 'state', p.state,
          'hasHighlights', exists (select 1 from player_highlights h where h.user_id = p.user_id),
          'team', (select json_build_object('id', mt.id, 'name', mt.name) from team_members m
            join teams mt on mt.id = m.team_id and mt.archived_at is null
            where m.user_id = p.user_id and ${liveRosterRow('m')} order by mt.name, mt.id limit 1),
          'updatedAt', ${isoTime(sql`p.updated_at`)},
          ${matchInput}
          'canMessage', ${canMessage}
        ) order by p.n)
        from page p
        join user_profiles up on up.id = p.id
        join esports_titles et on et.id = p.esports_title_id
        left join rank_tiers rt on rt.id = p.current_tier_id
        ${program ? sql`left join player_match_preferences mp on mp.user_id = p.user_id` : sql``}), '[]'::json) as rows`,
  );
  const rows = (result?.rows ?? []).map(({ matchInput: input, ...row }) => ({ ...row, match: program && input ? rowMatch({ ...row, match: null }, input, program) : null }));
  return { total: result?.total ?? 0, rows, page: query.page, pageSize: PLAYER_SEARCH_PAGE_SIZE };
}
