import type { RateLimitMessage } from '#server/http/rate-limits.ts';

/**
 * The body a 429 answer must carry: its message built from the answer's own
 * Retry-After, so the wait it names is the header's (a fixed message as is).
 */
export function rateLimitedBody(response: { headers: Record<string, unknown> }, message: RateLimitMessage) {
  const retryAfter = Number(response.headers['retry-after']);
  if (!(retryAfter > 0)) throw new Error(`no Retry-After on the 429: ${String(response.headers['retry-after'])}`);
  return { error: { code: 'rate_limited', message: typeof message === 'string' ? message : message(retryAfter) } };
}
