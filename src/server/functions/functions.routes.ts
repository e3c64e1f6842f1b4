/** Server functions for platform staff: list them, run one with a JSON body. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#shared/app-error.ts';
import {
  functionBodySchema,
  functionListResponseSchema,
  functionNameParamsSchema,
  functionRunResponseSchema,
  UNKNOWN_FUNCTION,
} from '#shared/contracts/functions.ts';
import { requirePrivileged } from '#server/auth/policies.ts';
import { userAgentOf } from '#server/tracking/log-activity.ts';
import { findServerFunction, SERVER_FUNCTIONS } from './function-registry.ts';

export async function functionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: requirePrivileged };

  api.get('/api/admin/functions', { config, schema: { tags: ['admin'], response: { 200: functionListResponseSchema } } }, async (request) => {
    await requirePrivileged(request);
    return {
      functions: SERVER_FUNCTIONS.map(({ name, description, exampleBody }) => ({ name, description, exampleBody })),
    };
  });

  api.post(
    '/api/admin/functions/:functionName',
    {
      config,
      schema: {
        tags: ['admin'],
        params: functionNameParamsSchema,
        body: functionBodySchema,
        response: { 200: functionRunResponseSchema },
      },
    },
    async (request) => {
      const viewer = await requirePrivileged(request);
      const fn = findServerFunction(request.params.functionName);
      if (!fn) throw new AppError('not_found', UNKNOWN_FUNCTION);
      const started = performance.now();
      const result = await fn.run({ ctx: app.ctx, viewer, userAgent: userAgentOf(request.headers['user-agent']) }, request.body);
      return { name: fn.name, durationMs: Math.round((performance.now() - started) * 100) / 100, result };
    },
  );
}
