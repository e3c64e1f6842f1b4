import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimAccountBodySchema,
  claimInfoResponseSchema,
  claimTokenParamsSchema,
  confirmEmailBodySchema,
  signUpBodySchema,
  updateAccountBodySchema,
} from '#shared/contracts/account.ts';
import { meResponseSchema } from '#shared/contracts/me.ts';
import { CLIENT_IP_HEADER } from '#server/auth/auth.ts';
import { getViewer } from '#server/auth/current-user.ts';
import { requireUser } from '#server/auth/policies.ts';
import { getCallerFlags } from '#server/flags/caller-flags.ts';
import { authRateLimit } from '#server/http/rate-limits.ts';
import { claimAccount, getClaimInfo } from './claim-account.ts';
import { confirmEmail } from './confirm-email.ts';
import { getMe } from './get-me.ts';
import { signUp } from './sign-up.ts';
import { updateAccount } from './update-account.ts';

const okSchema = z.object({ ok: z.literal(true) });

/** The caller's user agent and address, for better-auth's session record. */
export function forwardedHeaders(request: FastifyRequest) {
  const headers = new Headers();
  if (request.headers['user-agent']) headers.set('user-agent', request.headers['user-agent']);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

export async function accountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/me',
    { schema: { tags: ['account'], response: { 200: meResponseSchema } } },
    async (request) => getMe(app.ctx, await getViewer(request), getCallerFlags(request)),
  );

  // The same answer for a new and a taken email (docs/decisions/017): nobody is signed in, an email goes out either way.
  api.post(
    '/api/account/sign-up',
    {
      config: { rateLimit: authRateLimit(app) },
      schema: { tags: ['account'], body: signUpBodySchema, response: { 202: okSchema } },
    },
    async (request, reply) => {
      await signUp(app.ctx, request.body);
      return reply.status(202).send({ ok: true });
    },
  );

  api.post(
    '/api/account/confirm-email',
    {
      config: { rateLimit: authRateLimit(app) },
      schema: { tags: ['account'], body: confirmEmailBodySchema, response: { 200: okSchema } },
    },
    async (request, reply) => {
      const { setCookies } = await confirmEmail(app.ctx, request.body.token, forwardedHeaders(request));
      return reply.header('set-cookie', setCookies).send({ ok: true });
    },
  );

  api.patch(
    '/api/account',
    { schema: { tags: ['account'], body: updateAccountBodySchema, response: { 200: meResponseSchema } } },
    async (request) => {
      const viewer = await requireUser(request);
      await updateAccount(app.ctx, viewer, request.body);
      return getMe(app.ctx, { ...viewer, fullName: request.body.displayName ?? viewer.fullName }, getCallerFlags(request));
    },
  );

  api.get(
    '/api/account/claim/:token',
    { schema: { tags: ['account'], params: claimTokenParamsSchema, response: { 200: claimInfoResponseSchema } } },
    async (request) => getClaimInfo(app.ctx, request.params.token),
  );

  api.post(
    '/api/account/claim',
    {
      config: { rateLimit: authRateLimit(app) },
      schema: { tags: ['account'], body: claimAccountBodySchema, response: { 200: okSchema } },
    },
    async (request, reply) => {
      const { setCookies } = await claimAccount(app.ctx, request.body, forwardedHeaders(request));
      return reply.header('set-cookie', setCookies).send({ ok: true });
    },
  );
}
