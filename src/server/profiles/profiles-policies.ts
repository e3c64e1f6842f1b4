/**
 * Player search, player profiles, the player card and onboarding: who may
 * search, see a profile or card, and edit their own setup. The visibility
 * rules are the SQL of visibility/profile-visibility-sql.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { canViewProgram, isPrivileged, isRecruiter } from '#shared/access/access-rules.ts';
import { PLAYER_CARD_TEXTS } from '#shared/contracts/player-card.ts';
import { PLAYER_SEARCH_TEXTS } from '#shared/contracts/player-search.ts';
import type { OnboardingStep } from '#shared/value-sets.ts';
import { PROFILE_SETUP_TEXTS } from '#shared/contracts/profile-setup.ts';
import { SETUP_STEPS_BY_KIND, setupKindFor } from '#shared/account/profile-setup-steps.ts';
import { PLAYER_PROFILE_TEXTS, type PlayerProfileQuery } from '#shared/contracts/player-profile.ts';
import { loadMatchProgram, type LoadedMatchProgram } from '#server/colleges/programs/load-match-program.ts';
import { reachableSql } from '#server/messaging/reachability-sql.ts';
import {
  academicsVisibleSql,
  isMinorSql,
  playerTeamStaffIdsSql,
  profileInsiderSql,
  profileViewerOf,
  profileVisibleSql,
  type ProfileViewer,
} from '#server/visibility/profile-visibility-sql.ts';
import { getViewer, type Viewer } from '#server/auth/current-user.ts';
import { requireRule, requireUser } from '#server/auth/policies.ts';

// ---------------------------------------------------------------- player search (issue 11.6; docs/decisions/023)
// The header search is open to everyone (published public profiles only);
// the recruiter search on /players needs a recruiter role or platform staff.

/** GET /api/players: recruiters (college program or coaching roles) and platform staff. */
export async function requirePlayerSearcher(request: FastifyRequest): Promise<ProfileViewer> {
  const viewer = await requireRule(request, (user) => isRecruiter(user.grants) || isPrivileged(user.grants), PLAYER_SEARCH_TEXTS.notRecruiter);
  return profileViewerOf(viewer)!;
}

/**
 * The recruiter search's "Match for" program (`program=<id>`): one the
 * viewer can view (spec 6: privileged, or programs_college_admin or
 * programs_college_staff of its college). A program of another college
 * answers exactly like an unknown id, 404, so the search never tells which
 * programs exist where the viewer has no say. One statement.
 */
export async function requireMatchProgram(request: FastifyRequest, programId: string): Promise<LoadedMatchProgram> {
  const viewer = await requireUser(request);
  const program = await loadMatchProgram(request.server.ctx.db, programId);
  if (!program || !canViewProgram(viewer.grants, program.collegeId)) {
    throw new AppError('not_found', PLAYER_SEARCH_TEXTS.programNotFound);
  }
  return program;
}

// ---------------------------------------------------------------- player profiles (issue 11; docs/decisions/019)
// Viewing a profile, editing one's own: the visibility rules are the SQL of
// src/server/visibility/profile-visibility-sql.ts.

// ---------------------------------------------------------------- player card and share image (issue 11.4; docs/decisions/022)
// The card follows the profile's visibility rule (profile-visibility-sql.ts);
// a minor seen from a public surface gets name, class year and state only.

export interface PlayerCardAccess {
  /** The viewer may see the profile row (alias `p`). */
  visible: SQL<boolean>;
  /** The viewer may see the whole card (games, team, highlight), not only a minor's public fields. */
  fullCard: SQL<boolean>;
}

/** A card the viewer may not see answers exactly like a missing one (docs/decisions/019). */
export function playerCardNotFound(): AppError {
  return new AppError('not_found', PLAYER_CARD_TEXTS.notFound);
}

/**
 * Public surfaces of decision 019 are signed-out viewers and signed-in ones
 * who are neither recruiters, the player's team staff nor insiders.
 */
function playerCardAccessFor(alias: string, viewer: ProfileViewer | null): PlayerCardAccess {
  const adult = sql<boolean>`(not ${isMinorSql(alias)})`;
  if (!viewer) return { visible: profileVisibleSql(alias, null), fullCard: adult };
  const beyondPublic = viewer.isRecruiter
    ? sql<boolean>`true`
    : sql<boolean>`(${profileInsiderSql(alias, viewer)} or ${viewer.userId} in (${playerTeamStaffIdsSql(alias)}))`;
  return { visible: profileVisibleSql(alias, viewer), fullCard: sql<boolean>`(${adult} or ${beyondPublic})` };
}

/** The card page's data: whoever asks, by the profile's rule. */
export async function playerCardAccess(request: FastifyRequest, alias: string): Promise<PlayerCardAccess> {
  return playerCardAccessFor(alias, profileViewerOf(await getViewer(request)));
}

