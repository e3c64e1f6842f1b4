/**
 * "Invite to tryout" for a college program (issue 14.6, docs/decisions/047
 * "Session 23: college staff"): the player joins the program's pipeline at
 * Interested with source `matchmaking`, through the pipeline's own add
 * (addPipelineEntry -> addPipelineEntries: the plan's limit on active
 * entries, the first history row, the match snapshot, the realtime event,
 * in one transaction). The player must be one this viewer can find for
 * this program (open to college recruiting, visible to them, playing the
 * program's game): anyone else is a 404, the same answer as a player who
 * does not exist. Already in the pipeline: 409 (the card then shows "In
 * pipeline"), also when two invitations race (the unique key decides).
 *
 * No message is sent: the pipeline's Message action (messaging's
 * reachability rule, decision 004) is where staff contact the player.
 */
import { AppError } from '#shared/app-error.ts';
import { COLLEGE_FIND_PLAYERS_TEXTS, type ProgramTryoutBody, type ProgramTryoutResponse } from '#shared/contracts/matchmaking-college.ts';
import type { AppContext } from '#server/app-context.ts';
import type { PipelineAccess } from '#server/pipeline/pipeline-policies.ts';
import { addPipelineEntry } from '#server/pipeline/add-pipeline-entry.ts';
import { loadProgramCandidates } from './find-program-players.ts';

export async function inviteProgramTryout(ctx: AppContext, access: PipelineAccess, body: ProgramTryoutBody): Promise<ProgramTryoutResponse> {
  const { rows } = await loadProgramCandidates(ctx.db, access, { query: { page: 1 }, onlyUserId: body.playerUserId });
  const candidate = rows[0];
  if (!candidate) throw new AppError('not_found', COLLEGE_FIND_PLAYERS_TEXTS.playerNotFound, { playerUserId: COLLEGE_FIND_PLAYERS_TEXTS.playerNotFound });
  if (candidate.inPipeline) throw new AppError('conflict', COLLEGE_FIND_PLAYERS_TEXTS.alreadyInPipeline);
  const { entry, isExisting } = await addPipelineEntry(ctx, access, { playerUserId: candidate.userId, source: 'matchmaking' });
  if (isExisting) throw new AppError('conflict', COLLEGE_FIND_PLAYERS_TEXTS.alreadyInPipeline);
  return { entryId: entry.id, stage: 'interested' };
}
