/**
 * "Find players" for college staff (issue 14.6, docs/decisions/047 "Session
 * 23: college staff"): a program the viewer can view (the pipeline's access
 * rule) against the players open to college recruiting (`open_to` contains
 * `college_recruiting`) who have a game profile of the program's title,
 * among the profiles shown to recruiters (the recruiter search's audience)
 * that this viewer may see (decision 019's profileVisibleSql: a minor only
 * where the existing rules show them, by display name only).
 *
 * Scored with the program's match in SQL (decision 030's matchScoreSql over
 * the player's search row: the number the recruiter search and the pipeline
 * show), ordered by score, confidence, then user id, paged, with the total,
 * in ONE statement (two with the ladder check); the page's rows are then
 * explained factor by factor by the engine over the same facts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import {
  COLLEGE_FIND_PLAYERS_TEXTS,
  type ProgramPlayer,
  type ProgramPlayerMatch,
  type ProgramPlayersQuery,
  type ProgramPlayersResponse,
} from '#shared/contracts/matchmaking-college.ts';
import { MATCHMAKING_PAGE_SIZE } from '#shared/contracts/matchmaking.ts';
import { gameBySlug, type GameSlug } from '#shared/recruiting/game-catalog.ts';
import { confidenceLevel, matchBand, matchScore } from '#shared/match/match-score.ts';
import { MATCH_FACTOR_LABELS, type MatchProgram } from '#shared/match/match-types.ts';
import type { PipelineAccess } from '#server/pipeline/pipeline-policies.ts';
import type { Database } from '#server/db/client.ts';
import { storedPreferencesJsonSql } from '#server/match/match-preferences.ts';
import { searchRowMatchPlayer, type SearchRowFacts } from '#server/match/ranked-match-summary.ts';
import { matchScoreSql, programViewMatchColumns, recruiterAcademicsShownSql } from '#server/match/match-score-sql.ts';
import { profileViewerOf, profileVisibleSql, recruiterProfileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { resolveGameFilter } from '#server/profiles/search/search-players.ts';
import { rowsOf } from '#server/db/sql.ts';

type Executor = Pick<Database, 'execute'>;

interface CandidateRow extends SearchRowFacts {
  displayName: string;
  slug: string;
  avatarUrl: string | null;
  tier: { name: string; ordinal: number } | null;
  score: number;
  confidence: number;
  inPipeline: boolean;
}

const inList = (values: readonly (string | number)[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** Roles must be roles of the program's game (400 on the field, as the recruiter search says it). */
function checkRoles(program: MatchProgram, titleName: string, roles: readonly string[] | undefined) {
  const game = gameBySlug(program.titleSlug as GameSlug);
  const unknown = game ? roles?.find((role) => !game.roles.includes(role)) : undefined;
  if (unknown) {
    const message = COLLEGE_FIND_PLAYERS_TEXTS.roleNotOfGame(unknown, titleName);
    throw new AppError('validation', message, { 'querystring.roles': message });
  }
}

/**
 * The candidates of `access`'s program, filtered, scored and paged; `onlyUserId`: that one player (the action's
 * check, same rule as the list). One statement.
 */
