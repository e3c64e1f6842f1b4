/**
 * /api/auth/*: better-auth's endpoints (sign-in, sign-out, session, reset,
 * change password). The requests that guess secrets are rate limited; the
 * raw sign-up endpoint is closed because sign-up must pass the age rules of
 * /api/account/sign-up.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { authRateLimit } from '#server/http/rate-limits.ts';
import { forwardToAuth } from './auth-bridge.ts';

const RATE_LIMITED_PATHS = ['/api/auth/sign-in/email', '/api/auth/request-password-reset', '/api/auth/reset-password'];

export async function authRoutes(app: FastifyInstance) {
  const forward = (request: Parameters<typeof forwardToAuth>[2], reply: Parameters<typeof forwardToAuth>[3]) =>
    forwardToAuth(app.ctx.auth, app.ctx.baseUrl, request, reply);

  for (const url of RATE_LIMITED_PATHS) {
    app.post(url, { config: { rateLimit: authRateLimit(app) }, schema: { hide: true } }, forward);
  }
  app.post('/api/auth/sign-up/email', { schema: { hide: true } }, async () => {
    throw new AppError('not_found', 'Sign up at /api/account/sign-up.');
  });
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', schema: { hide: true }, handler: forward });
}
