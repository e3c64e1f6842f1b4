/**
 * Who sees a recruiting outcome (docs/decisions/041), as SQL over an outcome
 * row `o` joined to its player's `user_profiles` row `up`:
 * - withdrawn: nobody;
 * - a minor's own record no guardian has approved: the player, their
 *   active guardians and platform staff only;
 * - otherwise the player, their active guardians, the college's staff
 *   (spec 6 "can view a program" of that college) and platform staff;
 * - anyone when public: not declined, the player's consent, a minor's
 *   guardian's consent too, and the player has not asked for deletion.
 * "Minor" is judged today (decision 019): at 18 the guardian's consent and
 * approval stop being needed.
 */
import { sql, type SQL } from 'drizzle-orm';
import { isPrivileged, programViewScope } from '#shared/access/access-rules.ts';
import type { RoleGrant } from '#shared/access/roles.ts';
import { activeGuardianIdsSql, isMinorSql } from '#server/visibility/profile-visibility-sql.ts';

export interface OutcomeViewer {
  userId: string;
  grants: readonly RoleGrant[];
}

/** The row's player is a minor who recorded it and no guardian has approved it yet. */
export function awaitingApprovalSql(o = 'o', up = 'up'): SQL<boolean> {
  return sql<boolean>`(${sql.raw(o)}.recorded_by = 'player' and ${sql.raw(o)}.guardian_approved_at is null and ${isMinorSql(up)})`;
}

/** Shown to everyone, signed out included. */
export function outcomePublicSql(o = 'o', up = 'up'): SQL<boolean> {
  const row = sql.raw(o);
  return sql<boolean>`(${row}.withdrawn_at is null and ${row}.declined_at is null and ${row}.player_public_consent_at is not null
    and ${sql.raw(up)}.deletion_requested_at is null
    and (not ${isMinorSql(up)} or (${row}.guardian_public_consent_at is not null and (${row}.recorded_by = 'program' or ${row}.guardian_approved_at is not null))))`;
}

/** The viewer can view a program of the row's college (spec 6). */
export function outcomeCollegeStaffSql(viewer: OutcomeViewer | null, o = 'o'): SQL<boolean> {
  if (!viewer) return sql<boolean>`false`;
  const scope = programViewScope(viewer.grants);
  if (scope === 'all') return sql<boolean>`true`;
  if (scope.length === 0) return sql<boolean>`false`;
  return sql<boolean>`(${sql.raw(o)}.college_id in (${sql.join(
    scope.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}))`;
}

export function outcomeGuardianSql(viewer: OutcomeViewer | null, up = 'up'): SQL<boolean> {
  if (!viewer) return sql<boolean>`false`;
  return sql<boolean>`(${viewer.userId} in (${activeGuardianIdsSql(up)}))`;
}

export function outcomePlayerSql(viewer: OutcomeViewer | null, o = 'o'): SQL<boolean> {
  if (!viewer) return sql<boolean>`false`;
  return sql<boolean>`(${sql.raw(o)}.player_user_id = ${viewer.userId})`;
}

/** The whole rule: may this viewer (null: signed out, or a public surface) see the row? */
export function outcomeVisibleSql(viewer: OutcomeViewer | null, o = 'o', up = 'up'): SQL<boolean> {
  const publicRule = outcomePublicSql(o, up);
  if (!viewer) return publicRule;
  const insider = isPrivileged(viewer.grants)
    ? sql<boolean>`true`
    : sql<boolean>`(${outcomePlayerSql(viewer, o)} or ${outcomeGuardianSql(viewer, up)})`;
  return sql<boolean>`(${sql.raw(o)}.withdrawn_at is null and (${insider} or ${publicRule}
    or (${outcomeCollegeStaffSql(viewer, o)} and not ${awaitingApprovalSql(o, up)})))`;
}

/**
 * For the pipeline board's "Committed elsewhere" (issue 13.1): the player
 * (an expression naming their user id) has a public committed or signed
 * outcome with another college than `collegeId`. One probe of
 * recruiting_outcomes_committed_idx per card (a partial index on exactly
 * the row conditions that do not depend on the profile).
 */
export function committedElsewhereSql(playerUserId: SQL, collegeId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from recruiting_outcomes ce
      join user_profiles ceup on ceup.user_id = ce.player_user_id
      where ce.player_user_id = ${playerUserId} and ce.college_id <> ${collegeId}
        and ce.withdrawn_at is null and ce.declined_at is null and ce.player_public_consent_at is not null
        and ce.status in ('committed', 'signed')
        and ${outcomePublicSql('ce', 'ceup')})`;
}
