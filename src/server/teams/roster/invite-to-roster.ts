/**
 * A manager adds a player or staff member (spec 2.7, 5): the person gets an
 * invitation and joins only by accepting it (issue 10.3, docs/decisions/015).
 *
 * - Picked in the search (by id): the slot is checked for that person
 *   (Already Assigned, room) and a second pending invitation is 409.
 * - By email: the answer must not tell whether the address has an account.
 *   Only the team-level checks run (the game roster exists, room for one
 *   more), an address without an account gets one with a claim link (the
 *   existing inviteUser), and whatever the address (known, new, already on
 *   the roster, already invited) the answer is the same 202. The manager's
 *   list labels such an invitation by the masked address, never a name.
 */
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import {
  PENDING_INVITATION_LIMIT,
  type AddPersonResponse,
  type addStaffSchema,
} from '#shared/contracts/teams-roster.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import type { TeamInvitationKind } from '#shared/value-sets.ts';
import type { AppContext } from '#server/app-context.ts';
import { inviteUser } from '#server/account/invite-user.ts';
import type { TeamAccess } from '../teams-policies.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { teamInvitations, teams } from '#server/db/schema/teams.ts';
import { sendInvitationNotices } from './invitation-notices.ts';
import { checkPlayerSlot, checkStaffSlot } from './roster-checks.ts';

export const USER_NOT_FOUND = 'User not found';

/** The place offered: what today's member and staff adds take. */
export interface RosterPlace {
  kind: TeamInvitationKind;
  role: string;
  gameProfileId: string | null;
  contractStart?: string | null;
  contractEnd?: string | null;
}

export type PersonRef = Pick<z.output<typeof addStaffSchema>, 'userId' | 'email'>;

export interface InviteOptions {
  /** The account invitation step; tests replace it to reach the "not found after registration" branch. */
  invite?: typeof inviteUser;
}

const INVITED: AddPersonResponse = { status: 'invited' };

export async function inviteToRoster(
  ctx: AppContext,
  access: TeamAccess,
  place: RosterPlace,
  person: PersonRef,
  options: InviteOptions = {},
): Promise<AddPersonResponse> {
  const teamId = access.team.id;
  const check = place.kind === 'member' ? checkPlayerSlot : checkStaffSlot;
  const invitation = { teamId, invitedBy: access.viewer.userId, ...place };

  if (person.userId !== undefined) {
    const [user] = await ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, person.userId));
    if (!user) throw new AppError('not_found', USER_NOT_FOUND, { userId: USER_NOT_FOUND });
    await check(ctx.db, { teamId, gameProfileId: place.gameProfileId, userId: user.id });
    const id = await insertInvitation(ctx, { ...invitation, inviteeUserId: user.id, emailHint: null });
    if (!id) throw new AppError('conflict', TEAM_TEXTS.alreadyInvited);
    await sendInvitationNotices(ctx, id, { toInvitee: true });
    return INVITED;
  }

  await check(ctx.db, { teamId, gameProfileId: place.gameProfileId, userId: null });
  const email = (person.email ?? '').trim().toLowerCase();
  let userId = await findByEmail(ctx, email);
  if (!userId) {
    await (options.invite ?? inviteUser)(ctx, { email, invitedBy: access.viewer.fullName });
    // Spec 5: the registered user must be found afterwards.
    userId = await findByEmail(ctx, email);
    if (!userId) throw new AppError('not_found', TEAM_TEXTS.userNotFoundAfterRegistration);
  }
  const id = await insertInvitation(ctx, { ...invitation, inviteeUserId: userId, emailHint: maskEmail(email) });
  if (id) await sendInvitationNotices(ctx, id, { toInvitee: true });
  return INVITED;
}

/**
 * The pending invitation's id, or null when that person already has one for
 * this roster (the partial unique index decides, races included). The team
 * row is locked so the pending limit holds under concurrent invitations.
 */
async function insertInvitation(ctx: AppContext, values: typeof teamInvitations.$inferInsert): Promise<string | null> {
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, values.teamId)).for('update');
    const [pending] = await tx
      .select({ n: count() })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.teamId, values.teamId), eq(teamInvitations.status, 'pending')));
    if ((pending?.n ?? 0) >= PENDING_INVITATION_LIMIT) {
      throw new AppError('conflict', TEAM_TEXTS.tooManyInvitations(PENDING_INVITATION_LIMIT));
    }
    const [row] = await tx.insert(teamInvitations).values(values).onConflictDoNothing().returning({ id: teamInvitations.id });
    return row?.id ?? null;
  });
}

async function findByEmail(ctx: AppContext, email: string): Promise<string | undefined> {
  const [row] = await ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  return row?.id;
}

/** "jamie@school.edu" → "j•••@school.edu": enough for the manager to recognise what they typed, not an address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
