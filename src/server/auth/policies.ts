/**
 * Every server-side access decision goes through here. Each policy takes
 * the request, finds the viewer and either returns it or throws the
 * AppError the API answers with. The rules themselves are the shared pure
 * functions of #shared/access-rules.ts, so client and server agree.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import {
  canCreateTeam,
  canEditCollege,
  canEditPlayerRecruiting,
  canRunRecruitingDigests,
  playerRecruitingRelation,
  type PlayerRecruitingRelation,
  canManageProgram,
  canHaveCollegeMatch,
  canEditMrData,
  canManageRoles,
  canReadOutbox,
  canReviewCollegeClaims,
  canViewProgram,
  canWorkPipeline,
  canWriteContent,
  isAdminOrDeveloper,
  isPrivileged,
  isRecruiter,
  isTeamManager,
  tierAllows,
  type TierFeature,
} from '#shared/access-rules.ts';
import { MR_TEXTS } from '#shared/contracts/mr-cooldowns.ts';
import { COLLEGE_STAFF_TEXTS } from '#shared/contracts/college-staff.ts';
import { COLLEGE_EDIT_TEXTS, type CollegeEditPermissions } from '#shared/contracts/college-edit.ts';
import { COLLEGE_TEXTS } from '#shared/contracts/colleges.ts';
import { LIST_TEXTS } from '#shared/contracts/lists.ts';
import { MATCH_TEXTS } from '#shared/contracts/match.ts';
import { MATCHMAKING_TEXTS } from '#shared/contracts/matchmaking.ts';
import { GUARDIAN_TEXTS } from '#shared/contracts/guardians.ts';
import { MESSAGING_TEXTS } from '#shared/contracts/messaging.ts';
import { PIPELINE_TEXTS } from '#shared/contracts/pipeline.ts';
import { PLAYER_CARD_TEXTS } from '#shared/contracts/player-card.ts';
import { PLAYER_RECRUITING_TEXTS } from '#shared/contracts/player-recruiting.ts';
import { TEAM_PLAYER_TEXTS } from '#shared/contracts/team-players.ts';
import { PLAYER_SEARCH_TEXTS } from '#shared/contracts/player-search.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { flagEnabled } from '#shared/flags.ts';
import type { ConversationType, ListItemType, OnboardingStep, SubscriptionTier, TeamInvitationKind } from '#shared/value-sets.ts';
import { PROFILE_SETUP_TEXTS } from '#shared/contracts/profile-setup.ts';
import { SETUP_STEPS_BY_KIND, setupKindFor } from '#shared/profile-setup-steps.ts';
import { PLAYER_PROFILE_TEXTS, type PlayerProfileQuery } from '#shared/contracts/player-profile.ts';
import type { Database } from '#server/db/client.ts';
import { colleges } from '#server/db/schema/colleges.ts';
import { lists } from '#server/db/schema/lists.ts';
import { loadMatchProgram, type LoadedMatchProgram } from '#server/match/load-match-program.ts';
import { conversationParticipants, conversations } from '#server/db/schema/messaging.ts';
import { teamInvitations, teamMembers, teamStaff, teams } from '#server/db/schema/teams.ts';
import { evaluateFlagsFor } from '#server/flags/load-flags.ts';
import { textProblem } from '#server/http/text-input-guard.ts';
import { reachableSql, conversationReachabilitySql, guardianConversationIdsSql } from '#server/messaging/reachability-sql.ts';
import {
  academicsVisibleSql,
  isMinorSql,
  playerTeamStaffIdsSql,
  profileInsiderSql,
  profileViewerOf,
  profileVisibleSql,
  type ProfileViewer,
} from '#server/profiles/profile-visibility-sql.ts';
import { claimLinkSenderSql, evaluatorSql, managedTeamsSql } from '#server/team-players/team-player-access-sql.ts';
import { rowsOf } from '#server/db/sql.ts';
import { getViewer, type Viewer } from './current-user.ts';

export const NOT_SIGNED_IN = 'You need to sign in first.';

/** Any signed-in user. */
export async function requireUser(request: FastifyRequest): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw new AppError('unauthorized', NOT_SIGNED_IN);
  return viewer;
}

async function requireRule(request: FastifyRequest, allowed: (viewer: Viewer) => boolean, message: string) {
  const viewer = await requireUser(request);
  if (!allowed(viewer)) throw new AppError('forbidden', message);
  return viewer;
}

/** yes_admin, yes_developer or yes_staff. */
export function requirePrivileged(request: FastifyRequest) {
  return requireRule(request, (viewer) => isPrivileged(viewer.grants), 'Only platform staff can do this.');
}

/** Role grants and revocations: yes_admin only. */
export function requireRoleManager(request: FastifyRequest) {
  return requireRule(request, (viewer) => canManageRoles(viewer.grants), 'Only platform admins can change roles.');
}

/** The readable email outbox (reset and claim links inside): yes_admin only. */
export function requireOutboxReader(request: FastifyRequest) {
  return requireRule(request, (viewer) => canReadOutbox(viewer.grants), 'Only platform admins can read the email outbox.');
}

/** Content pages, news and alerts are written by privileged users. */
export function requireContentWriter(request: FastifyRequest) {
  return requireRule(request, (viewer) => canWriteContent(viewer.grants), 'Only platform staff can edit content.');
}

