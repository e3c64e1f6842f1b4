/**
 * What a conversation tells about the minors in it (issue 26.6,
 * docs/decisions/077), as SQL pieces of the summary's participants
 * aggregate (aliases `pa`, `pa_up`). An adult participant learns only that
 * another participant is under 18, so that a guardian reads along; a
 * guardian's read-only view names the participants it is shown for. Never a
 * birth date or an age.
 */
import { sql, type SQL } from 'drizzle-orm';
import { minorSql } from '#server/db/sql.ts';

/** The viewer is an adult: no user_profiles row or no birth date counts as adult (decision 011). */
export function viewerIsAdultSql(viewerId: string): SQL<boolean> {
  return sql<boolean>`not exists (select 1 from user_profiles va where va.user_id = ${viewerId} and ${minorSql('va')})`;
}

/** The participants other than the viewer who are under 18, as a json array of ids in join order (null when none). */
export function minorParticipantIdsSql(viewerId: string): SQL {
  return sql`json_agg(pa.user_id order by pa.joined_at, pa.id) filter (where pa.user_id <> ${viewerId} and ${minorSql('pa_up')})`;
}

/** The participants the viewer is an active guardian of (the same links as guardianConversationIdsSql), or null. */
export function guardedParticipantIdsSql(guardianId: string): SQL {
  return sql`json_agg(pa.user_id order by pa.joined_at, pa.id) filter (where pa.user_id in (
      select gl.player_user_id from guardian_links gl where gl.guardian_user_id = ${guardianId} and gl.status = 'active'))`;
}
