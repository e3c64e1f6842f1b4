/**
 * GET /api/players/:slug/outcomes (docs/decisions/041): the player's
 * outcomes the viewer may see, newest first, for the player's own pages.
 * An unknown slug and a player with nothing the viewer may see give the
 * same empty list, so the answer never tells whether a hidden profile exists.
 */
import { sql } from 'drizzle-orm';
import type { PlayerOutcomes } from '#shared/contracts/outcomes.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { loadOutcomeRows, toOutcome } from './load-outcomes.ts';

export async function listPlayerOutcomes(db: Database, viewer: Viewer | null, slug: string): Promise<PlayerOutcomes> {
  const rows = await loadOutcomeRows(db, viewer, sql`up.slug = ${slug}`);
  return { outcomes: rows.map((row) => toOutcome(row, viewer)) };
}
