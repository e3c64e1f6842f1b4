/**
 * PUT /api/players/:slug/pipeline/:programId (docs/decisions/042): the
 * player's own stage (null: follow the derived one), note and archived
 * flag for a program; fields left out stay. A program with no row yet is
 * added by hand: with the stage sent, or Interested. One upsert.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { playerPipelineItemInputSchema } from '#shared/contracts/player-recruiting.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';
import { programNotFound } from './save-board-item.ts';

export type PlayerPipelineItemChanges = z.output<typeof playerPipelineItemInputSchema>;

export async function savePlayerPipelineItem(db: Database, playerUserId: string, programId: string, changes: PlayerPipelineItemChanges): Promise<void> {
  const [program] = await rowsOf<{ id: string }>(db, sql`select id from college_programs where id = ${programId}`);
  if (!program) throw programNotFound();
  const archivedAt = changes.archived === undefined ? null : changes.archived ? sql`now()` : null;
  await db.execute(sql`insert into player_pipeline_items (player_user_id, program_id, stage, note, archived_at)
    values (${playerUserId}, ${programId}, ${changes.stage === undefined ? 'interested' : changes.stage}, ${changes.note ?? null}, ${archivedAt})
    on conflict (player_user_id, program_id) do update set
      stage = ${changes.stage === undefined ? sql`player_pipeline_items.stage` : sql`excluded.stage`},
      note = ${changes.note === undefined ? sql`player_pipeline_items.note` : sql`excluded.note`},
      archived_at = ${changes.archived === undefined ? sql`player_pipeline_items.archived_at` : changes.archived ? sql`coalesce(player_pipeline_items.archived_at, now())` : sql`null`},
      updated_at = now()`);
}