/** The Marvel Rivals hero and ability table's writes (docs/decisions/045): privileged users. */
export function requireMrDataEditor(request: FastifyRequest) {
  return requireRule(request, (viewer) => canEditMrData(viewer.grants), MR_TEXTS.onlyStaff);
}

/** Whether the viewer (possibly signed out) may see unpublished content pages and news drafts. */
export async function canSeeDraftContent(request: FastifyRequest): Promise<boolean> {
  const viewer = await getViewer(request);
  return viewer !== null && canWriteContent(viewer.grants);
}

// ---------------------------------------------------------------- teams (spec 6)

export interface TeamAccess {
  viewer: Viewer;
  team: TeamAccessRow;
  /** Owner, yes_admin or yes_developer. */
  isManager: boolean;
  /** Holds an active player or staff row on this team. */
  isMember: boolean;
}
export type TeamAccessRow = NonNullable<Awaited<ReturnType<typeof loadTeamAccessRow>>>;

/**
 * Team screens need the teams_management flag; admins and developers reach
 * them with the flag off (spec 6). Anonymous visitors pass when the flag is
 * on for everyone (Find Teams is public).
 */
export async function requireTeamsFeature(request: FastifyRequest): Promise<Viewer | null> {
  const viewer = await getViewer(request);
  const grants = viewer?.grants ?? [];
  if (isAdminOrDeveloper(grants)) return viewer;
  const flags = await evaluateFlagsFor(request.server.ctx.db, grants.map((grant) => grant.role));
  if (!flagEnabled(flags, 'teams_management')) throw new AppError('forbidden', TEAM_TEXTS.featureUnavailable);
  return viewer;
}

/** Signed in, feature on, and allowed to create teams (spec 6: Create Team). */
export async function requireTeamCreator(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireUser(request);
  await requireTeamsFeature(request);
  if (!canCreateTeam(viewer.grants)) throw new AppError('forbidden', 'Only platform staff and college program admins can create teams.');
  return viewer;
}

async function loadTeamAccessRow(request: FastifyRequest, teamId: string, userId: string) {
  const { db } = request.server.ctx;
  // Qualified by hand: a single-table select renders ${teams.id} as a bare "id", which inside
  // the subqueries would mean team_members.id / team_staff.id (isMember was always false).
  const outerTeamId = sql`${sql.identifier('teams')}.${sql.identifier('id')}`;
  const [row] = await db
    .select({
      id: teams.id,
      name: teams.name,
      ownerUserId: teams.ownerUserId,
      subscriptionTier: teams.subscriptionTier,
      maxRosterSize: teams.maxRosterSize,
      archivedAt: teams.archivedAt,
      isMember: sql<boolean>`(exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${outerTeamId} and ${teamMembers.userId} = ${userId} and ${teamMembers.isActive})
        or exists (select 1 from ${teamStaff} where ${teamStaff.teamId} = ${outerTeamId} and ${teamStaff.userId} = ${userId} and ${teamStaff.isActive}))`,
    })
    .from(teams)
    .where(eq(teams.id, teamId));
  if (!row) return null;
  return { ...row, subscriptionTier: row.subscriptionTier as SubscriptionTier };
}

async function requireTeamAccess(request: FastifyRequest, teamId: string): Promise<TeamAccess> {
  const viewer = await requireUser(request);
  await requireTeamsFeature(request);
  const row = await loadTeamAccessRow(request, teamId, viewer.userId);
  if (!row) throw new AppError('not_found', TEAM_TEXTS.teamNotFound);
  const isManager = isTeamManager(viewer.grants, viewer.userId, row);
  return { viewer, team: row, isManager, isMember: Boolean(row.isMember) };
}

/** Reads of the manage screen: managers and the team's own players and staff. */
export async function requireTeamInsider(request: FastifyRequest, teamId: string): Promise<TeamAccess> {
  const access = await requireTeamAccess(request, teamId);
  if (!access.isManager && !access.isMember) throw new AppError('forbidden', TEAM_TEXTS.notInsider);
  return access;
}

/**
 * Every team write (spec 5): owner, yes_admin or yes_developer. Writes to an
 * archived team are refused, except the settings call that restores it
 * (`allowArchived`).
 */
export async function requireTeamManager(
  request: FastifyRequest,
  teamId: string,
  options: { allowArchived?: boolean } = {},
): Promise<TeamAccess> {
  const access = await requireTeamAccess(request, teamId);
  if (!access.isManager) throw new AppError('forbidden', TEAM_TEXTS.notManager);
  if (access.team.archivedAt && !options.allowArchived) throw new AppError('conflict', TEAM_TEXTS.archived);
  return access;
}

/** Signed in, with the teams feature: the viewer's own team invitations (docs/decisions/015). */
export async function requireTeamsUser(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireUser(request);
  await requireTeamsFeature(request);
  return viewer;
}

export interface InvitationAccess {
  viewer: Viewer;
  invitation: { id: string; teamId: string; kind: TeamInvitationKind };
}

/**
 * Answering a team invitation (accept, decline): only the invited person,
 * and only while it is pending. Anyone else, managers and platform admins
 * included (consent is the invitee's own), gets 404 "Invitation not found",
 * which does not confirm that it exists.
 */
