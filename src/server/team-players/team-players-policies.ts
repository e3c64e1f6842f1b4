/**
 * Players created by coaches (issue 11.8; docs/decisions/025).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { isAdminOrDeveloper } from '#shared/access/access-rules.ts';
import { TEAM_PLAYER_TEXTS } from '#shared/contracts/team-players.ts';
import { profileInsiderSql, profileViewerOf, profileVisibleSql } from '#server/visibility/profile-visibility-sql.ts';
import { claimLinkSenderSql, evaluatorSql } from './team-player-access-sql.ts';
import { MANAGED_TEAMS_LIMIT, managedTeamsSql } from '#server/teams/team-sql.ts';
import { rowsOf } from '#server/db/sql.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { requireUser } from '#server/auth/policies.ts';
import { requireTeamsFeature } from '#server/teams/teams-policies.ts';
import { playerNotFound } from '#server/profiles/profiles-policies.ts';

// Team managers and their teams' players, evaluations.

export interface TeamPlayersAccess {
  viewer: Viewer;
  /** yes_admin or yes_developer: manager of every team (decision 010). */
  managesAll: boolean;
  /** The live teams the viewer manages, by name (at most MANAGED_TEAMS_LIMIT). */
  teams: { id: string; name: string }[];
}

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
