/**
 * "Find players" (issue 14.6, docs/decisions/047): a team manager's team,
 * or one of its active recruiting posts, against the players looking for a
 * team (`open_to` contains `looking_for_team`) who play the post's game (or
 * the Game filter's, or one of the team's games), among the profiles this
 * viewer may see: exactly the profile page's rule (profileVisibleSql,
 * decision 019), so a minor shows only where the existing profile rules
 * show them to this viewer, and by display name only. Without a post the
 * team's own facts stand in (its games, its weekly times; session 24).
 * Filters (session 24): roles, rank range, class years and region in the
 * candidates' statement; the overlap with the post's (or team's) weekly
 * times in application code, before paging, so the total is exact.
 * Statements: the team (and the post), the ladder check when a rank is
 * chosen, then ONE for the candidates, scored with the same teamFitScore
 * the player sees, ordered by score, confidence, then user id, and paged.
 */
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { MATCHMAKING_PAGE_SIZE, MATCHMAKING_TEXTS, type FindPlayersQuery, type FindPlayersResponse, type PlayerMatch } from '#shared/contracts/matchmaking.ts';
import { gameBySlug, type GameSlug } from '#shared/recruiting/game-catalog.ts';
import { overlapHours, teamFitScore, type MmPlayerGame, type MmPost, type MmTeamGame } from '#shared/matchmaking/matchmaking-score.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { profileViewerOf, profileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { resolveGameFilter } from '#server/profiles/search/search-players.ts';
import { rowsOf } from '#server/db/sql.ts';
import { loadCandidatePosts, matchView, postInput } from './find-team-posts.ts';
import { utcOffsetMinutes } from './time-zone-offset.ts';

interface CandidateRow {
  userId: string;
  displayName: string;
  slug: string;
  avatarUrl: string | null;
  timeZone: string | null;
  game: MmPlayerGame;
  invited: boolean;
}

/** The filters the candidates' statement applies (tier ordinals resolved on the game's ladder). */
export interface PlayerCandidateFilters {
  roles?: readonly string[];
  classYears?: readonly number[];
  region?: string;
  minOrdinal?: number | null;
  maxOrdinal?: number | null;
  onlyUserId?: string;
}

/** The team's active post, or 404 (another team's post reads as missing). */
export async function loadTeamPost(db: Database, viewerId: string, teamId: string, postId: string) {
  const [post] = await loadCandidatePosts(db, viewerId, { onlyPostId: postId });
  if (!post || post.teamId !== teamId) throw new AppError('not_found', MATCHMAKING_TEXTS.postNotFound);
  return post;
}

interface TeamFacts {
  availability: string[];
  timeZone: string | null;
  games: (MmTeamGame & { slug: string })[];
}

function loadTeamFacts(db: Database, teamId: string) {
  return rowsOf<TeamFacts>(
    db,
    sql`select tm.availability, tm.time_zone as "timeZone",
        coalesce((select json_agg(json_build_object('titleId', g.esports_title_id, 'titleName', t.name, 'slug', t.slug, 'playLevel', g.play_level) order by t.name, g.id)
          from team_game_profiles g join esports_titles t on t.id = g.esports_title_id where g.team_id = tm.id and g.is_active), '[]'::json) as games
      from teams tm where tm.id = ${teamId}`,
  );
}

const invalid = (field: string, message: string) => new AppError('validation', message, { [`querystring.${field}`]: message });

/**
 * What the players are matched against: the post (its game, or the Game
 * filter's when it names none) or, without one, the team's facts; the
 * titles the candidates must play; the tier ordinals of a rank filter.
 * Bad filters are a 400 naming the field.
 */
export async function loadFindPlayersScope(
  db: Database,
  viewerId: string,
  teamId: string,
  query: Pick<FindPlayersQuery, 'post' | 'game' | 'roles' | 'minTier' | 'maxTier' | 'region' | 'minOverlapHours'>,
  now: Date,
) {
  const [team] = await loadTeamFacts(db, teamId);
  if (!team) throw new AppError('not_found', MATCHMAKING_TEXTS.teamNotFound);
  const post = query.post ? await loadTeamPost(db, viewerId, teamId, query.post) : null;
  if (query.game && !team.games.some((game) => game.titleId === query.game)) throw invalid('game', MATCHMAKING_TEXTS.notTeamGame);
  if (query.game && post?.titleId && post.titleId !== query.game) throw invalid('game', MATCHMAKING_TEXTS.notPostGame);
  const titleId = post?.titleId ?? query.game ?? null;
  const target: MmPost = post
    ? { ...postInput(post, now), titleId }
    : {
        titleId,
        teamGames: team.games,
        positionsNeeded: [],
        minTier: null,
        maxTier: null,
        availability: team.availability,
        utcOffsetMinutes: utcOffsetMinutes(team.timeZone, now),
        commitmentLevel: null,
        fromPost: false,
      };
  const titleIds = titleId ? [titleId] : team.games.map((game) => game.titleId);
  const single = titleIds.length === 1 ? team.games.find((game) => game.titleId === titleIds[0]) : undefined;

  const catalogGame = single ? gameBySlug(single.slug as GameSlug) : undefined;
  const wrongRole = catalogGame ? query.roles?.find((role) => !catalogGame.roles.includes(role)) : undefined;
  if (wrongRole) throw invalid('roles', MATCHMAKING_TEXTS.roleNotOfGame(wrongRole, catalogGame!.name));
  if (query.region && catalogGame && !catalogGame.regions.includes(query.region)) throw invalid('region', MATCHMAKING_TEXTS.unknownRegion);
  let ordinals: { minOrdinal: number | null; maxOrdinal: number | null } | null = null;
  if (query.minTier || query.maxTier) {
    if (!single) throw invalid(query.minTier ? 'minTier' : 'maxTier', MATCHMAKING_TEXTS.rankNeedsGame);
    // The recruiter search's ladder check: tiers of this game, lowest not above highest (400 on the field).
    ordinals = await resolveGameFilter(db, { game: single.slug as GameSlug, minTier: query.minTier, maxTier: query.maxTier });
  }
  if (query.minOverlapHours && target.availability.length === 0) {
    throw invalid('minOverlapHours', post ? MATCHMAKING_TEXTS.noPostTimes : MATCHMAKING_TEXTS.noTeamTimes);
  }
  return { target, titleIds, filters: { roles: query.roles, region: query.region, minOrdinal: ordinals?.minOrdinal, maxOrdinal: ordinals?.maxOrdinal } };
}

