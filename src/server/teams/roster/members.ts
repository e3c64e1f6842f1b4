/** Players on the general roster and on game rosters (spec 2.4, 5, 7.6). */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import {
  GAME_ROSTER_ROLES,
  MEMBER_ADD_ROLES,
  type AddPersonResponse,
  type addMemberSchema,
  type updateMemberSchema,
} from '#shared/contracts/teams-roster.ts';
import type { MemberRole } from '#shared/value-sets.ts';
import type { AppContext } from '#server/app-context.ts';
import type { TeamAccess } from '../teams-policies.ts';
import type { Database } from '#server/db/client.ts';
import { teamMembers } from '#server/db/schema/teams.ts';
import { inviteToRoster, type InviteOptions } from './invite-to-roster.ts';

export const MEMBER_NOT_FOUND = 'Member not found';
export const ROLES_ON_GAME_ROSTERS = 'Roles are edited on game rosters.';

const GENERAL_ROLES: readonly MemberRole[] = MEMBER_ADD_ROLES;
const GAME_ROLES: readonly MemberRole[] = [...new Set<MemberRole>([...MEMBER_ADD_ROLES, ...GAME_ROSTER_ROLES])];

/** The roles a roster takes: the add roles on the general roster, the roster roles too on a game roster. */
export function memberRolesFor(gameProfileId: string | null): readonly MemberRole[] {
  return gameProfileId === null ? GENERAL_ROLES : GAME_ROLES;
}

/** Adding a player invites them (docs/decisions/015): they join the roster when they accept. */
export async function addMember(
  ctx: AppContext,
  access: TeamAccess,
  input: z.output<typeof addMemberSchema>,
  options: InviteOptions = {},
): Promise<AddPersonResponse> {
  const { gameProfileId, role } = input;
  const allowed = memberRolesFor(gameProfileId);
  if (!allowed.includes(role)) {
    const message = `Choose one of: ${allowed.join(', ')}.`;
    throw new AppError('validation', message, { role: message });
  }
  return inviteToRoster(ctx, access, { kind: 'member', role, gameProfileId }, input, options);
}

const activeMember = (teamId: string, memberId: string) =>
  and(eq(teamMembers.id, memberId), eq(teamMembers.teamId, teamId), eq(teamMembers.isActive, true));

/** Inline role edit: game rosters only (spec 2.4). */
export async function updateMember(
  db: Database,
  teamId: string,
  memberId: string,
  input: z.output<typeof updateMemberSchema>,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ gameProfileId: teamMembers.gameProfileId })
      .from(teamMembers)
      .where(activeMember(teamId, memberId));
    if (!row) throw new AppError('not_found', MEMBER_NOT_FOUND);
    if (row.gameProfileId === null) throw new AppError('validation', ROLES_ON_GAME_ROSTERS, { role: ROLES_ON_GAME_ROSTERS });
    await tx.update(teamMembers).set({ role: input.role }).where(activeMember(teamId, memberId));
    return { id: memberId };
  });
}

/** Removal keeps the row as history (is_active false). */
export async function removeMember(db: Database, teamId: string, memberId: string): Promise<void> {
  const removed = await db
    .update(teamMembers)
    .set({ isActive: false })
    .where(activeMember(teamId, memberId))
    .returning({ id: teamMembers.id });
  if (removed.length === 0) throw new AppError('not_found', MEMBER_NOT_FOUND);
}
