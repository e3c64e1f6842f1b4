/**
 * "Invite to a tryout" from Find players (docs/decisions/047): a team
 * roster invitation as a `trial` player, through the roster's own
 * invitation service (inviteToRoster: roster room, one pending invitation
 * per roster, the invitee's and a minor's guardian's notices). The player
 * must be one this manager can find for this post, or for the team when
 * no post is named (looking for a team, visible to them, playing the
 * post's game or one of the team's): anyone else is a 404, the
 * same answer as a player who does not exist. The place is the game roster
 * of the post's game when the team has one, else the general roster.
 */
import { AppError } from '#shared/app-error.ts';
import { MATCHMAKING_TEXTS, type TryoutInvitationBody } from '#shared/contracts/matchmaking.ts';
import type { AppContext } from '#server/app-context.ts';
import type { TeamAccess } from '#server/teams/teams-policies.ts';
import { rowsOf } from '#server/db/sql.ts';
import { inviteToRoster } from '#server/teams/roster/invite-to-roster.ts';
import { sql } from 'drizzle-orm';
import { loadFindPlayersScope, loadPlayerCandidates } from './find-players.ts';

export async function inviteToTryout(ctx: AppContext, access: TeamAccess, body: TryoutInvitationBody) {
  const teamId = access.team.id;
  const { titleIds } = await loadFindPlayersScope(ctx.db, access.viewer.userId, teamId, { post: body.postId ?? undefined }, new Date());
  const [candidate] = await loadPlayerCandidates(ctx.db, access.viewer, teamId, titleIds, { onlyUserId: body.playerUserId });
  if (!candidate) throw new AppError('not_found', MATCHMAKING_TEXTS.playerNotFound, { playerUserId: MATCHMAKING_TEXTS.playerNotFound });
  const [roster] = await rowsOf<{ id: string }>(
    ctx.db,
    sql`select g.id from team_game_profiles g where g.team_id = ${teamId} and g.is_active and g.esports_title_id = ${candidate.game.titleId} limit 1`,
  );
  return inviteToRoster(ctx, access, { kind: 'member', role: 'trial', gameProfileId: roster?.id ?? null }, { userId: candidate.userId });
}