export async function loadProgramCandidates(
  db: Executor,
  access: PipelineAccess,
  options: { query: ProgramPlayersQuery; onlyUserId?: string; tierOrdinals?: { min: number | null; max: number | null } },
): Promise<{ total: number; rows: CandidateRow[] }> {
  const { viewer, program } = access;
  const { query } = options;
  const { score, confidence } = matchScoreSql(program.program, programViewMatchColumns('r'));
  const conditions: SQL[] = [
    sql`r.esports_title_id = (select t.id from esports_titles t where t.slug = ${program.program.titleSlug})`,
    sql`'college_recruiting' = any(up.open_to)`,
    sql`r.user_id <> ${viewer.userId}`,
    // The recruiter search's audience (live, public or recruiters_only) and, within it, what this viewer may see.
    recruiterProfileVisibleSql('up'),
    profileVisibleSql('up', profileViewerOf(viewer)),
  ];
  if (options.onlyUserId !== undefined) conditions.push(sql`r.user_id = ${options.onlyUserId}`);
  if (options.tierOrdinals?.min != null) conditions.push(sql`r.tier_ordinal >= ${options.tierOrdinals.min}`);
  if (options.tierOrdinals?.max != null) conditions.push(sql`r.tier_ordinal <= ${options.tierOrdinals.max}`);
  if (query.roles?.length) conditions.push(sql`(r.primary_role in (${inList(query.roles)}) or r.secondary_role in (${inList(query.roles)}))`);
  if (query.classYears?.length) conditions.push(sql`r.grad_year in (${inList(query.classYears)})`);
  if (query.state) conditions.push(sql`r.state = ${query.state}`);
  const inPipeline = sql`exists (select 1 from pipeline_entries pe where pe.program_id = ${program.id} and pe.player_user_id = r.user_id)`;
  if (query.notInPipeline) conditions.push(sql`not ${inPipeline}`);
  const offset = (query.page - 1) * MATCHMAKING_PAGE_SIZE;
  const shown = recruiterAcademicsShownSql('up');

  const [result] = await rowsOf<{ total: number; rows: CandidateRow[] }>(
    db,
    sql`with candidates as (
        select r.profile_id, r.user_id, r.current_tier_id, r.tier_ordinal, r.primary_role, r.secondary_role, r.grad_year, r.state,
          r.recruiter_sat_score, r.recruiter_act_score,
          ${score} as match_score, ${confidence} as match_confidence, ${inPipeline} as in_pipeline
        from player_search_rows r
        join user_profiles up on up.id = r.profile_id
        where ${sql.join(conditions, sql` and `)}
      ),
      page as (
        select *, row_number() over (order by match_score desc, match_confidence desc, user_id collate "C") as n
        from (select * from candidates order by match_score desc, match_confidence desc, user_id collate "C"
          limit ${MATCHMAKING_PAGE_SIZE} offset ${offset}) paged
      )
      select (select count(*)::int from candidates) as total,
        coalesce((select json_agg(json_build_object(
          'userId', p.user_id, 'displayName', up.display_name, 'slug', up.slug, 'avatarUrl', up.avatar_url,
          'tier', case when rt.id is null then null else json_build_object('name', rt.name, 'ordinal', p.tier_ordinal) end,
          'primaryRole', p.primary_role, 'secondaryRole', p.secondary_role, 'classYear', p.grad_year, 'state', p.state,
          'score', p.match_score, 'confidence', p.match_confidence, 'inPipeline', p.in_pipeline,
          'gpa', case when ${shown} then up.gpa end, 'gpaScale', case when ${shown} then up.gpa_scale end,
          'satScore', p.recruiter_sat_score, 'actScore', p.recruiter_act_score, 'preferences', ${storedPreferencesJsonSql('mp')}
        ) order by p.n)
        from page p
        join user_profiles up on up.id = p.profile_id
        left join rank_tiers rt on rt.id = p.current_tier_id
        left join player_match_preferences mp on mp.user_id = p.user_id), '[]'::json) as rows`,
  );
  return { total: result?.total ?? 0, rows: result?.rows ?? [] };
}

/**
 * A row's match, factor by factor: the engine over the row's facts in the program's view (the evidence says whether
 * a preference is met, never what it is), with the SQL form's score and confidence (what the list is ordered by;
 * the two agree, match-score-sql.api.test.ts).
 */
function explainMatch(row: CandidateRow, program: MatchProgram): ProgramPlayerMatch {
  const player = searchRowMatchPlayer(program, row);
  const result = matchScore(player, program, { perspective: 'program' });
  const value = Number(row.confidence);
  const scoreValue = Number(row.score);
  return {
    score: scoreValue,
    band: matchBand(scoreValue),
    confidence: { value, level: confidenceLevel(value), unknown: result.confidence.unknown },
    factors: result.factors.map((factor) => ({ key: factor.key, label: MATCH_FACTOR_LABELS[factor.key], weight: factor.weight, value: factor.value, evidence: factor.evidence })),
    caps: result.caps.map((cap) => ({ kind: cap.kind, reason: cap.reason })),
  };
}

export function programPlayerView(row: CandidateRow, program: MatchProgram): ProgramPlayer {
  return {
    player: {
      userId: row.userId,
      displayName: row.displayName,
      slug: row.slug,
      avatarUrl: row.avatarUrl,
      tierName: row.tier?.name ?? null,
      primaryRole: row.primaryRole,
      secondaryRole: row.secondaryRole,
      classYear: row.classYear,
      state: row.state,
    },
    match: explainMatch(row, program),
    inPipeline: row.inPipeline,
  };
}

export async function findProgramPlayers(db: Executor, access: PipelineAccess, query: ProgramPlayersQuery): Promise<ProgramPlayersResponse> {
  const { program } = access;
  checkRoles(program.program, program.titleName, query.roles);
  // The ladder check (tiers of the program's game), only when a tier is chosen.
  const ladder =
    query.minTier || query.maxTier
      ? await resolveGameFilter(db, { game: program.program.titleSlug as GameSlug, minTier: query.minTier, maxTier: query.maxTier })
      : null;
  const { total, rows } = await loadProgramCandidates(db, access, {
    query,
    tierOrdinals: ladder ? { min: ladder.minOrdinal, max: ladder.maxOrdinal } : undefined,
  });
  return {
    program: { id: program.id, titleSlug: program.program.titleSlug, titleName: program.titleName },
    items: rows.map((row) => programPlayerView(row, program.program)),
    total,
    page: query.page,
    pageSize: MATCHMAKING_PAGE_SIZE,
  };
}
