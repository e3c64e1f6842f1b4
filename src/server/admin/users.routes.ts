/** GET /api/admin/users?email=: the role manager finds an account to grant roles to. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findUserQuerySchema, findUserResponseSchema } from '#shared/contracts/admin-users.ts';
import { requireRoleManager } from '#server/auth/policies.ts';
import { findUserByEmail } from './find-user.ts';

export async function adminUserRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/users',
    { config: { access: requireRoleManager }, schema: { tags: ['admin'], querystring: findUserQuerySchema, response: { 200: findUserResponseSchema } } },
    async (request) => {
      await requireRoleManager(request);
      return findUserByEmail(app.ctx, request.query.email);
    },
  );
}
