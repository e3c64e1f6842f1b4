/** Staff on the general roster and on game rosters (spec 2.4, 5, 6, 7.6). */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import type { AddPersonResponse, addStaffSchema, updateStaffSchema } from '#shared/contracts/teams-roster.ts';
import type { AppContext } from '#server/app-context.ts';
import type { TeamAccess } from '../teams-policies.ts';
import type { Database } from '#server/db/client.ts';
import { teamStaff } from '#server/db/schema/teams.ts';
import { inviteToRoster, type InviteOptions } from './invite-to-roster.ts';

export const STAFF_NOT_FOUND = 'Staff member not found';
export const CONTRACT_END_BEFORE_START = 'Contract end must be on or after the start';

/** Adding staff invites them like players (docs/decisions/015): a staff place also shares the team's people and schedule. */
export async function addStaff(
  ctx: AppContext,
  access: TeamAccess,
  input: z.output<typeof addStaffSchema>,
  options: InviteOptions = {},
): Promise<AddPersonResponse> {
  const { gameProfileId, role, contractStart, contractEnd } = input;
  return inviteToRoster(ctx, access, { kind: 'staff', role, gameProfileId, contractStart, contractEnd }, input, options);
}

const activeStaff = (teamId: string, staffId: string) =>
  and(eq(teamStaff.id, staffId), eq(teamStaff.teamId, teamId), eq(teamStaff.isActive, true));

/** Role and contract dates; the end may not fall before the start, whichever of the two changes. */
export async function updateStaff(
  db: Database,
  teamId: string,
  staffId: string,
  changes: z.output<typeof updateStaffSchema>,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ contractStart: teamStaff.contractStart, contractEnd: teamStaff.contractEnd })
      .from(teamStaff)
      .where(activeStaff(teamId, staffId));
    if (!row) throw new AppError('not_found', STAFF_NOT_FOUND);
    const start = changes.contractStart !== undefined ? changes.contractStart : row.contractStart;
    const end = changes.contractEnd !== undefined ? changes.contractEnd : row.contractEnd;
    if (start && end && end < start) {
      throw new AppError('validation', CONTRACT_END_BEFORE_START, { contractEnd: CONTRACT_END_BEFORE_START });
    }
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (Object.keys(set).length > 0) await tx.update(teamStaff).set(set).where(activeStaff(teamId, staffId));
    return { id: staffId };
  });
}

export async function removeStaff(db: Database, teamId: string, staffId: string): Promise<void> {
  const removed = await db
    .update(teamStaff)
    .set({ isActive: false })
    .where(activeStaff(teamId, staffId))
    .returning({ id: teamStaff.id });
  if (removed.length === 0) throw new AppError('not_found', STAFF_NOT_FOUND);
}
