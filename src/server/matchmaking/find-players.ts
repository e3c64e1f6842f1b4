/**
 * "Find players" (issue 14.6, docs/decisions/047): a team manager's active
 * recruiting post against the players looking for a team (`open_to`
 * contains `looking_for_team`) who play the post's game (or one of the
 * team's games when the post names none), among the profiles this viewer
 * may see: exactly the profile page's rule (profileVisibleSql, decision
 * 019), so a minor shows only where the existing profile rules show them
 * to this viewer, and by display name only. Statements: the post (with the
 * team check), then ONE for the candidates, scored in application code with
 * the same teamFitScore the player sees, ordered by score, confidence, then
 * user id, and paged.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { MATCHMAKING_PAGE_SIZE, MATCHMAKING_TEXTS, type FindPlayersQuery, type FindPlayersResponse, type PlayerMatch } from '#shared/contracts/matchmaking.ts';
import { teamFitScore, type MmPlayerGame } from '#shared/matchmaking/matchmaking-score.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { profileViewerOf, profileVisibleSql } from '#server/profiles/profile-visibility-sql.ts';
import { rowsOf } from '#server/teams/team-sql.ts';
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

/** The team's active post, or 404 (another team's post reads as missing). */
export async function loadTeamPost(db: Database, viewerId: string, teamId: string, postId: string) {
  const [post] = await loadCandidatePosts(db, viewerId, { onlyPostId: postId });
  if (!post || post.teamId !== teamId) throw new AppError('not_found', MATCHMAKING_TEXTS.postNotFound);
  return post;
}

/**
 * The candidates for a post: one row per player, their game profile of the
 * post's game (or of the first of the team's games they play).
 */
export function loadPlayerCandidates(db: Database, viewer: Viewer, teamId: string, titleIds: string[], onlyUserId?: string) {
  if (titleIds.length === 0) return Promise.resolve([] as CandidateRow[]);
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
        ${onlyUserId ? sql`and up.user_id = ${onlyUserId}` : sql``}
        and ${profileVisibleSql('up', profileViewerOf(viewer))}
      order by up.user_id, g.position, g.id`,
  );
}

export async function findPlayers(db: Database, viewer: Viewer, query: FindPlayersQuery, now = new Date()): Promise<FindPlayersResponse> {
  const pageSize = MATCHMAKING_PAGE_SIZE;
  const post = await loadTeamPost(db, viewer.userId, query.team, query.post);
  const titleIds = post.titleId ? [post.titleId] : post.teamGames.map((game) => game.titleId);
  const rows = await loadPlayerCandidates(db, viewer, query.team, titleIds);
  const postFacts = postInput(post, now);
  const scored = rows.map((row) => ({
    row,
    result: teamFitScore({ games: [row.game], utcOffsetMinutes: utcOffsetMinutes(row.timeZone, now), wantedLevel: null }, postFacts, 'team'),
  }));
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
