/**
 * Practices (spec 5, 7.6): managers schedule, edit and delete them;
 * attendance rows go with a deleted practice, and the points its answers
 * earned are reversed (docs/decisions/048).
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { practiceInputSchema } from '#shared/contracts/teams-schedule.ts';
import type { AppContext } from '#server/app-context.ts';
import { teamPractices } from '#server/db/schema/teams.ts';
import { reverseRemovedSources } from '#server/points/award-points.ts';
import { deleteTeamRow, updateTeamRow, type TeamItemRef } from '../team-owned-rows.ts';

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

/**
 * Attendance rows are removed by the foreign key's ON DELETE CASCADE; the
 * attendance_answered awards of the answers are reversed first, in the same
 * transaction (a practice of another team is 404 and reverses nothing).
 */
export function deletePractice(ctx: AppContext, ref: TeamItemRef) {
  return ctx.db.transaction(async (tx) => {
    await reverseRemovedSources(tx, {
      rule: 'attendance_answered',
      sourceType: 'practice',
      sources: sql`select a.user_id, a.practice_id::text from team_practice_attendance a
        join team_practices p on p.id = a.practice_id
        where a.practice_id = ${ref.itemId} and p.team_id = ${ref.teamId}`,
    });
    await deleteTeamRow(tx, teamPractices, ref, PRACTICE_NOT_FOUND);
  });
}
