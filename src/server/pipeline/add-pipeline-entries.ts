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
 * see each player).
 */
import { and, eq, inArray, min } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { pipelineEntries, pipelineStageHistory } from '#server/db/schema/pipeline.ts';
import type { PipelineSource } from '#shared/recruiting-values.ts';

export type AddPipelineEntriesInput = {
  programId: string;
  playerUserIds: readonly string[];
  source: PipelineSource;
  actorUserId: string | null;
  /** The match when added, per player ({ percent, band }), kept on the entry. */
  matchSnapshots?: ReadonlyMap<string, unknown>;
};

/** Returns the entry id of every player asked for (new or existing), and which were new. */
export async function addPipelineEntries(tx: Database, input: AddPipelineEntriesInput) {
  const playerUserIds = [...new Set(input.playerUserIds)];
  if (playerUserIds.length === 0) return { entries: new Map<string, string>(), added: [] as string[] };

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