export async function requireTeamInvitee(request: FastifyRequest, invitationId: string): Promise<InvitationAccess> {
  const viewer = await requireTeamsUser(request);
  const [row] = await request.server.ctx.db
    .select({ id: teamInvitations.id, teamId: teamInvitations.teamId, kind: teamInvitations.kind })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.id, invitationId),
        eq(teamInvitations.inviteeUserId, viewer.userId),
        eq(teamInvitations.status, 'pending'),
      ),
    );
  if (!row) throw new AppError('not_found', TEAM_TEXTS.invitationNotFound);
  return { viewer, invitation: { ...row, kind: row.kind as TeamInvitationKind } };
}

/** Tier gating of spec 6, enforced on the server whatever the client shows. */
export function requireTeamTier(access: TeamAccess, feature: TierFeature, message: string): void {
  if (!tierAllows(access.team.subscriptionTier, feature)) throw new AppError('forbidden', message);
}

// ---------------------------------------------------------------- messaging (spec 2.8, 5; docs/decisions/011)

/** Any signed-in user; signed-out callers get the spec's conversation text (spec 8). */
export async function requireMessagingUser(request: FastifyRequest): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw new AppError('unauthorized', MESSAGING_TEXTS.notAuthenticated);
  return viewer;
}

export interface ConversationAccess {
  viewer: Viewer;
  conversation: { id: string; type: ConversationType; maxParticipants: number };
}

export function conversationNotFound(): AppError {
  return new AppError('not_found', MESSAGING_TEXTS.conversationNotFound);
}

/**
 * Every conversation route: participants only. Anyone else, platform admins
 * included (messages are private), gets 404 "Conversation not found", which
 * does not confirm that the conversation exists. One statement.
 */
export async function requireConversationParticipant(request: FastifyRequest, conversationId: string): Promise<ConversationAccess> {
  const viewer = await requireMessagingUser(request);
  const [row] = await request.server.ctx.db
    .select({ id: conversations.id, type: conversations.type, maxParticipants: conversations.maxParticipants })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.userId, viewer.userId)),
    )
    .where(eq(conversations.id, conversationId));
  if (!row) throw conversationNotFound();
  return { viewer, conversation: { ...row, type: row.type as ConversationType } };
}

export interface ConversationReadAccess extends ConversationAccess {
  /** `guardian`: an active guardian of a minor in it, read-only (issue 10.4). */
  scope: 'participant' | 'guardian';
}

/**
 * The conversation's read routes (the conversation and its messages):
 * participants, and the active guardians (guardian_links status active) of
 * a participant, read-only; guardians are not participants and no write
 * route lets them through. Everyone else gets the same 404 as
 * requireConversationParticipant. One statement.
 */
export async function requireConversationReader(request: FastifyRequest, conversationId: string): Promise<ConversationReadAccess> {
  const viewer = await requireMessagingUser(request);
  const [row] = await rowsOf<{ id: string; type: ConversationType; maxParticipants: number; isParticipant: boolean }>(
    request.server.ctx.db,
    sql`select c.id, c.type, c.max_participants as "maxParticipants",
        exists (select 1 from conversation_participants vp where vp.conversation_id = c.id and vp.user_id = ${viewer.userId}) as "isParticipant"
      from conversations c
      where c.id = ${conversationId}
        and (exists (select 1 from conversation_participants vp where vp.conversation_id = c.id and vp.user_id = ${viewer.userId})
          or c.id in (${guardianConversationIdsSql(viewer.userId)}))`,
  );
  if (!row) throw conversationNotFound();
  const { isParticipant, ...conversation } = row;
  return { viewer, conversation, scope: isParticipant ? 'participant' : 'guardian' };
}

/**
 * Who may be in a conversation (docs/decisions/011, issue 10.4), for every
 * way in: creating a direct or group conversation, adding someone.
 * - each new person must exist and be reachable by the actor; otherwise
 *   400 "User not found" on `field`, the same answer as for an unknown id,
 *   so a refusal reveals no more than the people search does;
 * - for each minor among the resulting participants (`existingIds` plus
 *   `newIds`), every other participant must be able to reach that minor
 *   directly; otherwise 403 "Not everyone in this conversation may message
 *   each other", which names nobody.
 * One statement for the whole set; the people search uses the same
 * `reachableSql`, so the two cannot disagree.
 */
export async function requireConversationReachability(
  db: Pick<Database, 'execute'>,
  input: { actorId: string; newIds: readonly string[]; existingIds: readonly string[]; field: string },
): Promise<void> {
  const newIds = [...new Set(input.newIds)];
  if (newIds.length === 0) return;
  const allIds = [...new Set([input.actorId, ...input.existingIds, ...newIds])];
  const [row] = await rowsOf<{ found: number; reachableByActor: number; everyoneReaches: boolean }>(
    db,
    conversationReachabilitySql(input.actorId, newIds, allIds),
  );
  if (!row || row.found < newIds.length || row.reachableByActor < newIds.length) {
    throw new AppError('validation', MESSAGING_TEXTS.userNotFound, { [input.field]: MESSAGING_TEXTS.userNotFound });
  }
  if (!row.everyoneReaches) throw new AppError('forbidden', MESSAGING_TEXTS.notReachableByEveryone);
}

// ---------------------------------------------------------------- player search (issue 11.6; docs/decisions/023)
// The header search is open to everyone (published public profiles only);
// the recruiter search on /players needs a recruiter role or platform staff.

