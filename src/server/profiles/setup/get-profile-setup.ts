/**
 * GET /api/profile/setup: the signed-in user's own profile as an onboarding
 * draft, read in one statement (games, highlights and the guardian state as
 * JSON subqueries), with the completion computed by the shared function.
 */
import { sql } from 'drizzle-orm';
import type { ProfileSetupDraft } from '#shared/contracts/profile-setup.ts';
import { profileCompletion } from '#shared/account/profile-completion.ts';
import { SETUP_STEPS_BY_KIND, setupKindFor } from '#shared/account/profile-setup-steps.ts';
import type { RoleGrant } from '#shared/access/roles.ts';
import { AppError } from '#shared/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { isoTime, rowsOf } from '#server/db/sql.ts';
import { guardianRevokedSql, isMinorSql } from '#server/visibility/profile-visibility-sql.ts';

export interface ProfileOwner {
  userId: string;
  grants: readonly RoleGrant[];
}

type DraftRow = Omit<ProfileSetupDraft, 'kind' | 'steps' | 'completionPercent' | 'missing' | 'guardian' | 'identity' | 'academics' | 'visibility'> &
  ProfileSetupDraft['identity'] &
  ProfileSetupDraft['academics'] &
  ProfileSetupDraft['visibility'] & {
    guardianStatus: 'invited' | 'active' | null;
    guardianApprovedVisibility: 'recruiters_only' | 'public' | null;
    guardianRevoked: boolean;
  };

function draftSql(userId: string) {
  return sql`select
      p.display_name as "displayName", p.slug, p.first_name as "firstName", p.last_name as "lastName",
      p.headline, p.bio, p.city, p.state, p.time_zone as "timeZone",
      p.school_name as "schoolName", p.school_type as "schoolType", p.grad_year as "gradYear",
      p.gpa::float8 as gpa, p.gpa_scale as "gpaScale", p.sat_score as "satScore", p.act_score as "actScore",
      p.intended_majors as "intendedMajors", p.academics_visibility as "academicsVisibility",
      p.visibility, p.open_to as "openTo", p.recruiting_status as "recruitingStatus",
      p.onboarding_step as "onboardingStep",
      case when p.setup_completed_at is null then null else ${isoTime(sql`p.setup_completed_at`)} end as "setupCompletedAt",
      p.is_published as "isPublished",
      case when p.published_at is null then null else ${isoTime(sql`p.published_at`)} end as "publishedAt",
      ${isMinorSql('p')} as "isMinor",
      p.guardian_approved_visibility as "guardianApprovedVisibility", ${guardianRevokedSql('p')} as "guardianRevoked",
      p.deletion_requested_at is not null as "deletionRequested",
      (select gl.status from guardian_links gl where gl.player_user_id = p.user_id and gl.status in ('active', 'invited')
        order by gl.status = 'active' desc, gl.created_at desc, gl.id limit 1) as "guardianStatus",
      coalesce((select json_agg(json_build_object(
          'titleSlug', t.slug, 'inGameName', coalesce(g.in_game_name, ''), 'region', g.region,
          'primaryRole', g.primary_role, 'secondaryRole', g.secondary_role, 'mains', g.mains,
          'currentTierId', g.current_tier_id, 'peakTierId', g.peak_tier_id,
          'rankAsOf', to_char(g.rank_as_of, 'YYYY-MM-DD'), 'hoursPerWeek', g.hours_per_week, 'availability', g.availability)
          order by g.position, g.id)
        from player_game_profiles g join esports_titles t on t.id = g.esports_title_id where g.user_id = p.user_id), '[]'::json) as games,
      coalesce((select json_agg(json_build_object('title', h.title, 'url', h.url) order by h.position, h.id)
        from player_highlights h where h.user_id = p.user_id), '[]'::json) as highlights
    from user_profiles p where p.user_id = ${userId}`;
}

/** The draft of `owner`'s profile (db may be a transaction, to answer with what was just saved). */
export async function getProfileSetup(db: Pick<Database, 'execute'>, owner: ProfileOwner): Promise<ProfileSetupDraft> {
  const [row] = await rowsOf<DraftRow>(db, draftSql(owner.userId));
  if (!row) throw new AppError('not_found', 'Profile not found');
  const kind = setupKindFor(owner.grants);
  const draft = {
    kind,
    steps: [...SETUP_STEPS_BY_KIND[kind]],
    onboardingStep: row.onboardingStep,
    setupCompletedAt: row.setupCompletedAt,
    isMinor: row.isMinor,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt,
    guardian: { status: row.guardianStatus ?? 'none', approvedVisibility: row.guardianApprovedVisibility, revoked: row.guardianRevoked },
    deletionRequested: row.deletionRequested,
    identity: {
      displayName: row.displayName,
      slug: row.slug,
      firstName: row.firstName,
      lastName: row.lastName,
      headline: row.headline,
      bio: row.bio,
      city: row.city,
      state: row.state,
      timeZone: row.timeZone,
    },
    games: row.games,
    academics: {
      schoolName: row.schoolName,
      schoolType: row.schoolType,
      gradYear: row.gradYear,
      gpa: row.gpa === null ? null : Number(row.gpa),
      gpaScale: row.gpaScale,
      satScore: row.satScore,
      actScore: row.actScore,
      intendedMajors: row.intendedMajors,
      academicsVisibility: row.academicsVisibility,
    },
    highlights: row.highlights,
    visibility: { visibility: row.visibility, openTo: row.openTo, recruitingStatus: row.recruitingStatus },
  } satisfies Omit<ProfileSetupDraft, 'completionPercent' | 'missing'>;
  const completion = profileCompletion(draft);
  return { ...draft, completionPercent: completion.percent, missing: completion.missing };
}
