/**
 * Apply to a recruiting post from "Find a team" (docs/decisions/047). The
 * application row is the record (the team's Recruiting tab lists it); the
 * team's owner also gets it as a direct message through messaging's own
 * services (findOrCreateConversation + sendMessage), when messaging's
 * reachability rules let this player write to them (decision 004: a minor
 * and an adult outside a shared team cannot start a conversation); if not,
 * `messaged: false` and the application is on the Recruiting tab only.
 * Applying twice is a 409; a post that is inactive, deleted or of an
 * archived team is a 404.
 */
import { eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { MATCHMAKING_TEXTS } from '#shared/contracts/matchmaking.ts';
import { teamFitScore } from '#shared/matchmaking/matchmaking-score.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireConversationReachability } from '#server/messaging/messaging-policies.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { recruitingPostApplications } from '#server/db/schema/matchmaking.ts';
import { teams } from '#server/db/schema/teams.ts';
import { findOrCreateConversation } from '#server/messaging/conversations/create-conversation.ts';
import { sendMessage } from '#server/messaging/messages/send-message.ts';
import { loadCandidatePosts, playerInput, postInput } from './find-team-posts.ts';
import { loadMatchmakingPlayer } from './load-matchmaking-player.ts';

export async function applyToPost(ctx: AppContext, viewer: Viewer, postId: string, message: string | null, now = new Date()) {
  const [post] = await loadCandidatePosts(ctx.db, viewer.userId, { onlyPostId: postId });
  if (!post) throw new AppError('not_found', MATCHMAKING_TEXTS.postNotFound);
  const [team] = await ctx.db.select({ ownerUserId: teams.ownerUserId }).from(teams).where(eq(teams.id, post.teamId));
  if (!team) throw new AppError('not_found', MATCHMAKING_TEXTS.postNotFound);
  if (team.ownerUserId === viewer.userId) throw new AppError('conflict', MATCHMAKING_TEXTS.ownTeam);

  const player = await loadMatchmakingPlayer(ctx.db, viewer.userId);
  const score = player ? teamFitScore(playerInput(player, null, now), postInput(post, now)).score : null;
  const [application] = await ctx.db
    .insert(recruitingPostApplications)
    .values({ postId, applicantUserId: viewer.userId, message, score })
    .onConflictDoNothing()
    .returning({ id: recruitingPostApplications.id, createdAt: recruitingPostApplications.createdAt });
  if (!application) throw new AppError('conflict', MATCHMAKING_TEXTS.alreadyApplied);

  let conversationId: string | null = null;
  try {
    await requireConversationReachability(ctx.db, { actorId: viewer.userId, newIds: [team.ownerUserId], existingIds: [], field: 'postId' });
    const conversation = await findOrCreateConversation(ctx, { type: 'dm', title: null, creatorId: viewer.userId, participantIds: [viewer.userId, team.ownerUserId] });
    conversationId = conversation.id;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  if (conversationId) {
    const lines = [`${MATCHMAKING_TEXTS.applicationMessageTitle}: ${post.title} (${post.teamName})`];
    if (score !== null) lines.push(`Match: ${score}%`);
    if (message) lines.push('', message);
    await sendMessage(ctx, { viewer, conversation: { id: conversationId } }, lines.join('\n'));
    await ctx.db.update(recruitingPostApplications).set({ conversationId }).where(eq(recruitingPostApplications.id, application.id));
  }
  return {
    application: { id: application.id, createdAt: application.createdAt.toISOString() },
    messaged: conversationId !== null,
    conversationId,
  };
}
