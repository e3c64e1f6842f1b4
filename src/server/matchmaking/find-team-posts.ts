/**
 * "Find a team" (issue 14.6, docs/decisions/047): the signed-in player's
 * match with every active recruiting post of a team that is not archived.
 * Statements: the player, then ONE for the candidate posts (with each
 * team's games, the rank range's tier names and whether the viewer applied),
 * scored in application code as the directory's best-match sort does
 * (decision 030), ordered by score, confidence, then post id, and paged.
 * Filters (session 24): game, commitment, paid and role in the statement;
 * "fits my rank" and the overlap with the player's weekly times on the
 * scored rows, before paging, so the total is exact.
 */
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { MATCHMAKING_PAGE_SIZE, MATCHMAKING_TEXTS, type FindTeamsQuery, type FindTeamsResponse, type TeamPostMatch } from '#shared/contracts/matchmaking.ts';
import {
  MATCHMAKING_FACTOR_LABELS,
  overlapHours,
  postGameFor,
  teamFitScore,
  type MatchmakingResult,
  type MmPlayer,
  type MmPost,
  type MmTeamGame,
  type MmTier,
} from '#shared/matchmaking/matchmaking-score.ts';
import type { CommitmentLevel } from '#shared/value-sets.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { loadMatchmakingPlayer, type LoadedMatchmakingPlayer } from './load-matchmaking-player.ts';
import { utcOffsetMinutes } from './time-zone-offset.ts';

interface PostRow {
  id: string;
  title: string;
  description: string | null;
  commitmentLevel: CommitmentLevel;
  positionsNeeded: string[];
  isPaid: boolean;
  salaryRange: string | null;
  createdAt: string;
  titleId: string | null;
  minTier: MmTier | null;
  maxTier: MmTier | null;
  availability: string[];
  timeZone: string | null;
  teamId: string;
  teamName: string;
  logoUrl: string | null;
  teamGames: MmTeamGame[];
  applied: boolean;
}

/** The factor list as the contract carries it (labels resolved). */
export function matchView<K extends string>(result: MatchmakingResult<K>) {
  return {
    score: result.score,
    band: result.band,
    confidence: { value: result.confidence.value, level: result.confidence.level, unknown: [...result.confidence.unknown] as string[] },
    factors: result.factors.map((factor) => ({
      key: factor.key as string,
      label: MATCHMAKING_FACTOR_LABELS[factor.key as keyof typeof MATCHMAKING_FACTOR_LABELS] ?? factor.key,
      weight: factor.weight,
      value: factor.value,
      evidence: factor.evidence,
    })),
  };
}

const tierJson = (ordinal: SQL) =>
  sql`(select json_build_object('ordinal', rt.ordinal, 'name', rt.name) from rank_tiers rt where rt.esports_title_id = p.esports_title_id and rt.ordinal = ${ordinal})`;

/** The candidate posts, one statement; `onlyPostId` narrows it to one post (the apply action's score). */
export function loadCandidatePosts(
  db: Pick<Database, 'execute'>,
  viewerId: string,
  filters: { gameSlug?: string; commitment?: CommitmentLevel; paid?: boolean; role?: string; onlyPostId?: string },
) {
  const where: SQL[] = [sql`p.is_active`, sql`tm.archived_at is null`];
  // Roles needed are typed by the team: compared without case or surrounding spaces, as the score compares them.
  if (filters.role) where.push(sql`exists (select 1 from unnest(p.positions_needed) needed where lower(trim(needed)) = lower(${filters.role}))`);
  if (filters.onlyPostId) where.push(sql`p.id = ${filters.onlyPostId}`);
  if (filters.commitment) where.push(sql`p.commitment_level = ${filters.commitment}`);
  if (filters.paid) where.push(sql`p.is_paid`);
  if (filters.gameSlug) {
    where.push(sql`exists (select 1 from esports_titles ft where ft.slug = ${filters.gameSlug} and (
      p.esports_title_id = ft.id
      or (p.esports_title_id is null and exists (select 1 from team_game_profiles fg where fg.team_id = tm.id and fg.is_active and fg.esports_title_id = ft.id))))`);
  }
  return rowsOf<PostRow>(
    db,
    sql`select p.id, p.title, p.description, p.commitment_level as "commitmentLevel", p.positions_needed as "positionsNeeded",
        p.is_paid as "isPaid", p.salary_range as "salaryRange",
        to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
        p.esports_title_id as "titleId", ${tierJson(sql`p.min_tier_ordinal`)} as "minTier", ${tierJson(sql`p.max_tier_ordinal`)} as "maxTier",
        p.availability, p.time_zone as "timeZone",
        tm.id as "teamId", tm.name as "teamName", tm.logo_url as "logoUrl",
        coalesce((select json_agg(json_build_object('titleId', g.esports_title_id, 'titleName', t.name, 'playLevel', g.play_level) order by t.name, g.id)
          from team_game_profiles g join esports_titles t on t.id = g.esports_title_id
          where g.team_id = tm.id and g.is_active), '[]'::json) as "teamGames",
        exists (select 1 from recruiting_post_applications a where a.post_id = p.id and a.applicant_user_id = ${viewerId}) as applied
      from team_recruiting_posts p
      join teams tm on tm.id = p.team_id
      where ${sql.join(where, sql` and `)}`,
  );
}

