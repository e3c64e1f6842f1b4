/**
 * /api/auth/*: the better-auth endpoints the product uses (sign-in,
 * sign-out, reset, change password), each validated with zod before it is
 * handed to better-auth. Only these are exposed: better-auth's other
 * endpoints (update-user, change-email, list-sessions, ...) would bypass
 * our validation and the account rules, so they answer 404. The requests
 * that guess secrets are rate limited (sign-in: failures per account and
 * address; change-password: per account; the others per address); the
 * raw sign-up endpoint is closed
 * because sign-up must pass the age rules of /api/account/sign-up.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#shared/app-error.ts';
import {
  changePasswordBodySchema,
  requestResetBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
} from '#shared/contracts/account.ts';
import { perAccountRateLimit } from './account-rate-limits.ts';
import { authRateLimit, RATE_LIMIT_MESSAGE } from '#server/http/rate-limits.ts';
import { forwardToAuth } from './auth-bridge.ts';
import { changePassword } from './change-password.ts';
import { assertPasswordFitsEmail, findResetTokenUser } from './password-rule.ts';
import { recordOutcome, refuseWhileLocked } from './sign-in-throttle.ts';

/**
 * better-auth's answers, as the document declares them (the bridge sends
 * its text as it is, without the session token: auth-bridge.ts).
 */
const authUserSchema = z.looseObject({ id: z.string(), email: z.string() });
const signedInSchema = z.looseObject({ redirect: z.boolean(), user: authUserSchema });
const passwordChangedSchema = z.looseObject({ user: authUserSchema });
const statusSchema = z.looseObject({ status: z.boolean() });
const signedOutSchema = z.looseObject({ success: z.boolean() });

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const forward = (request: FastifyRequest, reply: FastifyReply) =>
    forwardToAuth(app.ctx.auth, app.ctx.baseUrl, request, reply);
  const limited = { rateLimit: authRateLimit(app) };

  // Sign-in counts failures only, per account and address (sign-in-throttle.ts, docs/decisions/017).
  api.post(
    '/api/auth/sign-in/email',
    {
      preHandler: refuseWhileLocked,
      onSend: async (request, reply, payload) => {
        await recordOutcome(request, reply);
        return payload;
      },
      schema: { tags: ['auth'], body: signInBodySchema, response: { 200: signedInSchema } },
    },
    forward,
  );
  api.post(
    '/api/auth/request-password-reset',
    { config: limited, schema: { tags: ['auth'], body: requestResetBodySchema, response: { 200: statusSchema } } },
    forward,
  );
  api.post(
    '/api/auth/reset-password',
    { config: limited, schema: { tags: ['auth'], body: resetPasswordBodySchema, response: { 200: statusSchema } } },
    async (request, reply) => {
      // The email part of the password rule; an unknown token is left to better-auth's answer.
      const user = await findResetTokenUser(app.ctx, request.body.token);
      if (user) assertPasswordFitsEmail(request.body.newPassword, user.email, 'newPassword');
      return forward(request, reply);
    },
  );
  api.post(
    '/api/auth/change-password',
    {
      // Guesses of the current password count per account.
      config: { rateLimit: perAccountRateLimit(app.rateLimits.auth, RATE_LIMIT_MESSAGE) },
      schema: {
        tags: ['auth'],
        body: changePasswordBodySchema.extend({ revokeOtherSessions: z.boolean().optional() }),
        response: { 200: passwordChangedSchema },
      },
    },
    (request, reply) => changePassword(app.ctx, request.body.newPassword, request, reply),
  );
  api.post(
    '/api/auth/sign-out',
    { schema: { tags: ['auth'], body: z.object({}).nullish(), response: { 200: signedOutSchema } } },
    forward,
  );

  app.post('/api/auth/sign-up/email', { schema: { hide: true } }, async () => {
    throw new AppError('not_found', 'Sign up at /api/account/sign-up.');
  });
}
