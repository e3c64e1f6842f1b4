/** Practices (spec 5, 7.6): managers schedule, edit and delete them; attendance rows go with a deleted practice. */
import type { z } from 'zod';
import type { practiceInputSchema } from '#shared/contracts/teams.ts';
import type { AppContext } from '#server/app-context.ts';
import { teamPractices } from '#server/db/schema/teams.ts';
import { deleteTeamRow, updateTeamRow, type TeamItemRef } from './team-owned-rows.ts';

export const PRACTICE_NOT_FOUND = 'Practice not found';

type PracticeInput = z.output<typeof practiceInputSchema>;

export async function createPractice(ctx: AppContext, teamId: string, createdBy: string, input: PracticeInput) {
  const [row] = await ctx.db
    .insert(teamPractices)
    .values({ ...input, teamId, createdBy })
    .returning({ id: teamPractices.id });
  return { id: row!.id };
}

export function updatePractice(ctx: AppContext, ref: TeamItemRef, changes: Partial<PracticeInput>) {
  return updateTeamRow(ctx.db, teamPractices, ref, changes, PRACTICE_NOT_FOUND);
}

/** Attendance rows are removed by the foreign key's ON DELETE CASCADE. */
export function deletePractice(ctx: AppContext, ref: TeamItemRef) {
  return deleteTeamRow(ctx.db, teamPractices, ref, PRACTICE_NOT_FOUND);
}
