/**
 * The signed-in home (issue 26.2, docs/decisions/068): every signed-in user
 * has one, and it holds only what is theirs (their profile, teams,
 * conversations, and a guardian's own players), so the one rule is being
 * signed in; signed out, 401.
 */
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '#server/auth/current-user.ts';
import { requireUser } from '#server/auth/policies.ts';

export function requireHomeViewer(request: FastifyRequest): Promise<Viewer> {
  return requireUser(request);
}
