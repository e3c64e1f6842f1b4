/**
 * Team access (spec 6): the teams feature flag, team insiders and managers,
 * invitations and tier gating. Built on the core of auth/policies.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { canCreateTeam, isAdminOrDeveloper, isPrivileged, isTeamManager, tierAllows, type TierFeature } from '#shared/access/access-rules.ts';
import { TEAM_CREATE_LIMIT, TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { RSVP_TEXTS } from '#shared/contracts/teams-rsvp.ts';
import { flagEnabled } from '#shared/access/flags.ts';
import type { SubscriptionTier, TeamInvitationKind } from '#shared/value-sets.ts';
import { teamInvitations, teamMembers, teamStaff, teams } from '#server/db/schema/teams.ts';
import { liveRosterRow, minorSql, rowsOf } from '#server/db/sql.ts';
import { getCallerFlags } from '#server/flags/caller-flags.ts';
import { getViewer, type Viewer } from '#server/auth/current-user.ts';
import { requireUser } from '#server/auth/policies.ts';

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
  const flags = await getCallerFlags(request);
  if (!flagEnabled(flags, 'teams_management')) throw new AppError('forbidden', TEAM_TEXTS.featureUnavailable);
  return viewer;
}

/**
 * Create Team (docs/decisions/071): signed in, feature on, a role canCreateTeam
 * allows, 18 or older (no birth date on record counts as adult, decision 004),
 * and, unless platform staff, fewer than TEAM_CREATE_LIMIT active teams owned.
 */
export async function requireTeamCreator(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireUser(request);
  await requireTeamsFeature(request);
  if (!canCreateTeam(viewer.grants)) throw new AppError('forbidden', TEAM_TEXTS.notTeamCreator);
  const [row] = await rowsOf<{ minor: boolean; owned: number }>(
    request.server.ctx.db,
    sql`select coalesce((select ${minorSql('up')} from user_profiles up where up.user_id = ${viewer.userId}), false) as minor,
      (select count(*)::int from teams t where t.owner_user_id = ${viewer.userId} and t.archived_at is null) as owned`,
  );
  if (row?.minor) throw new AppError('forbidden', TEAM_TEXTS.creatorMinor);
  if (!isPrivileged(viewer.grants) && (row?.owned ?? 0) >= TEAM_CREATE_LIMIT) {
    throw new AppError('conflict', TEAM_TEXTS.teamCreateLimit(TEAM_CREATE_LIMIT));
  }
  return viewer;
}

/**
 * The public team page (docs/decisions/071): anyone while teams_management is
 * on for them (admins and developers always); what each viewer sees is the
 * loader's (adults by name to signed-in users only).
 */
export function requireTeamPageReader(request: FastifyRequest): Promise<Viewer | null> {
  return requireTeamsFeature(request);
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

export interface GuardianPracticeAccess {
  viewer: Viewer;
  playerUserId: string;
}

/**
 * A guardian answering practices for their minor (issue 26.9,
 * docs/decisions/073): an active guardian (guardian_links status active) of
 * a player under 18. The player themself gets 403 (they answer on the
 * team's own screen); anyone else, teammates, team managers and platform
 * staff included, gets 404 "Player not found", the answer for an unknown id.
 * One statement.
 */
export async function requireGuardianOfMinor(request: FastifyRequest, playerUserId: string): Promise<GuardianPracticeAccess> {
  const viewer = await requireUser(request);
  if (viewer.userId === playerUserId) throw new AppError('forbidden', RSVP_TEXTS.playerAnswersOnTeamPage);
  const [row] = await rowsOf<{ ok: boolean }>(
    request.server.ctx.db,
    sql`select true as ok from guardian_links gl
      join user_profiles up on up.user_id = gl.player_user_id
      where gl.player_user_id = ${playerUserId} and gl.guardian_user_id = ${viewer.userId} and gl.status = 'active'
        and ${minorSql('up')}
      limit 1`,
  );
  if (!row) throw new AppError('not_found', RSVP_TEXTS.guardianPlayerNotFound);
  return { viewer, playerUserId };
}

/**
 * The practice a guardian answers for their minor: a practice of a team the
 * player is on now (an active roster row), not archived; any other practice
 * is 404 "Practice not found", whether or not it exists. One statement.
 */
export async function requireGuardianPractice(
  request: FastifyRequest,
  playerUserId: string,
  practiceId: string,
): Promise<GuardianPracticeAccess & { practice: { id: string; teamId: string; status: string; archived: boolean } }> {
  const access = await requireGuardianOfMinor(request, playerUserId);
  const [practice] = await rowsOf<{ id: string; teamId: string; status: string; archived: boolean }>(
    request.server.ctx.db,
    sql`select p.id, p.team_id as "teamId", p.status, t.archived_at is not null as archived
      from team_practices p join teams t on t.id = p.team_id
      where p.id = ${practiceId}
        and (exists (select 1 from team_members m where m.team_id = p.team_id and m.user_id = ${playerUserId} and ${liveRosterRow('m')})
          or exists (select 1 from team_staff s where s.team_id = p.team_id and s.user_id = ${playerUserId} and ${liveRosterRow('s')}))`,
  );
  if (!practice) throw new AppError('not_found', RSVP_TEXTS.practiceNotFound);
  return { ...access, practice };
}
