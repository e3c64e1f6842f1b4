/**
 * The invitee answers (docs/decisions/015). Accepting adds the player or
 * staff row the invitation offers, in one transaction with the invitation
 * row locked; declining only records the answer. The policy
 * (requireTeamInvitee) has already checked that the invitation is the
 * viewer's and pending.
 */
import { and, eq } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import type { AppContext } from '#server/app-context.ts';
import type { InvitationAccess } from '../teams-policies.ts';
import { isUniqueViolation } from '#server/content/slug-conflict.ts';
import type { Database } from '#server/db/client.ts';
import { teamInvitations, teamMembers, teamStaff, teams } from '#server/db/schema/teams.ts';
import { sendInvitationNotices } from './invitation-notices.ts';
import { alreadyAssigned, playerSlotState, staffSlotState } from './roster-checks.ts';

const pending = (invitationId: string) => and(eq(teamInvitations.id, invitationId), eq(teamInvitations.status, 'pending'));
const notFound = () => new AppError('not_found', TEAM_TEXTS.invitationNotFound);

export async function acceptInvitation(ctx: AppContext, access: InvitationAccess): Promise<{ teamId: string }> {
  const invitationId = access.invitation.id;
  const result = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx.select().from(teamInvitations).where(pending(invitationId)).for('update');
      if (!row) throw notFound();
      const [team] = await tx.select({ archivedAt: teams.archivedAt }).from(teams).where(eq(teams.id, row.teamId));
      if (!team) throw notFound();
      if (team.archivedAt) throw new AppError('conflict', TEAM_TEXTS.invitationTeamArchived);
      const slot = { teamId: row.teamId, gameProfileId: row.gameProfileId, userId: row.inviteeUserId };
      const state = row.kind === 'member' ? await playerSlotState(tx, slot) : await staffSlotState(tx, slot);
      if (state === 'no_room') throw new AppError('conflict', TEAM_TEXTS.invitationRosterFull);
      // Already there (a place taken another way): accepting simply closes the invitation.
      if (state === 'free') {
        const base = { teamId: row.teamId, userId: row.inviteeUserId, role: row.role, gameProfileId: row.gameProfileId, isActive: true };
        if (row.kind === 'member') await tx.insert(teamMembers).values(base);
        else await tx.insert(teamStaff).values({ ...base, contractStart: row.contractStart, contractEnd: row.contractEnd });
      }
      await tx.update(teamInvitations).set({ status: 'accepted', respondedAt: new Date() }).where(eq(teamInvitations.id, invitationId));
      return { teamId: row.teamId, kind: row.kind, guardianNotified: row.guardianNotifiedAt !== null };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw alreadyAssigned(access.invitation.kind);
      throw error;
    });
  // A minor whose birth date arrived after the invitation (a claimed account): the guardian hears now.
  if (!result.guardianNotified) await sendInvitationNotices(ctx, invitationId, { toInvitee: false });
  return { teamId: result.teamId };
}

export async function declineInvitation(db: Database, invitationId: string): Promise<void> {
  const declined = await db
    .update(teamInvitations)
    .set({ status: 'declined', respondedAt: new Date() })
    .where(pending(invitationId))
    .returning({ id: teamInvitations.id });
  if (declined.length === 0) throw notFound();
}

/** A manager withdraws a pending invitation (404 when it is not this team's, or already answered). */
export async function cancelInvitation(db: Database, teamId: string, invitationId: string): Promise<void> {
  const cancelled = await db
    .update(teamInvitations)
    .set({ status: 'cancelled', respondedAt: new Date() })
    .where(and(pending(invitationId), eq(teamInvitations.teamId, teamId)))
    .returning({ id: teamInvitations.id });
  if (cancelled.length === 0) throw notFound();
}