/** GET /api/players: recruiters (college program or coaching roles) and platform staff. */
export async function requirePlayerSearcher(request: FastifyRequest): Promise<ProfileViewer> {
  const viewer = await requireRule(request, (user) => isRecruiter(user.grants) || isPrivileged(user.grants), PLAYER_SEARCH_TEXTS.notRecruiter);
  return profileViewerOf(viewer)!;
}

// ---------------------------------------------------------------- player profiles (issue 11; docs/decisions/019)
// Viewing a profile, editing one's own: the visibility rules are the SQL of
// src/server/profiles/profile-visibility-sql.ts.

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

// ---------------------------------------------------------------- guardians and consent (issue 11.5; docs/decisions/021)
// Guardian invitations, approvals, the guardian page, export and deletion.

export interface PlayerRelation {
  viewer: Viewer;
  relation: 'self' | 'guardian';
  /** The viewer's active guardian link to the player (a guardian only). */
  guardianLinkId: string | null;
}

/**
 * The player themself or one of their active guardians (docs/decisions/021);
 * anyone else, platform staff included, gets 404 "Player not found", the
 * answer for an unknown id. One statement.
 */
export async function requirePlayerOrGuardian(request: FastifyRequest, playerUserId: string): Promise<PlayerRelation> {
  const viewer = await requireUser(request);
  if (viewer.userId === playerUserId) {
    const [self] = await rowsOf<{ id: string }>(request.server.ctx.db, sql`select user_id as id from user_profiles where user_id = ${playerUserId}`);
    if (self) return { viewer, relation: 'self', guardianLinkId: null };
    throw new AppError('not_found', GUARDIAN_TEXTS.playerNotFound);
  }
  const [link] = await rowsOf<{ id: string }>(
    request.server.ctx.db,
    sql`select gl.id from guardian_links gl
      where gl.player_user_id = ${playerUserId} and gl.guardian_user_id = ${viewer.userId} and gl.status = 'active'
      order by gl.accepted_at, gl.id limit 1`,
  );
  if (!link) throw new AppError('not_found', GUARDIAN_TEXTS.playerNotFound);
  return { viewer, relation: 'guardian', guardianLinkId: link.id };
}

/** Approving and revoking publishing: an active guardian; the player gets 403, anyone else 404. */
export async function requireActiveGuardianOf(request: FastifyRequest, playerUserId: string): Promise<PlayerRelation & { guardianLinkId: string }> {
  const relation = await requirePlayerOrGuardian(request, playerUserId);
  if (!relation.guardianLinkId) throw new AppError('forbidden', GUARDIAN_TEXTS.onlyGuardianApproves);
  return { ...relation, guardianLinkId: relation.guardianLinkId };
}

/** Resending the invitation: the player; their guardian gets 403, anyone else 404. */
export async function requirePlayerSelf(request: FastifyRequest, playerUserId: string): Promise<Viewer> {
  const relation = await requirePlayerOrGuardian(request, playerUserId);
  if (relation.relation !== 'self') throw new AppError('forbidden', GUARDIAN_TEXTS.onlyPlayerResends);
  return relation.viewer;
}

// ---------------------------------------------------------------- colleges (issue 12; docs/decisions/029)
// The directory and the college pages show public facts about real
// institutions: anyone may read them, signed out too. Editing follows spec
// 6's "can edit a college", "can manage a program" and "can view a program"
// (below).

/** GET /api/colleges and /api/colleges/:slug: anyone; the viewer, or null when signed out, for what later slices add per viewer. */
export function collegeReader(request: FastifyRequest): Promise<Viewer | null> {
  return getViewer(request);
}

/**
 * Asking to claim a college page, and reading one's own request
 * (docs/decisions/032): any signed-in user. Holding a college role is not
 * required: claiming is how the first one is granted.
 */
export function requireCollegeClaimant(request: FastifyRequest): Promise<Viewer> {
  return requireUser(request);
}

/**
 * Reviewing claims (approving grants programs_college_admin): platform staff,
 * spec 6's "privileged" ("Platform roles: yes_admin, yes_developer,
 * yes_staff (together \"privileged\")"), the users spec 6 already lets edit
 * any college: "Can edit a college: a privileged user, or a holder of any
 * program-admin-type role for that college." A college's own admins do not
 * review claims of their page: a claim is how the page gets its first one.
 */
export function requireCollegeClaimReviewer(request: FastifyRequest) {
  return requireRule(request, (viewer) => canReviewCollegeClaims(viewer.grants), 'Only platform staff can review college claims.');
}

/**
 * The player's own college preferences (docs/decisions/030): a signed-in
 * account whose profile is a player's (canHaveCollegeMatch); recruiters,
 * parents and guardians are refused with 403. The routes take no user id:
 * nobody else's preferences can be named, let alone read.
 */
export function requireMatchPreferencesOwner(request: FastifyRequest): Promise<Viewer> {
  return requireRule(request, (viewer) => canHaveCollegeMatch(viewer.grants), MATCH_TEXTS.notForYou);
}

/** The match on a college page: any signed-in user (the answer says whether they have a player profile to match). */
export function requireCollegeMatchViewer(request: FastifyRequest): Promise<Viewer> {
  return requireUser(request);
}

