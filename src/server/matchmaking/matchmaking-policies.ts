/**
 * Matchmaking (issue 14.6; docs/decisions/047): players looking for a team
 * and the team's applications.
 */
import type { FastifyRequest } from 'fastify';
import { canHaveCollegeMatch } from '#shared/access/access-rules.ts';
import { MATCHMAKING_TEXTS } from '#shared/contracts/matchmaking.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { requireRule } from '#server/auth/policies.ts';
import { requireTeamManager, type TeamAccess } from '#server/teams/teams-policies.ts';

/** "Find a team" and applying to a post: player-type accounts (the college match's rule: not a recruiter, parent or guardian). */
export function requireMatchmakingPlayer(request: FastifyRequest): Promise<Viewer> {
  return requireRule(request, (viewer) => canHaveCollegeMatch(viewer.grants), MATCHMAKING_TEXTS.notAPlayer);
}

/** A team's applications (its Recruiting tab): the team's managers (owner, yes_admin, yes_developer), archived teams included. */
export async function requireTeamApplicationsReader(request: FastifyRequest, teamId: string): Promise<TeamAccess> {
  const access = await requireTeamManager(request, teamId, { allowArchived: true });
  return access;
}
