/**
 * Rate limits counted per signed-in account (docs/decisions/017): they key on
 * the session's viewer, so they live with auth, above http/rate-limits.ts
 * (which knows nothing of sessions, docs/decisions/058).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EMAIL_SEARCH_RATE_LIMIT_MESSAGE,
  refusal,
  type RateLimitMessage,
  type RateLimitSettings,
} from '#server/http/rate-limits.ts';
import { getViewer } from './current-user.ts';

/** Counted per signed-in account (a visitor without one: per address; the route then refuses them anyway). */
async function accountKey(request: FastifyRequest) {
  const viewer = await getViewer(request);
  return viewer ? `user:${viewer.userId}` : `address:${request.ip}`;
}

export function perAccountRateLimit(settings: RateLimitSettings, message: RateLimitMessage) {
  return {
    max: settings.max,
    timeWindow: settings.windowSeconds * 1000,
    keyGenerator: accountKey,
    errorResponseBuilder: refusal(message),
  };
}

/** People search: only queries by email address count (finding an account by its address is what must stay slow). */
export function emailSearchRateLimit(app: FastifyInstance) {
  return {
    ...perAccountRateLimit(app.rateLimits.emailSearches, EMAIL_SEARCH_RATE_LIMIT_MESSAGE),
    allowList: (request: FastifyRequest) => !String((request.query as { q?: unknown } | undefined)?.q ?? '').includes('@'),
  };
}