/** An unknown college address. */
export function collegeNotFound(): AppError {
  return new AppError('not_found', COLLEGE_TEXTS.notFound);
}

// College staff (docs/decisions/034): spec 6's "Can manage a program" for
// the changes, "Can view a program" for reading the staff list.

export interface CollegeStaffAccess {
  viewer: Viewer;
  college: { id: string; slug: string; name: string };
  /** spec 6 "Can manage a program": yes_admin, or programs_college_admin for that college. */
  canManage: boolean;
  /** spec 6 "Can view a program": privileged, or programs_college_admin or programs_college_staff for that college. */
  canView: boolean;
}

const collegeSlugOf = (request: FastifyRequest) => String((request.params as { slug?: unknown }).slug ?? '');

/**
 * `beforeParsing`: the route-level check (route-access.ts), before the
 * origin check and validation; an unknown college passes there, so a
 * foreign origin or a bad input answers as on any route, and the handler's
 * own call answers 404.
 */
interface StaffAccessOptions {
  beforeParsing?: boolean;
}

async function collegeStaffAccess(
  request: FastifyRequest,
  allowed: (access: CollegeStaffAccess) => boolean,
  message: string,
  options: StaffAccessOptions,
): Promise<CollegeStaffAccess | null> {
  const viewer = await requireUser(request);
  const slug = collegeSlugOf(request);
  // A text no college can have is the input guard's to refuse, with its field message.
  if (options.beforeParsing && textProblem(slug)) return null;
  const [college] = await rowsOf<{ id: string; slug: string; name: string }>(
    request.server.ctx.db,
    sql`select id, slug, name from colleges where slug = ${slug.slice(0, 200)}`,
  );
  if (!college) {
    if (options.beforeParsing) return null;
    throw collegeNotFound();
  }
  const access = { viewer, college, canManage: canManageProgram(viewer.grants, college.id), canView: canViewProgram(viewer.grants, college.id) };
  if (!allowed(access)) throw new AppError('forbidden', message);
  return access;
}

/** Reading a college's staff list and invitations: "Can view a program"; anyone else 403, signed out 401, unknown college 404. */
export async function requireCollegeStaffViewer(request: FastifyRequest): Promise<CollegeStaffAccess>;
export async function requireCollegeStaffViewer(request: FastifyRequest, options: StaffAccessOptions): Promise<CollegeStaffAccess | null>;
export async function requireCollegeStaffViewer(request: FastifyRequest, options: StaffAccessOptions = {}) {
  return collegeStaffAccess(request, (access) => access.canView || access.canManage, COLLEGE_STAFF_TEXTS.notViewer, options);
}

/** Inviting, revoking, resending, changing and removing staff: "Can manage a program". */
export async function requireCollegeStaffManager(request: FastifyRequest): Promise<CollegeStaffAccess>;
export async function requireCollegeStaffManager(request: FastifyRequest, options: StaffAccessOptions): Promise<CollegeStaffAccess | null>;
export async function requireCollegeStaffManager(request: FastifyRequest, options: StaffAccessOptions = {}) {
  return collegeStaffAccess(request, (access) => access.canManage, COLLEGE_STAFF_TEXTS.notManager, options);
}

// The edit page (issue 12.5, docs/decisions/033): spec 6's three rules for
// the college at /api/colleges/:slug/..., checked before the body is read.

export interface CollegeEditAccess {
  viewer: Viewer;
  /**
   * The college at :slug; null when there is none. Only a viewer the rule
   * lets through on every college (platform staff) gets here with null: the
   * route validates the input, then answers 404.
   */
  college: { id: string } | null;
  permissions: CollegeEditPermissions;
}

/** The id no college has: the rules asked for "a college this viewer holds no role at". */
const NO_COLLEGE = '00000000-0000-0000-0000-000000000000';

/** "Can edit a college", "can manage a program", "can view a program" (spec 6) for this viewer and college. */
export function collegeEditPermissions(viewer: Viewer, collegeId: string | null): CollegeEditPermissions {
  const id = collegeId ?? NO_COLLEGE;
  return { edit: canEditCollege(viewer.grants, id), manage: canManageProgram(viewer.grants, id), view: canViewProgram(viewer.grants, id) };
}

const COLLEGE_SLUG_SHAPE = /^[a-z0-9-]{1,200}$/;

const collegeEditAccessCache = new WeakMap<FastifyRequest, Promise<CollegeEditAccess>>();

function loadCollegeEditAccess(request: FastifyRequest): Promise<CollegeEditAccess> {
  let pending = collegeEditAccessCache.get(request);
  if (!pending) {
    pending = (async () => {
      const viewer = await requireUser(request);
      const slug = (request.params as { slug?: unknown }).slug;
      const [college] =
        // Slugs are lowercase ASCII words and dashes (decision 029): anything else names no college, and is not
        // sent to the database before the text guard and validation have had their say.
        typeof slug === 'string' && COLLEGE_SLUG_SHAPE.test(slug)
          ? await request.server.ctx.db.select({ id: colleges.id }).from(colleges).where(eq(colleges.slug, slug))
          : [];
      return { viewer, college: college ?? null, permissions: collegeEditPermissions(viewer, college?.id ?? null) };
    })();
    collegeEditAccessCache.set(request, pending);
  }
  return pending;
}

