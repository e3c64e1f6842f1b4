/** The player's guardian panel on /account: their links (invited, active...), approval and deletion state. One statement. */
import { sql } from 'drizzle-orm';
import type { PlayerGuardianState } from '#shared/contracts/guardians.ts';
import type { Database } from '#server/db/client.ts';
import { guardianRevokedSql, isMinorSql } from '#server/visibility/profile-visibility-sql.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';

export async function getPlayerGuardianState(db: Database, playerUserId: string): Promise<PlayerGuardianState> {
  const [row] = await rowsOf<PlayerGuardianState>(
    db,
    sql`select ${isMinorSql('up')} as "isMinor", up.is_published as "isPublished", up.visibility,
        up.guardian_approved_visibility as "approvedVisibility", ${guardianRevokedSql('up')} as "guardianRevoked",
        case when up.deletion_requested_at is null then null else ${isoTime(sql`up.deletion_requested_at`)} end as "deletionRequestedAt",
        coalesce((select json_agg(json_build_object(
            'id', gl.id, 'guardianEmail', gl.guardian_email, 'guardianName', gp.display_name, 'status', gl.status,
            'isExpired', gl.status = 'invited' and (gl.expires_at is null or gl.expires_at <= now()),
            'lastSentAt', case when gl.last_sent_at is null then null else ${isoTime(sql`gl.last_sent_at`)} end,
            'acceptedAt', case when gl.accepted_at is null then null else ${isoTime(sql`gl.accepted_at`)} end)
          order by gl.created_at, gl.id)
          from guardian_links gl left join user_profiles gp on gp.user_id = gl.guardian_user_id
          where gl.player_user_id = up.user_id), '[]'::json) as links
      from user_profiles up where up.user_id = ${playerUserId}`,
  );
  return row!;
}
