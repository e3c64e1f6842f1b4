import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { matchBand } from '#shared/match/match-score.ts';
import { PIPELINE_TEXTS, type PipelineEntry } from '#shared/contracts/pipeline.ts';
import type { PipelineSource } from '#shared/recruiting/recruiting-values.ts';
import type { AppContext } from '#server/app-context.ts';
import type { PipelineAccess } from './pipeline-policies.ts';
import { matchScoreSql, programViewMatchColumns } from '#server/match/match-score-sql.ts';
import { profileViewerOf, profileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { rowsOf } from '#server/db/sql.ts';
import { addPipelineEntries } from './add-pipeline-entries.ts';
import { loadBoardEntries } from './pipeline-board-sql.ts';
import { pipelineAudience, publishPipelineChange } from './publish-pipeline-event.ts';

/**
 * POST /api/programs/:programId/pipeline/entries (docs/decisions/036): adds
 * a player the viewer may see (decision 019's rule, as the recruiter search
 * applies it; or one who sent this program a form) at the top of
 * Interested, with the match of the moment kept as its snapshot. A player
 * already there keeps their entry: the answer is that entry, `isExisting`.
 * A player the viewer may not see answers like an unknown one (404).
 */
export async function addPipelineEntry(
  ctx: AppContext,
  access: PipelineAccess,
  input: { playerUserId?: string; playerSlug?: string; source: PipelineSource },
): Promise<{ entry: PipelineEntry; isExisting: boolean }> {
  const { viewer, program } = access;
  const which = input.playerUserId !== undefined ? sql`up.user_id = ${input.playerUserId}` : sql`up.slug = ${input.playerSlug ?? ''}`;
  const { score } = matchScoreSql(program.program, programViewMatchColumns('r'));
  const [player] = await rowsOf<{ userId: string; score: number | null }>(
    ctx.db,
    sql`select up.user_id as "userId", case when r.user_id is null then null else ${score} end as score
      from user_profiles up
      left join player_search_rows r on r.user_id = up.user_id
        and r.esports_title_id = (select t.id from esports_titles t where t.slug = ${program.program.titleSlug})
      where ${which} and up.user_id <> ${viewer.userId}
        and (${profileVisibleSql('up', profileViewerOf(viewer))}
          or exists (select 1 from interest_form_submissions s where s.program_id = ${program.id} and s.submitter_user_id = up.user_id))`,
  );
  if (!player) throw new AppError('not_found', PIPELINE_TEXTS.playerNotFound);
  const snapshot = player.score === null ? null : { percent: Number(player.score), band: matchBand(Number(player.score)) };

  const { entryId, isExisting, audience } = await ctx.db.transaction(async (tx) => {
    const result = await addPipelineEntries(tx, {
      programId: program.id,
      playerUserIds: [player.userId],
      source: input.source,
      actorUserId: viewer.userId,
      matchSnapshots: new Map([[player.userId, snapshot]]),
    });
    const isNew = result.added.length > 0;
    return {
      entryId: result.entries.get(player.userId)!,
      isExisting: !isNew,
      audience: isNew ? await pipelineAudience(tx, program.collegeId, viewer.userId) : [],
    };
  });
  if (!isExisting) await publishPipelineChange(ctx, audience, { programId: program.id, entryId, change: 'added', actorUserId: viewer.userId });
  const { entries } = await loadBoardEntries(ctx.db, program, { viewerId: viewer.userId, selection: { kind: 'one', entryId } });
  return { entry: entries[0]!, isExisting };
}
