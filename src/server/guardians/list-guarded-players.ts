/**
 * The guardian page (docs/decisions/021): every player the viewer is an
 * active guardian of, with publication state, whether an approval is
 * pending, and the newest 50 consent events. One statement.
 */
import { sql } from 'drizzle-orm';
import type { GuardedPlayer } from '#shared/contracts/guardians.ts';
import type { Database } from '#server/db/client.ts';
import { guardianRevokedSql, isMinorSql } from '#server/visibility/profile-visibility-sql.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';
import { consentLogJsonSql } from './consent-log-sql.ts';

/** Finished onboarding, published or asked to publish, and not approved yet; not after a revoke (the guardian decided). */
const pendingSql = sql`(up.guardian_approved_visibility is null and up.deletion_requested_at is null and ${isMinorSql('up')}
  and not ${guardianRevokedSql('up')}
  and (up.is_published or up.setup_completed_at is not null
    or exists (select 1 from consent_events pr where pr.player_user_id = up.user_id and pr.kind = 'publishing_requested')))`;

export async function listGuardedPlayers(db: Database, guardianUserId: string): Promise<{ players: GuardedPlayer[] }> {
  const players = await rowsOf<GuardedPlayer>(
    db,
    sql`select up.user_id as "userId", up.display_name as "displayName", up.slug, ${isMinorSql('up')} as "isMinor",
        up.is_published as "isPublished", up.visibility, up.guardian_approved_visibility as "approvedVisibility",
        ${pendingSql} as "isPendingApproval", ${guardianRevokedSql('up')} as "guardianRevoked",
        case when up.deletion_requested_at is null then null else ${isoTime(sql`up.deletion_requested_at`)} end as "deletionRequestedAt",
        ${consentLogJsonSql(sql`up.user_id`, 50)} as "consentLog"
      from user_profiles up
      where up.user_id in (select gl.player_user_id from guardian_links gl where gl.guardian_user_id = ${guardianUserId} and gl.status = 'active')
      order by up.display_name, up.user_id`,
  );
  return { players };
}