const inList = (values: readonly (string | number)[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/**
 * The candidates: one row per player, their game profile of the first of
 * `titleIds` they play (by the profile's tab order) that passes the filters.
 */
export function loadPlayerCandidates(db: Database, viewer: Viewer, teamId: string, titleIds: string[], filters: PlayerCandidateFilters = {}) {
  if (titleIds.length === 0) return Promise.resolve([] as CandidateRow[]);
  const conditions: SQL[] = [];
  if (filters.onlyUserId) conditions.push(sql`up.user_id = ${filters.onlyUserId}`);
  if (filters.roles?.length) conditions.push(sql`(g.primary_role in (${inList(filters.roles)}) or g.secondary_role in (${inList(filters.roles)}))`);
  if (filters.classYears?.length) conditions.push(sql`up.grad_year in (${inList(filters.classYears)})`);
  if (filters.region) conditions.push(sql`g.region = ${filters.region}`);
  if (filters.minOrdinal != null) conditions.push(sql`rt.ordinal >= ${filters.minOrdinal}`);
  if (filters.maxOrdinal != null) conditions.push(sql`rt.ordinal <= ${filters.maxOrdinal}`);
  return rowsOf<CandidateRow>(
    db,
    sql`select distinct on (up.user_id) up.user_id as "userId", up.display_name as "displayName", up.slug, up.avatar_url as "avatarUrl",
        up.time_zone as "timeZone",
        json_build_object('titleId', g.esports_title_id, 'titleName', t.name,
          'tier', case when rt.id is null then null else json_build_object('ordinal', rt.ordinal, 'name', rt.name) end,
          'primaryRole', g.primary_role, 'secondaryRole', g.secondary_role, 'hoursPerWeek', g.hours_per_week, 'availability', g.availability) as game,
        exists (select 1 from team_invitations ti where ti.team_id = ${teamId} and ti.invitee_user_id = up.user_id and ti.status = 'pending') as invited
      from user_profiles up
      join player_game_profiles g on g.user_id = up.user_id and g.esports_title_id in ${titleIds}
      join esports_titles t on t.id = g.esports_title_id
      left join rank_tiers rt on rt.id = g.current_tier_id
      where 'looking_for_team' = any(up.open_to)
        and up.user_id <> ${viewer.userId}
        ${conditions.length > 0 ? sql`and ${sql.join(conditions, sql` and `)}` : sql``}
        and ${profileVisibleSql('up', profileViewerOf(viewer))}
      order by up.user_id, g.position, g.id`,
  );
}

export async function findPlayers(db: Database, viewer: Viewer, query: FindPlayersQuery, now = new Date()): Promise<FindPlayersResponse> {
  const pageSize = MATCHMAKING_PAGE_SIZE;
  const { target, titleIds, filters } = await loadFindPlayersScope(db, viewer.userId, query.team, query, now);
  const rows = await loadPlayerCandidates(db, viewer, query.team, titleIds, { ...filters, classYears: query.classYears });
  const minOverlap = query.minOverlapHours ?? 0;
  const scored = rows
    .map((row) => ({ row, offset: utcOffsetMinutes(row.timeZone, now) }))
    .filter(({ row, offset }) => minOverlap === 0 || overlapHours(row.game.availability, offset, target.availability, target.utcOffsetMinutes) >= minOverlap)
    .map(({ row, offset }) => ({ row, result: teamFitScore({ games: [row.game], utcOffsetMinutes: offset, wantedLevel: null }, target, 'team') }));
  scored.sort((a, b) => b.result.score - a.result.score || b.result.confidence.value - a.result.confidence.value || (a.row.userId < b.row.userId ? -1 : a.row.userId > b.row.userId ? 1 : 0));
  const start = (query.page - 1) * pageSize;
  const items: PlayerMatch[] = scored.slice(start, start + pageSize).map(({ row, result }) => ({
    player: {
      userId: row.userId,
      displayName: row.displayName,
      slug: row.slug,
      avatarUrl: row.avatarUrl,
      tierName: row.game.tier?.name ?? null,
      primaryRole: row.game.primaryRole,
      secondaryRole: row.game.secondaryRole,
    },
    match: matchView(result),
    invited: row.invited,
  }));
  return { items, total: scored.length, page: query.page, pageSize };
}