async function requireCollegeRule(request: FastifyRequest, allowed: (permissions: CollegeEditPermissions) => boolean, message: string) {
  const access = await loadCollegeEditAccess(request);
  if (!allowed(access.permissions)) throw access.college ? new AppError('forbidden', message) : collegeNotFound();
  return access;
}

/** GET /api/colleges/:slug/edit: who may edit the page or view its programs (each section then editable or read-only). */
export function requireCollegeEditPage(request: FastifyRequest): Promise<CollegeEditAccess> {
  return requireCollegeRule(request, (can) => can.edit || can.view, COLLEGE_EDIT_TEXTS.cannotOpen);
}

/** PATCH /api/colleges/:slug (description, logo, socials): "Can edit a college". */
export function requireCollegeEditor(request: FastifyRequest): Promise<CollegeEditAccess> {
  return requireCollegeRule(request, (can) => can.edit, COLLEGE_EDIT_TEXTS.cannotEdit);
}

/** Adding, changing and deleting programs: "Can manage a program". */
export function requireCollegeProgramManager(request: FastifyRequest): Promise<CollegeEditAccess> {
  return requireCollegeRule(request, (can) => can.manage, COLLEGE_EDIT_TEXTS.cannotManage);
}

/** The college of an access the route let through: null (no college at :slug) is 404, after the input was validated. */
export function collegeOf(access: CollegeEditAccess): { id: string } {
  if (!access.college) throw collegeNotFound();
  return access.college;
}

/**
 * GET /api/me/college-programs (docs/decisions/030): any signed-in user; the
 * list holds the programs they can view (spec 6 "can view a program",
 * programViewScope), which is none for most users.
 */
