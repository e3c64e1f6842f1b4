/**
 * GET /api/players/:slug/outcomes (docs/decisions/041): the outcomes the
 * viewer may see of a player whose profile they may see, newest first, for
 * the player's own pages. A profile the viewer may not see answers 404
 * "Player not found" like an unknown slug (decision 019, every slug route).
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import { OUTCOME_TEXTS, type PlayerOutcomes } from '#shared/contracts/outcomes.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { profileViewerOf, profileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { rowsOf } from '#server/db/sql.ts';
import { loadOutcomeRows, toOutcome } from './load-outcomes.ts';

export async function listPlayerOutcomes(db: Database, viewer: Viewer | null, slug: string): Promise<PlayerOutcomes> {
  const [player] = await rowsOf<{ userId: string }>(
    db,
    sql`select up.user_id as "userId" from user_profiles up where up.slug = ${slug} and ${profileVisibleSql('up', profileViewerOf(viewer))}`,
  );
  if (!player) throw new AppError('not_found', OUTCOME_TEXTS.playerNotFound);
  const rows = await loadOutcomeRows(db, viewer, sql`o.player_user_id = ${player.userId}`);
  return { outcomes: rows.map((row) => toOutcome(row, viewer)) };
}
