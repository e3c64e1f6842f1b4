/** Recruiting posts (spec 5): managers create, edit and delete them; the creator is recorded. */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recruitingPostInputSchema } from '#shared/contracts/teams.ts';
import type { AppContext } from '#server/app-context.ts';
import { teamRecruitingPosts } from '#server/db/schema/teams.ts';
import { partialInput } from './partial-input.ts';
import { deleteTeamRow, updateTeamRow, type TeamItemRef } from './team-owned-rows.ts';

export const RECRUITING_POST_NOT_FOUND = 'Recruiting post not found';

type RecruitingPostInput = z.output<typeof recruitingPostInputSchema>;

/** PATCH body: any subset of the fields; turning paid off clears the salary range (spec 5). */
export const recruitingPostPatchSchema = partialInput(recruitingPostInputSchema.in).transform((value) =>
  value.isPaid === false ? { ...value, salaryRange: null } : value,
);
type RecruitingPostPatch = z.output<typeof recruitingPostPatchSchema>;

export async function createRecruitingPost(ctx: AppContext, teamId: string, createdBy: string, input: RecruitingPostInput) {
  const [row] = await ctx.db
    .insert(teamRecruitingPosts)
    .values({ ...input, teamId, createdBy })
    .returning({ id: teamRecruitingPosts.id });
  return { id: row!.id };
}

export function updateRecruitingPost(ctx: AppContext, ref: TeamItemRef, changes: RecruitingPostPatch) {
  const { salaryRange, ...rest } = changes;
  // A salary range sent without isPaid is kept only if the stored post is paid.
  const salary =
    salaryRange === undefined || changes.isPaid !== undefined
      ? salaryRange
      : sql`case when ${teamRecruitingPosts.isPaid} then ${salaryRange}::text else null end`;
  return updateTeamRow(
    ctx.db,
    teamRecruitingPosts,
    ref,
    { ...rest, salaryRange: salary as string | null | undefined },
    RECRUITING_POST_NOT_FOUND,
  );
}

export function deleteRecruitingPost(ctx: AppContext, ref: TeamItemRef) {
  return deleteTeamRow(ctx.db, teamRecruitingPosts, ref, RECRUITING_POST_NOT_FOUND);
}
