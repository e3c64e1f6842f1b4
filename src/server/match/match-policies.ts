/**
 * The college match (docs/decisions/030): the player's own preferences and
 * the match on a college page.
 */
import type { FastifyRequest } from 'fastify';
import { canHaveCollegeMatch } from '#shared/access/access-rules.ts';
import { MATCH_TEXTS } from '#shared/contracts/match.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { requireRule, requireUser } from '#server/auth/policies.ts';

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
