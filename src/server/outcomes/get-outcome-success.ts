/**
 * The success page's data and share image (docs/decisions/041): a
 * college-confirmed, public outcome, judged by the signed-out rule whoever
 * asks (robots fetch previews signed out and caches share them), so the
 * session is never read. Anything else is 404 like a missing id.
 */
import { sql } from 'drizzle-orm';
import { outcomeShareImagePath, type OutcomeSuccess } from '#shared/contracts/outcomes.ts';
import type { Database } from '#server/db/client.ts';
import { loadOutcomeRows, outcomePlayerOf } from './load-outcomes.ts';

export async function findOutcomeSuccess(db: Pick<Database, 'execute'>, id: string): Promise<OutcomeSuccess | null> {
  const [row] = await loadOutcomeRows(db, null, sql`o.id = ${id} and o.confirmed_at is not null`, 1);
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    decidedOn: row.decidedOn,
    player: outcomePlayerOf(row),
    college: { name: row.collegeName, slug: row.collegeSlug },
    titleName: row.titleName,
    imagePath: outcomeShareImagePath(row.id),
  };
}
