/**
 * The signed-in user's own sessions (decision 016): list them, end one,
 * end all but this one. Our routes, not better-auth's list-sessions and
 * revoke endpoints, which answer with session tokens and stay closed.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSessionsResponseSchema,
  revokedSessionsResponseSchema,
  sessionIdParamsSchema,
} from '#shared/contracts/sessions.ts';
import { requireUser } from '#server/auth/policies.ts';
import { listSessions } from './list-sessions.ts';
import { revokeOtherSessions } from './revoke-other-sessions.ts';
import { revokeSession } from './revoke-session.ts';

export const SESSIONS_PATH = '/api/account/sessions';
/** These take no body: none, or an empty object. */
const noBody = z.object({}).strict().nullish();

export async function sessionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    SESSIONS_PATH,
    { schema: { tags: ['account'], response: { 200: accountSessionsResponseSchema } } },
    async (request) => ({ sessions: await listSessions(app.ctx, await requireUser(request)) }),
  );

  api.delete(
    `${SESSIONS_PATH}/:sessionId`,
    {
      schema: {
        tags: ['account'],
        params: sessionIdParamsSchema,
        body: noBody,
        response: { 200: revokedSessionsResponseSchema },
      },
    },
    async (request) => {
      await revokeSession(app.ctx, await requireUser(request), request.params.sessionId);
      return { revoked: 1 };
    },
  );

  api.post(
    `${SESSIONS_PATH}/revoke-others`,
    { schema: { tags: ['account'], body: noBody, response: { 200: revokedSessionsResponseSchema } } },
    async (request) => ({ revoked: await revokeOtherSessions(app.ctx, await requireUser(request)) }),
  );
}
