/** Recruiting posts (spec 5): managers create, edit and delete them; the creator is recorded. */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import type { z } from 'zod';
import { RECRUITING_POST_TEXTS, recruitingPostInputSchema } from '#shared/contracts/teams-showcase.ts';
import type { AppContext } from '#server/app-context.ts';
import { teamRecruitingPosts } from '#server/db/schema/teams.ts';
import { partialInput } from '../partial-input.ts';
import { rowsOf } from '../../db/sql.ts';
import { deleteTeamRow, updateTeamRow, type TeamItemRef } from '../team-owned-rows.ts';

export const RECRUITING_POST_NOT_FOUND = 'Recruiting post not found';

type RecruitingPostInput = z.output<typeof recruitingPostInputSchema>;

/** PATCH body: any subset of the fields; turning paid off clears the salary range (spec 5). */
export const recruitingPostPatchSchema = partialInput(recruitingPostInputSchema.in).transform((value) =>
  value.isPaid === false ? { ...value, salaryRange: null } : value,
);
type RecruitingPostPatch = z.output<typeof recruitingPostPatchSchema>;

const RANK_TEXTS = RECRUITING_POST_TEXTS;

type PostGameFields = Partial<Pick<RecruitingPostInput, 'esportsTitleId' | 'minTierOrdinal' | 'maxTierOrdinal'>>;

/**
 * The post's game and rank range (docs/decisions/047): the game exists, the
 * ordinals are tiers of its ladder, the lowest at most the highest. A PATCH
 * reads what it leaves out from the stored post; clearing the game clears
 * the range. One statement, and only when one of the fields is sent.
 */
async function checkPostGame(ctx: AppContext, fields: PostGameFields, ref?: TeamItemRef): Promise<PostGameFields> {
  if (fields.esportsTitleId === undefined && fields.minTierOrdinal === undefined && fields.maxTierOrdinal === undefined) return fields;
  if (fields.esportsTitleId === null) {
    // No game: no range (a PATCH clearing the game clears its range).
    for (const key of ['minTierOrdinal', 'maxTierOrdinal'] as const) {
      if (fields[key] !== undefined && fields[key] !== null) throw new AppError('validation', RANK_TEXTS.needsGame, { [key]: RANK_TEXTS.needsGame });
    }
    return { ...fields, minTierOrdinal: null, maxTierOrdinal: null };
  }
  const stored = (column: string, type: string) =>
    ref
      ? sql`(select p.${sql.raw(column)} from team_recruiting_posts p where p.id = ${ref.itemId} and p.team_id = ${ref.teamId})`
      : sql.raw(`null::${type}`);
  const [row] = await rowsOf<{ titleId: string | null; titleKnown: boolean; top: number | null; min: number | null; max: number | null }>(
    ctx.db,
    sql`select t.id as "titleId", t.id is not null as "titleKnown",
        (select max(rt.ordinal) from rank_tiers rt where rt.esports_title_id = t.id)::int as top,
        ${stored('min_tier_ordinal', 'int')} as min,
        ${stored('max_tier_ordinal', 'int')} as max
      from (select 1) one
      left join esports_titles t on t.id = coalesce(${fields.esportsTitleId ?? null}::uuid, ${stored('esports_title_id', 'uuid')})`,
  );
  if (fields.esportsTitleId && !row?.titleKnown) throw new AppError('validation', RANK_TEXTS.game, { esportsTitleId: RANK_TEXTS.game });
  const min = fields.minTierOrdinal !== undefined ? fields.minTierOrdinal : (row?.min ?? null);
  const max = fields.maxTierOrdinal !== undefined ? fields.maxTierOrdinal : (row?.max ?? null);
  for (const [key, value] of [['minTierOrdinal', min], ['maxTierOrdinal', max]] as const) {
    if (value === null) continue;
    if (!row?.titleId) throw new AppError('validation', RANK_TEXTS.needsGame, { [key]: RANK_TEXTS.needsGame });
    if (row.top === null || value > row.top) throw new AppError('validation', RANK_TEXTS.rank, { [key]: RANK_TEXTS.rank });
  }
  if (min !== null && max !== null && max < min) throw new AppError('validation', RANK_TEXTS.order, { maxTierOrdinal: RANK_TEXTS.order });
  return fields;
}

export async function createRecruitingPost(ctx: AppContext, teamId: string, createdBy: string, input: RecruitingPostInput) {
  const game = await checkPostGame(ctx, input);
  const [row] = await ctx.db
    .insert(teamRecruitingPosts)
    .values({ ...input, ...game, teamId, createdBy })
    .returning({ id: teamRecruitingPosts.id });
  return { id: row!.id };
}

export async function updateRecruitingPost(ctx: AppContext, ref: TeamItemRef, patch: RecruitingPostPatch) {
  const changes = { ...patch, ...(await checkPostGame(ctx, patch, ref)) };
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