export function playerInput(player: LoadedMatchmakingPlayer, wantedLevel: MmPlayer['wantedLevel'], now: Date): MmPlayer {
  return { games: player.games, utcOffsetMinutes: utcOffsetMinutes(player.timeZone, now), wantedLevel };
}

export function postInput(row: PostRow, now: Date): MmPost {
  return {
    titleId: row.titleId,
    teamGames: row.teamGames,
    positionsNeeded: row.positionsNeeded,
    minTier: row.minTier,
    maxTier: row.maxTier,
    availability: row.availability,
    utcOffsetMinutes: utcOffsetMinutes(row.timeZone, now),
    commitmentLevel: row.commitmentLevel,
  };
}

export async function findTeamPosts(db: Database, viewerId: string, query: FindTeamsQuery, now = new Date()): Promise<FindTeamsResponse> {
  const pageSize = MATCHMAKING_PAGE_SIZE;
  const player = await loadMatchmakingPlayer(db, viewerId);
  if (!player) return { eligibility: 'no_player_profile', items: [], total: 0, page: query.page, pageSize };
  const input = playerInput(player, query.level ?? null, now);
  const minOverlap = query.minOverlapHours ?? 0;
  if (minOverlap > 0 && !player.games.some((game) => game.availability.length > 0)) {
    throw new AppError('validation', MATCHMAKING_TEXTS.noPlayerTimes, { 'querystring.minOverlapHours': MATCHMAKING_TEXTS.noPlayerTimes });
  }
  const rows = await loadCandidatePosts(db, viewerId, { gameSlug: query.game, commitment: query.commitment, paid: query.paid === 'true', role: query.role });
  const scored = rows
    .map((row) => {
      const post = postInput(row, now);
      return { row, post, result: teamFitScore(input, post, 'player') };
    })
    // Fits my rank: within the post's range (the rank factor's 1), or the post sets no range.
    .filter(({ row, result }) => query.fitsRank !== 'true' || (!row.minTier && !row.maxTier) || result.factors.find((factor) => factor.key === 'rank')?.value === 1)
    .filter(({ post }) => {
      if (minOverlap === 0) return true;
      const { playerGame } = postGameFor(input, post);
      return overlapHours(playerGame?.availability ?? [], input.utcOffsetMinutes, post.availability, post.utcOffsetMinutes) >= minOverlap;
    });
  scored.sort((a, b) => b.result.score - a.result.score || b.result.confidence.value - a.result.confidence.value || (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0));
  const start = (query.page - 1) * pageSize;
  const items: TeamPostMatch[] = scored.slice(start, start + pageSize).map(({ row, result }) => {
    const { game } = postGameFor(input, postInput(row, now));
    return {
      post: {
        id: row.id,
        title: row.title,
        description: row.description,
        commitmentLevel: row.commitmentLevel,
        positionsNeeded: row.positionsNeeded,
        isPaid: row.isPaid,
        salaryRange: row.salaryRange,
        createdAt: row.createdAt,
      },
      team: { id: row.teamId, name: row.teamName, logoUrl: row.logoUrl },
      game: game ? { titleId: game.titleId, name: game.titleName, playLevel: game.playLevel } : null,
      match: matchView(result),
      applied: row.applied,
    };
  });
  return { eligibility: 'player', items, total: scored.length, page: query.page, pageSize };
}
