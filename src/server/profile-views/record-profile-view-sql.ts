/**
 * Recording a profile view (issue 14.4, docs/decisions/049) inside the
 * profile page's own statement (get-player-profile.ts): a data-modifying CTE
 * over the selected profile row `p`, so the read stays one statement. One
 * row per (player, college, UTC day); a repeat the same day changes nothing
 * (on conflict do nothing), so reloading cannot farm views.
 */
import { sql, type SQL } from 'drizzle-orm';
import { profileViewCollegeIds } from '#shared/access/access-rules.ts';
import type { RoleGrant } from '#shared/access/roles.ts';

export interface ProfileViewRecording {
  viewerUserId: string;
  /** The viewer's colleges (profileViewCollegeIds): not empty. */
  collegeIds: string[];
}

/** What a view of a profile by this viewer would record; null when it never counts (signed out, no college role, platform staff). */
export function profileViewRecordingFor(viewer: { userId: string; grants: readonly RoleGrant[] } | null): ProfileViewRecording | null {
  if (!viewer) return null;
  const collegeIds = profileViewCollegeIds(viewer.grants);
  return collegeIds.length > 0 ? { viewerUserId: viewer.userId, collegeIds } : null;
}

/**
 * `, pv as (insert ...)` to append to a `with p as (...)` whose row is the
 * viewed profile (only a profile the viewer may see is selected). Not the
 * player's own view, not an active guardian's, only claimed colleges.
 */
export function recordProfileViewCte(recording: ProfileViewRecording | null | undefined): SQL {
  if (!recording) return sql``;
  const ids = sql.join(
    recording.collegeIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return sql`, pv as (
    insert into profile_views (player_user_id, college_id, day)
    select p.user_id, c.id, (now() at time zone 'UTC')::date
    from p join colleges c on c.id in (${ids}) and c.claimed_at is not null
    where p.user_id <> ${recording.viewerUserId}
      and not exists (select 1 from guardian_links gl where gl.player_user_id = p.user_id
        and gl.guardian_user_id = ${recording.viewerUserId} and gl.status = 'active')
    on conflict (player_user_id, college_id, day) do nothing
  )`;
}