export function requireCollegeProgramLister(request: FastifyRequest): Promise<Viewer> {
  return requireUser(request);
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

// ---------------------------------------------------------------- My Lists (issue 11.7; docs/decisions/024)
// Lists are private to their owner.
// Nobody else reads or changes a list, platform staff included: another
// user's list answers exactly like a missing one (404 "List not found").

export interface ListAccess {
  viewer: Viewer;
  list: { id: string; name: string; itemType: ListItemType; createdAt: Date; updatedAt: Date };
}

/** A list of the signed-in viewer's own; anyone else's, or none, is 404 "List not found". One statement. */
export async function requireListOwner(request: FastifyRequest, listId: string): Promise<ListAccess> {
  const viewer = await requireUser(request);
  const [row] = await request.server.ctx.db
    .select({ id: lists.id, name: lists.name, itemType: lists.itemType, createdAt: lists.createdAt, updatedAt: lists.updatedAt })
    .from(lists)
    .where(and(eq(lists.id, listId), eq(lists.ownerUserId, viewer.userId)));
  if (!row) throw new AppError('not_found', LIST_TEXTS.listNotFound);
  return { viewer, list: { ...row, itemType: row.itemType as ListItemType } };
}

/**
 * A player the viewer may see (profileVisibleSql), by user id or slug, for
 * adding to a list or asking which lists hold them. A hidden player answers
 * like a missing one: 404 "Player not found". One statement.
 */
export async function requireListablePlayer(
  db: Pick<Database, 'execute'>,
  viewer: Viewer,
  ref: { playerUserId?: string; playerSlug?: string },
): Promise<{ userId: string }> {
  const match = ref.playerUserId ? sql`up.user_id = ${ref.playerUserId}` : sql`up.slug = ${ref.playerSlug ?? ''}`;
  const [row] = await rowsOf<{ userId: string }>(
    db,
    sql`select up.user_id as "userId" from user_profiles up where ${match} and ${profileVisibleSql('up', profileViewerOf(viewer))}`,
  );
  if (!row) throw new AppError('not_found', LIST_TEXTS.playerNotFound);
  return row;
}

/**
 * A college for a list (adding it, or asking which lists hold it): any
 * college, since every college page is public (collegeReader); an unknown
 * id answers 404 "College not found". One statement.
 */
export async function requireListableCollege(db: Pick<Database, 'execute'>, collegeId: string): Promise<{ id: string }> {
  const [row] = await rowsOf<{ id: string }>(db, sql`select id from colleges where id = ${collegeId}`);
  if (!row) throw new AppError('not_found', LIST_TEXTS.collegeNotFound);
  return row;
}

// ---------------------------------------------------------------- players created by coaches (issue 11.8; docs/decisions/025)
// Team managers and their teams' players, evaluations.

export interface TeamPlayersAccess {
  viewer: Viewer;
  /** yes_admin or yes_developer: manager of every team (decision 010). */
  managesAll: boolean;
  /** The live teams the viewer manages, by name (at most MANAGED_TEAMS_LIMIT). */
  teams: { id: string; name: string }[];
}

export const MANAGED_TEAMS_LIMIT = 200;
export const NOT_TEAM_PLAYERS_MANAGER = "Only team managers can see their teams' players.";

/** The players list and the create form: a manager of at least one live team (teams flag as every team screen). */
export async function requireTeamPlayersManager(request: FastifyRequest): Promise<TeamPlayersAccess> {
  const viewer = await requireUser(request);
  await requireTeamsFeature(request);
  const managesAll = isAdminOrDeveloper(viewer.grants);
  const managed = await rowsOf<{ id: string; name: string }>(
    request.server.ctx.db,
    sql`select id, name from (${managedTeamsSql(viewer.userId, managesAll)}) mt order by name, id limit ${MANAGED_TEAMS_LIMIT}`,
  );
  if (managed.length === 0) throw new AppError('forbidden', NOT_TEAM_PLAYERS_MANAGER);
  return { viewer, managesAll, teams: managed };
}

/** A live team the viewer manages; any other id answers as a missing team (404), with the field named. */
export async function requireManagedTeam(request: FastifyRequest, teamId: string): Promise<{ viewer: Viewer; team: { id: string; name: string } }> {
  const viewer = await requireUser(request);
  await requireTeamsFeature(request);
  const [team] = await rowsOf<{ id: string; name: string }>(
    request.server.ctx.db,
    sql`select id, name from (${managedTeamsSql(viewer.userId, isAdminOrDeveloper(viewer.grants))}) mt where id = ${teamId}`,
  );
  if (!team) throw new AppError('not_found', TEAM_PLAYER_TEXTS.teamNotFound, { teamId: TEAM_PLAYER_TEXTS.teamNotFound });
  return { viewer, team };
}


async function requireTeamPlayerRule(request: FastifyRequest, userId: string, rule: (viewer: Viewer) => SQL<boolean>) {
  const viewer = await requireUser(request).catch(() => {
    throw playerNotFound();
  });
  const [row] = await rowsOf<{ ok: boolean }>(
    request.server.ctx.db,
    sql`select ${rule(viewer)} as ok from user_profiles up where up.user_id = ${userId}`,
  );
  if (!row?.ok) throw playerNotFound();
  return viewer;
}

/** (Re)sending the claim link of an unclaimed coach-created profile: its creator or a manager of its team; else 404 as missing. */
export async function requireClaimLinkSender(request: FastifyRequest, userId: string): Promise<Viewer> {
  await requireTeamsFeature(request);
  return requireTeamPlayerRule(request, userId, (viewer) => claimLinkSenderSql('up', viewer.userId, isAdminOrDeveloper(viewer.grants)));
}

/** Writing an evaluation: the owner of a live team the player is on, or the coach who created the profile; else 404. */
export async function requireEvaluator(request: FastifyRequest, userId: string): Promise<Viewer> {
  await requireTeamsFeature(request);
  return requireTeamPlayerRule(request, userId, (viewer) => evaluatorSql('up', viewer.userId));
}

/**
 * Reading evaluations: recruiters who may see the profile, its insiders
 * (decision 019) and those who may write one. The public never does:
 * everyone else, signed out included, gets 404 as for a missing player.
 */
export async function requireEvaluationReader(request: FastifyRequest, userId: string): Promise<Viewer> {
  return requireTeamPlayerRule(request, userId, (viewer) => {
    const profileViewer = profileViewerOf(viewer)!;
    const recruiter = profileViewer.isRecruiter ? profileVisibleSql('up', profileViewer) : sql<boolean>`false`;
    return sql<boolean>`(${recruiter} or ${profileInsiderSql('up', profileViewer)} or ${evaluatorSql('up', viewer.userId)})`;
  });
}

// ---------------------------------------------------------------- the player's recruiting pages (issue 13.8; docs/decisions/042)
// /api/players/:slug/college-board and /api/players/:slug/pipeline: the
// player, their active guardians and platform staff read; the player alone
// writes. Anyone else signed in gets 404 "Player not found" (the answer for an
// unknown slug, whatever the profile's visibility); signed out, 401.

export interface PlayerRecruitingAccess {
  viewer: Viewer;
  player: { userId: string; slug: string; displayName: string };
  relation: PlayerRecruitingRelation;
  canEdit: boolean;
}

const playerRecruitingCache = new WeakMap<FastifyRequest, Promise<PlayerRecruitingAccess>>();

function loadPlayerRecruitingAccess(request: FastifyRequest): Promise<PlayerRecruitingAccess> {
  let pending = playerRecruitingCache.get(request);
  if (!pending) {
    pending = (async () => {
      const viewer = await requireUser(request);
      const slug = (request.params as { slug?: unknown }).slug;
      const [row] =
        typeof slug === 'string' && slug.length > 0 && slug.length <= 200 && !slug.includes('\u0000')
          ? await rowsOf<{ userId: string; slug: string; displayName: string; isActiveGuardian: boolean }>(
              request.server.ctx.db,
              sql`select up.user_id as "userId", up.slug, up.display_name as "displayName",
                  exists (select 1 from guardian_links gl where gl.player_user_id = up.user_id
                    and gl.guardian_user_id = ${viewer.userId} and gl.status = 'active') as "isActiveGuardian"
                from user_profiles up where up.slug = ${slug}`,
            )
          : [];
      const relation = row ? playerRecruitingRelation(viewer.grants, { isSelf: row.userId === viewer.userId, isActiveGuardian: row.isActiveGuardian }) : null;
      if (!row || !relation) throw new AppError('not_found', PLAYER_RECRUITING_TEXTS.notFound);
      return { viewer, player: { userId: row.userId, slug: row.slug, displayName: row.displayName }, relation, canEdit: canEditPlayerRecruiting(relation) };
    })();
    playerRecruitingCache.set(request, pending);
  }
  return pending;
}

/** Reading the board or the pipeline: the player, an active guardian, platform staff; else 404. One statement after the session. */
export function requirePlayerRecruitingReader(request: FastifyRequest): Promise<PlayerRecruitingAccess> {
  return loadPlayerRecruitingAccess(request);
}

/** Changing them: the player; a guardian or platform staff (who may read) get 403, anyone else 404. */
export async function requirePlayerRecruitingEditor(request: FastifyRequest): Promise<PlayerRecruitingAccess> {
  const access = await loadPlayerRecruitingAccess(request);
  if (!access.canEdit) throw new AppError('forbidden', PLAYER_RECRUITING_TEXTS.readOnly);
  return access;
}

/**
 * The read routes' check before validation (route config `access`): as
 * requirePlayerRecruitingReader, except that platform staff asking about a
 * slug no player has pass here, so their bad input answers 400 as on any
 * route; the handler's own call then answers 404.
 */
export async function requirePlayerRecruitingReaderBeforeParsing(request: FastifyRequest): Promise<void> {
  try {
    await requirePlayerRecruitingReader(request);
  } catch (error) {
    const viewer = await getViewer(request);
    if (error instanceof AppError && error.code === 'not_found' && viewer && isPrivileged(viewer.grants)) return;
    throw error;
  }
}

/**
 * The write routes' check before the body is read (route config `access`):
 * as requirePlayerRecruitingEditor, except that platform staff asking about
 * a slug no player has pass here, so their bad input answers 400 as on any
 * route; the handler's own call then answers 404. Anyone else gets 404
 * here, as they would for every slug that is not theirs.
 */
export async function requirePlayerRecruitingEditorBeforeParsing(request: FastifyRequest): Promise<void> {
  try {
    await requirePlayerRecruitingEditor(request);
  } catch (error) {
    const viewer = await getViewer(request);
    if (error instanceof AppError && error.code === 'not_found' && viewer && isPrivileged(viewer.grants)) return;
    throw error;
  }
}

/** POST /api/admin/recruiting-digests/run: platform admins. */
export function requireDigestRunner(request: FastifyRequest) {
  return requireRule(request, (viewer) => canRunRecruitingDigests(viewer.grants), 'Only platform admins can run the recruiting digests.');
}

// ---------------------------------------------------------------- the pipeline board (issue 13.1; docs/decisions/036)
// Every pipeline route names a program: spec 6's "can view a program" of its
// college (privileged, programs_college_admin or programs_college_staff of
// that college) reads and works it. Anyone else signed in, and an unknown
// program, get the same 404, so a program's pipeline never confirms it exists
// to a stranger; signed out is 401.

export interface PipelineAccess {
  viewer: Viewer;
  program: LoadedMatchProgram;
}

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const pipelineAccessCache = new WeakMap<FastifyRequest, Promise<PipelineAccess | null>>();

export function pipelineProgramNotFound(): AppError {
  return new AppError('not_found', PIPELINE_TEXTS.programNotFound);
}

/**
 * The route-level check (before parsing): 401 signed out; 404 for a program
 * the viewer cannot view or that does not exist. A program id that is not a
 * uuid passes here (null), so validation answers 400 with its field; so
 * does an unknown program for platform staff (the handler then answers 404).
 * Cached per request: the handler's requirePipelineProgram costs nothing more.
 */
export function pipelineAccess(request: FastifyRequest): Promise<PipelineAccess | null> {
  let pending = pipelineAccessCache.get(request);
  if (!pending) {
    pending = (async () => {
      const programId = (request.params as { programId?: unknown }).programId;
      const wellFormed = typeof programId === 'string' && UUID_SHAPE.test(programId);
      // The program is read beside the session's statements, not after them (decision 036, "Session 25"): nothing of
      // it leaves this function before the viewer is known and allowed.
      const [viewer, program] = await Promise.all([requireUser(request), wellFormed ? loadMatchProgram(request.server.ctx.db, programId) : null]);
      if (!wellFormed) return null;
      // Platform staff may work every program: for them an unknown one passes here, so a bad input answers 400 as on
      // any route, and the handler answers 404 after validation (as the college edit routes do).
      if (!program && isPrivileged(viewer.grants)) return null;
      if (!program || !canWorkPipeline(viewer.grants, program.collegeId)) throw pipelineProgramNotFound();
      return { viewer, program };
    })();
    pipelineAccessCache.set(request, pending);
  }
  return pending;
}

/** The handler's side of pipelineAccess: the program, validated. */
export async function requirePipelineProgram(request: FastifyRequest): Promise<PipelineAccess> {
  const access = await pipelineAccess(request);
  if (!access) throw pipelineProgramNotFound();
  return access;
}

// ---------------------------------------------------------------- matchmaking (issue 14.6; docs/decisions/047)

/** "Find a team" and applying to a post: player-type accounts (the college match's rule: not a recruiter, parent or guardian). */
export function requireMatchmakingPlayer(request: FastifyRequest): Promise<Viewer> {
  return requireRule(request, (viewer) => canHaveCollegeMatch(viewer.grants), MATCHMAKING_TEXTS.notAPlayer);
}

/** A team's applications (its Recruiting tab): the team's managers (owner, yes_admin, yes_developer), archived teams included. */
export async function requireTeamApplicationsReader(request: FastifyRequest, teamId: string): Promise<TeamAccess> {
  const access = await requireTeamManager(request, teamId, { allowArchived: true });
  return access;
}