/**
 * The share image and the Open Graph tags: link-preview robots fetch them
 * signed out and caches share them, so they use the signed-out rule
 * whoever asks (and never read the session).
 */
export function shareImageAccess(alias: string): PlayerCardAccess {
  return playerCardAccessFor(alias, null);
}

/** A slug the viewer may not see answers exactly like an unknown one (decision 019). */
export function playerNotFound(): AppError {
  return new AppError('not_found', PLAYER_PROFILE_TEXTS.notFound);
}

/** "Preview as a recruiter": a recruiter with no other relation to anyone (no user id matches ''). */
export const PREVIEW_RECRUITER: ProfileViewer = { userId: '', isRecruiter: true, isPlatformStaff: false };

export interface PlayerProfileViewing {
  /** The signed-in viewer as the visibility rules see them; null when signed out. */
  viewer: ProfileViewer | null;
  /** The viewer asked for ?preview=recruiter; it applies only where they own the row. */
  preview: boolean;
}

/** Anyone may ask for a profile (signed out too); what they get is decided per row by `playerProfileAccessSql`. */
export async function playerProfileViewing(request: FastifyRequest, query: PlayerProfileQuery): Promise<PlayerProfileViewing> {
  const viewer = profileViewerOf(await getViewer(request));
  return { viewer, preview: viewer !== null && query.preview === 'recruiter' };
}

/**
 * The profile page's access decisions over a `user_profiles` row `alias`,
 * as SQL booleans (docs/decisions/027):
 * - visible: the whole rule of decision 019;
 * - fullView: not a minor's public surface (a minor shows name, class year
 *   and state only to viewers who are neither recruiters, their team staff
 *   nor insiders);
 * - academics: GPA and SAT/ACT (`academics_visibility`), never on a minor's public surface;
 * - evaluations: coaches' evaluations, for recruiters and insiders only;
 * - canMessage: a recruiter, or someone messaging's rule lets reach the player;
 * - isOwner / isInsider.
 * With `preview`, the owner's own row is judged as PREVIEW_RECRUITER would see it.
 */
export function playerProfileAccessSql(alias: string, viewing: PlayerProfileViewing) {
  const { viewer, preview } = viewing;
  const ownerId = sql.raw(`${alias}.user_id`);
  const isOwner = viewer ? sql<boolean>`(${ownerId} = ${viewer.userId})` : sql<boolean>`false`;
  const decide = (rule: (as: ProfileViewer | null) => SQL<boolean>): SQL<boolean> =>
    preview && viewer ? sql<boolean>`(case when ${isOwner} then ${rule(PREVIEW_RECRUITER)} else ${rule(viewer)} end)` : rule(viewer);
  const insider = (as: ProfileViewer | null) => (as ? profileInsiderSql(alias, as) : sql<boolean>`false`);
  const fullView = (as: ProfileViewer | null) => {
    if (!as) return sql<boolean>`(not ${isMinorSql(alias)})`;
    if (as.isRecruiter || as.isPlatformStaff) return sql<boolean>`true`;
    return sql<boolean>`(not ${isMinorSql(alias)} or ${as.userId} in (${playerTeamStaffIdsSql(alias)}) or ${insider(as)})`;
  };
  return {
    visible: decide((as) => profileVisibleSql(alias, as)),
    fullView: decide(fullView),
    academics: decide((as) => sql<boolean>`(${fullView(as)} and ${academicsVisibleSql(alias, as)})`),
    evaluations: decide((as) => (as?.isRecruiter ? sql<boolean>`true` : insider(as))),
    canMessage: decide((as) => {
      if (!as) return sql<boolean>`false`;
      if (as.isRecruiter) return sql<boolean>`(${ownerId} <> ${as.userId})`;
      return sql<boolean>`(${ownerId} <> ${as.userId} and ${reachableSql(as.userId, ownerId)})`;
    }),
    isOwner: preview ? sql<boolean>`false` : isOwner,
    isPreview: preview ? isOwner : sql<boolean>`false`,
    isInsider: decide(insider),
  };
}

// Onboarding (issue 11.1, docs/decisions/020): every setup route acts on the
// viewer's own profile only (no id in the path), so a signed-in user is the
// whole rule; the steps of another kind of setup are refused.

/** A signed-in user editing their own profile draft. */
export function requireProfileOwner(request: FastifyRequest): Promise<Viewer> {
  return requireUser(request);
}

/** A signed-in user whose setup has this step (parents and recruiters have no games, academics, highlights or visibility). */
export async function requireSetupStep(request: FastifyRequest, step: OnboardingStep): Promise<Viewer> {
  const viewer = await requireUser(request);
  if (!SETUP_STEPS_BY_KIND[setupKindFor(viewer.grants)].includes(step)) throw new AppError('forbidden', PROFILE_SETUP_TEXTS.stepNotForYou);
  return viewer;
}
