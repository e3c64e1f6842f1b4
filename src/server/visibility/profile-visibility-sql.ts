/**
 * Who may see a player profile (RECRUITING.md "Visibility and minors",
 * docs/decisions/019), as SQL conditions over a `user_profiles` row alias.
 * The same rule as `profileAudience` (#shared/access/profile-audience.ts),
 * which every visibility label is computed from (docs/decisions/067);
 * profile-audience.api.test.ts checks that the two agree in each state.
 * Every screen that shows a profile (profile page, card, share image, header
 * search, recruiter search, lists, messaging's reachability of minors) uses
 * these, so none can show more than another. The access decisions
 * themselves are made in the domains' *-policies.ts files.
 * A neutral home (not profiles/): a dozen domains build on these rules,
 * among them messaging and points, which profiles itself uses
 * (docs/decisions/058).
 *
 * - A minor is 13-17 today (birth date known and less than 18 years ago).
 * - Published: `is_published`, no deletion requested, and for a minor an
 *   active guardian's approval (`guardian_approved_visibility`).
 * - Audience: `public` (anyone) or `recruiters_only` (recruiters, and the
 *   staff of the player's own teams); for a minor capped by what the
 *   guardian approved. `private`, or unpublished: nobody but the viewers of
 *   `profileInsiderSql`.
 * - Insiders see the profile whatever its state: the owner, the player's
 *   active guardians, platform staff, and the coach who created it (until
 *   claimed) or the managers of the team it was created for.
 */
import { sql, type SQL } from 'drizzle-orm';
import { isPrivileged, isRecruiter } from '#shared/access/access-rules.ts';
import type { RoleGrant } from '#shared/access/roles.ts';
import { liveRosterRow } from '#server/db/sql.ts';

/** What the visibility rules need to know about the viewer (null: signed out). */
export interface ProfileViewer {
  userId: string;
  isRecruiter: boolean;
  isPlatformStaff: boolean;
}

export function profileViewerOf(viewer: { userId: string; grants: readonly RoleGrant[] } | null): ProfileViewer | null {
  if (!viewer) return null;
  return { userId: viewer.userId, isRecruiter: isRecruiter(viewer.grants), isPlatformStaff: isPrivileged(viewer.grants) };
}

const col = (alias: string, column: string) => sql.raw(`${alias}.${column}`);

/** The row's player is 13-17 today (unknown birth date counts as adult, as in decision 004). */
export function isMinorSql(alias: string): SQL<boolean> {
  return sql<boolean>`(${col(alias, 'birth_date')} is not null and ${col(alias, 'birth_date')} > (now() at time zone 'UTC')::date - interval '18 years')`;
}

/**
 * Published and not withdrawn; a minor's also approved by an active guardian.
 * `minor`: the row's isMinorSql already computed (a column of a subquery), so
 * that a search evaluates it once per candidate.
 */
export function isLiveSql(alias: string, minor: SQL<boolean> = isMinorSql(alias)): SQL<boolean> {
  return sql<boolean>`(${col(alias, 'is_published')} and ${col(alias, 'deletion_requested_at')} is null
    and (not ${minor} or ${col(alias, 'guardian_approved_visibility')} is not null))`;
}

/** Live and visible to everyone, signed out included (public search, card, share image). `minor` as in isLiveSql. */
export function publicProfileVisibleSql(alias: string, minor: SQL<boolean> = isMinorSql(alias)): SQL<boolean> {
  return sql<boolean>`(${isLiveSql(alias, minor)} and ${col(alias, 'visibility')} = 'public'
    and (not ${minor} or ${col(alias, 'guardian_approved_visibility')} = 'public'))`;
}

/**
 * The latest guardian decision on publishing was a revoke and nothing was
 * approved or asked since (`guardianRevoked` of profileAudience's facts).
 */
export function guardianRevokedSql(alias: string): SQL<boolean> {
  return sql<boolean>`(${col(alias, 'guardian_approved_visibility')} is null and coalesce((select ce.kind = 'publishing_revoked'
    from consent_events ce where ce.player_user_id = ${col(alias, 'user_id')}
      and ce.kind in ('publishing_requested', 'publishing_granted', 'publishing_revoked')
    order by ce.seq desc limit 1), false))`;
}

/** Live and shown to recruiters (public or recruiters_only). */
export function recruiterProfileVisibleSql(alias: string): SQL<boolean> {
  return sql<boolean>`(${isLiveSql(alias)} and ${col(alias, 'visibility')} in ('public', 'recruiters_only'))`;
}

/** Users on the staff (or owning) a live team the row's player is an active player of. */
export function playerTeamStaffIdsSql(alias: string): SQL {
  return sql`select s.user_id from team_members m
      join team_staff s on s.team_id = m.team_id and ${liveRosterRow('s')}
      join teams st on st.id = m.team_id and st.archived_at is null
      where m.user_id = ${col(alias, 'user_id')} and ${liveRosterRow('m')}
    union
    select ot.owner_user_id from team_members m
      join teams ot on ot.id = m.team_id and ot.archived_at is null
      where m.user_id = ${col(alias, 'user_id')} and ${liveRosterRow('m')}`;
}

/** The row's player's active guardians (guardian_links status active). */
export function activeGuardianIdsSql(alias: string): SQL {
  return sql`select gl.guardian_user_id from guardian_links gl where gl.player_user_id = ${col(alias, 'user_id')} and gl.status = 'active'`;
}

/**
 * Viewers who see the profile in any state: owner, active guardians,
 * platform staff, and for a coach-created profile not yet claimed its
 * creator and the owner of the team it was made for.
 */
export function profileInsiderSql(alias: string, viewer: ProfileViewer): SQL<boolean> {
  if (viewer.isPlatformStaff) return sql<boolean>`true`;
  return sql<boolean>`(${col(alias, 'user_id')} = ${viewer.userId}
    or ${viewer.userId} in (${activeGuardianIdsSql(alias)})
    or (${col(alias, 'claim_status')} in ('draft', 'invited') and (
      ${col(alias, 'created_by_user_id')} = ${viewer.userId}
      or exists (select 1 from teams ct where ct.id = ${col(alias, 'created_for_team_id')} and ct.owner_user_id = ${viewer.userId}))))`;
}

/** The whole rule: may this viewer (null = signed out) see this profile row? */
export function profileVisibleSql(alias: string, viewer: ProfileViewer | null): SQL<boolean> {
  if (!viewer) return publicProfileVisibleSql(alias);
  if (viewer.isPlatformStaff) return sql<boolean>`true`;
  const audience = viewer.isRecruiter
    ? recruiterProfileVisibleSql(alias)
    : sql<boolean>`(${publicProfileVisibleSql(alias)}
        or (${recruiterProfileVisibleSql(alias)} and ${viewer.userId} in (${playerTeamStaffIdsSql(alias)})))`;
  return sql<boolean>`(${audience} or ${profileInsiderSql(alias, viewer)})`;
}

/**
 * May the viewer see GPA and SAT/ACT of a profile they can see? `public`:
 * yes; `recruiters`: recruiters only; `private`: nobody else. Insiders
 * always. (Verified college staff only once colleges are claimed: issue 12.)
 */
export function academicsVisibleSql(alias: string, viewer: ProfileViewer | null): SQL<boolean> {
  const audience =
    viewer?.isRecruiter === true
      ? sql<boolean>`${col(alias, 'academics_visibility')} in ('public', 'recruiters')`
      : sql<boolean>`${col(alias, 'academics_visibility')} = 'public'`;
  if (!viewer) return audience;
  return sql<boolean>`(${audience} or ${profileInsiderSql(alias, viewer)})`;
}
