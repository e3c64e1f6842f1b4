/** The guardian's part of the home (issue 26.2 and 26.6, docs/decisions/068, 077), as SQL pieces of the home statement. */
import { sql, type SQL } from 'drizzle-orm';
import { awaitingApprovalSql } from '#server/outcomes/outcome-access-sql.ts';
import { isMinorSql } from '#server/visibility/profile-visibility-sql.ts';

/**
 * How many open recruiting outcomes of the minor (a user_profiles alias) wait for their guardian
 * (docs/decisions/041): a record the minor made that no guardian approved yet, or a public consent the
 * player gave that the guardian has not. Zero once the player is 18. A correlated count inside the
 * statement that lists the players, never a query per player.
 */
export function outcomesAwaitingGuardianSql(up: string): SQL<number> {
  return sql<number>`(case when ${isMinorSql(up)} then (select count(*)::int from recruiting_outcomes ga
    where ga.player_user_id = ${sql.raw(up)}.user_id and ga.withdrawn_at is null and ga.declined_at is null
      and (${awaitingApprovalSql('ga', up)}
        or (ga.player_public_consent_at is not null and ga.guardian_public_consent_at is null))) else 0 end)`;
}
