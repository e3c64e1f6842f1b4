/**
 * GET /api/guardian/recruiting-outcomes (docs/decisions/041): the guardian
 * page's section, the open outcomes of the minors the viewer is an active
 * guardian of, those waiting for the guardian's approval first.
 */
import { sql } from 'drizzle-orm';
import type { GuardianOutcomes } from '#shared/contracts/outcomes.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import type { Database } from '#server/db/client.ts';
import { isMinorSql } from '#server/visibility/profile-visibility-sql.ts';
import { loadOutcomeRows, toOutcome } from './load-outcomes.ts';

export async function listGuardianOutcomes(db: Database, viewer: Viewer): Promise<GuardianOutcomes> {
  const rows = await loadOutcomeRows(
    db,
    viewer,
    sql`o.player_user_id in (select gl.player_user_id from guardian_links gl where gl.guardian_user_id = ${viewer.userId} and gl.status = 'active')
      and ${isMinorSql('up')}`,
  );
  const outcomes = rows.map((row) => ({ ...toOutcome(row, viewer), playerUserId: row.playerUserId }));
  // Stable: newest first within each group.
  return { outcomes: [...outcomes.filter((o) => o.awaitingGuardianApproval), ...outcomes.filter((o) => !o.awaitingGuardianApproval)] };
}
