/**
 * A team manager creates a player profile (issue 11.8, docs/decisions/025).
 *
 * A new address gets an account without a password, a private unpublished
 * profile marked as the coach's (`created_by_user_id`, `created_for_team_id`,
 * `claim_status` invited or draft), its game profile, for a minor the
 * guardian's invited link, and a pending roster invitation when the team
 * plays that game: all in one transaction; then the claim link goes out, to
 * the guardian for a minor. Joining the roster still needs the player's
 * acceptance (decision 015).
 *
 * An address that already has an account is never taken over: only the
 * roster invitation is offered (as "Add Player" by email does), and the
 * answer is the same as for a new address.
 */
import { and, count, eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { PENDING_INVITATION_LIMIT } from '#shared/contracts/teams-roster.ts';
import {
  TEAM_PLAYER_TEXTS,
  type CreateTeamPlayerBody,
  type CreateTeamPlayerResponse,
} from '#shared/contracts/team-players.ts';
import type { AppContext } from '#server/app-context.ts';
import { inviteGuardian } from '#server/guardian-consent/minor-guardian.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { playerGameProfiles } from '#server/db/schema/players.ts';
import { userRoles } from '#server/db/schema/profiles.ts';
import { esportsTitles, teamGameProfiles, teamInvitations } from '#server/db/schema/teams.ts';
import { insertUserProfile } from '#server/account/create-user-profile.ts';
import { sendInvitationNotices } from '#server/teams/roster/invitation-notices.ts';
import { maskEmail } from '#server/teams/roster/invite-to-roster.ts';
import { issueClaimLink, sendClaimLinkEmail } from './claim-link.ts';

interface Creator {
  viewer: Viewer;
  team: { id: string; name: string };
}

export async function createTeamPlayer(ctx: AppContext, access: Creator, body: CreateTeamPlayerBody): Promise<CreateTeamPlayerResponse> {
  const { db } = ctx;
  const [title] = await db.select({ id: esportsTitles.id }).from(esportsTitles).where(eq(esportsTitles.slug, body.game));
  if (!title) throw new AppError('validation', 'Choose a game', { game: 'Choose a game' });
  const [roster] = await db
    .select({ id: teamGameProfiles.id })
    .from(teamGameProfiles)
    .where(and(eq(teamGameProfiles.teamId, access.team.id), eq(teamGameProfiles.esportsTitleId, title.id), eq(teamGameProfiles.isActive, true)));
  // Team-level check only: its outcome does not depend on who owns the address.
  if (roster) await checkPendingLimit(db, access.team.id);

  const answer: CreateTeamPlayerResponse = {
    status: body.sendClaimLink ? 'invited' : 'draft',
    sentTo: body.sendClaimLink ? (body.isMinor ? 'guardian' : 'player') : null,
  };
  const invitation = (inviteeUserId: string) =>
    roster
      ? { teamId: access.team.id, kind: 'member' as const, role: 'player', gameProfileId: roster.id, inviteeUserId, invitedBy: access.viewer.userId, emailHint: maskEmail(body.email) }
      : null;

  const created = await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(profiles)
      .values({ id: crypto.randomUUID(), email: body.email, fullName: body.displayName, emailVerified: false })
      .onConflictDoNothing({ target: profiles.email })
      .returning({ id: profiles.id });
    if (!account) return null;
    const userId = account.id;
    await insertUserProfile(tx, {
      userId,
      displayName: body.displayName,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      gradYear: body.classYear,
      guardianEmail: body.isMinor ? body.guardianEmail : null,
      createdByUserId: access.viewer.userId,
      createdForTeamId: access.team.id,
      claimStatus: body.sendClaimLink ? 'invited' : 'draft',
      // The first send counts towards the resend limit (send-claim-link.ts).
      ...(body.sendClaimLink ? { claimLinkSentAt: new Date(), claimLinkSendCount: 1 } : {}),
    });
    await tx.insert(userRoles).values({ userId, role: 'recruit_player' });
    await tx.insert(playerGameProfiles).values({ userId, esportsTitleId: title.id, primaryRole: body.role });
    if (body.isMinor) await inviteGuardian(tx, userId, body.guardianEmail);
    const offer = invitation(userId);
    if (offer) await tx.insert(teamInvitations).values(offer).onConflictDoNothing();
    const url = body.sendClaimLink ? await issueClaimLink(tx, ctx.baseUrl, userId) : null;
    return { userId, url };
  });

  if (!created) {
    // An existing account: offer the roster place only; its owner answers it like any invitation.
    const [existing] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, body.email));
    const offer = existing ? invitation(existing.id) : null;
    if (offer) {
      const [row] = await db.insert(teamInvitations).values(offer).onConflictDoNothing().returning({ id: teamInvitations.id });
      if (row) await sendInvitationNotices(ctx, row.id, { toInvitee: true });
    }
    return answer;
  }
  if (created.url) {
    await sendClaimLinkEmail(ctx, {
      to: body.isMinor ? body.guardianEmail! : body.email,
      toGuardian: body.isMinor,
      playerName: body.displayName,
      teamName: access.team.name,
      coachName: access.viewer.fullName,
      url: created.url,
    });
  }
  return answer;
}

async function checkPendingLimit(db: Database, teamId: string) {
  const [pending] = await db
    .select({ n: count() })
    .from(teamInvitations)
    .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.status, 'pending')));
  if ((pending?.n ?? 0) >= PENDING_INVITATION_LIMIT) throw new AppError('conflict', TEAM_PLAYER_TEXTS.tooManyInvitations);
}
