/**
 * CSRF defence for every state-changing request (POST, PUT, PATCH, DELETE),
 * better-auth's included, in one hook (issue 10.9): a browser says where a
 * request comes from, and a page the server does not trust (another site,
 * or another port of this host) is refused with 403 before any route runs.
 * - Origin present: it must be trusted (trusted-origins.ts); "null" is not.
 * - No Origin: Sec-Fetch-Site cross-site or same-site is refused;
 *   same-origin and none (typed in the address bar) pass.
 * - Neither header: not a browser (scripts, app.inject) and no cookie is
 *   ridden, so it passes to the route's own checks.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { isTrustedOrigin, untrustedOriginMessage } from './trusted-origins.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The refusal message for this request, or null when it may proceed. */
export function originRefusal(request: Pick<FastifyRequest, 'method' | 'headers'>, trusted: readonly string[]): string | null {
  if (!STATE_CHANGING.has(request.method)) return null;
  const origin = request.headers.origin;
  if (origin !== undefined) return isTrustedOrigin(origin, trusted) ? null : untrustedOriginMessage(origin, trusted);
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return untrustedOriginMessage(`another site (Sec-Fetch-Site: ${site})`, trusted);
  return null;
}

export function registerOriginCheck(app: FastifyInstance, trusted: readonly string[]) {
  app.addHook('onRequest', async (request) => {
    const refusal = originRefusal(request, trusted);
    if (refusal) throw new AppError('forbidden', refusal);
  });
}
