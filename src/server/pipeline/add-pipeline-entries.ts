/**
 * Adds players to a program's pipeline at Interested (issue 13.1): from the
 * board, a profile, the recruiter search, the match list, a form response or
 * a form's automatic add. A player already in the pipeline keeps their entry
 * as it is (stage, owner, history): adding is idempotent, also when two
 * requests add the same player at once (the unique key decides). Each new
 * entry gets its first history row (from null to interested) in the
 * caller's transaction, placed at the top of the Interested column.
 *
 * The caller checks access first (the actor can view the program, and may
 * see each player). Adds by staff count against the college's plan
 * (docs/decisions/046: 403 past its active entries); automatic adds from a
 * player's form (no actor) never do: a player's answer is never refused.
 */
import { and, count, eq, inArray, min } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { pipelineEntries, pipelineStageHistory } from '#server/db/schema/pipeline.ts';
import type { PipelineSource } from '#shared/recruiting/recruiting-values.ts';
import { collegeIdOfProgram, requireCollegeRoom } from '#server/subscriptions/plan-gates.ts';

export type AddPipelineEntriesInput = {
  programId: string;
  playerUserIds: readonly string[];
  source: PipelineSource;
  actorUserId: string | null;
  /** The match when added, per player ({ percent, band }), kept on the entry. */
  matchSnapshots?: ReadonlyMap<string, unknown>;
};

/** Refuses (403) when the players not yet in the pipeline would take the college past its plan's active entries. */
async function requirePipelineRoom(tx: Database, programId: string, playerUserIds: readonly string[]): Promise<void> {
  const collegeId = await collegeIdOfProgram(tx, programId);
  if (!collegeId) return;
  const [present] = await tx
    .select({ count: count() })
    .from(pipelineEntries)
    .where(and(eq(pipelineEntries.programId, programId), inArray(pipelineEntries.playerUserId, [...playerUserIds])));
  await requireCollegeRoom(tx, collegeId, 'active_pipeline_entries', playerUserIds.length - (present?.count ?? 0));
}

/** Returns the entry id of every player asked for (new or existing), and which were new. */
export async function addPipelineEntries(tx: Database, input: AddPipelineEntriesInput) {
  const playerUserIds = [...new Set(input.playerUserIds)];
  if (playerUserIds.length === 0) return { entries: new Map<string, string>(), added: [] as string[] };
  if (input.actorUserId !== null) await requirePipelineRoom(tx, input.programId, playerUserIds);

  const [top] = await tx
    .select({ position: min(pipelineEntries.position) })
    .from(pipelineEntries)
    .where(and(eq(pipelineEntries.programId, input.programId), eq(pipelineEntries.stage, 'interested')));
  const start = (top?.position ?? 0) - playerUserIds.length;

  const inserted = await tx
    .insert(pipelineEntries)
    .values(
      playerUserIds.map((playerUserId, index) => ({
        programId: input.programId,
        playerUserId,
        stage: 'interested',
        position: start + index,
        source: input.source,
        matchSnapshot: input.matchSnapshots?.get(playerUserId) ?? null,
        createdByUserId: input.actorUserId,
        ownerUserId: null,
      })),
    )
    .onConflictDoNothing({ target: [pipelineEntries.programId, pipelineEntries.playerUserId] })
    .returning({ id: pipelineEntries.id, playerUserId: pipelineEntries.playerUserId });

  if (inserted.length > 0) {
    await tx.insert(pipelineStageHistory).values(
      inserted.map((row) => ({ entryId: row.id, programId: input.programId, fromStage: null, toStage: 'interested', actorUserId: input.actorUserId })),
    );
  }

  const all = await tx
    .select({ id: pipelineEntries.id, playerUserId: pipelineEntries.playerUserId })
    .from(pipelineEntries)
    .where(and(eq(pipelineEntries.programId, input.programId), inArray(pipelineEntries.playerUserId, playerUserIds)));
  return { entries: new Map(all.map((row) => [row.playerUserId, row.id])), added: inserted.map((row) => row.playerUserId) };
}

