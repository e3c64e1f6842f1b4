/**
 * Every server-side access decision goes through here. Each policy takes
 * the request, finds the viewer and either returns it or throws the
 * AppError the API answers with. The rules themselves are the shared pure
 * functions of #shared/access-rules.ts, so client and server agree.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import {
  canCreateTeam,
  canManageRoles,
  canReadOutbox,
  canWriteContent,
  isAdminOrDeveloper,
  isPrivileged,
  isRecruiter,
  isTeamManager,
  tierAllows,
  type TierFeature,
} from '#shared/access-rules.ts';
import { MESSAGING_TEXTS } from '#shared/contracts/messaging.ts';
import { PLAYER_SEARCH_TEXTS } from '#shared/contracts/player-search.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { flagEnabled } from '#shared/flags.ts';
import type { ConversationType, SubscriptionTier, TeamInvitationKind } from '#shared/value-sets.ts';
import type { Database } from '#server/db/client.ts';
import { conversationParticipants, conversations } from '#server/db/schema/messaging.ts';
import { teamInvitations, teamMembers, teamStaff, teams } from '#server/db/schema/teams.ts';
import { evaluateFlagsFor } from '#server/flags/load-flags.ts';
import { conversationReachabilitySql, guardianConversationIdsSql } from '#server/messaging/reachability-sql.ts';
import { profileViewerOf, type ProfileViewer } from '#server/profiles/profile-visibility-sql.ts';
import { rowsOf } from '#server/teams/team-sql.ts';
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

// ---------------------------------------------------------------- guardians and consent (issue 11.5; docs/decisions/021)
// Guardian invitations, approvals, the guardian page, export and deletion.

// ---------------------------------------------------------------- My Lists (issue 11.7; docs/decisions/024)
// Lists are private to their owner.

// ---------------------------------------------------------------- players created by coaches (issue 11.8; docs/decisions/025)
// Team managers and their teams' players, evaluations.
