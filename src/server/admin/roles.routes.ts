import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleGrantBodySchema, userIdParamsSchema, userRolesResponseSchema } from '#shared/contracts/roles.ts';
import { ROLES } from '#shared/access/roles.ts';
import { requireRoleManager } from '#server/auth/policies.ts';
import { grantRole, listUserRoles, revokeRole } from './manage-roles.ts';

export async function roleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: requireRoleManager };

  api.get(
    '/api/admin/users/:userId/roles',
    { config: access, schema: { tags: ['admin'], params: userIdParamsSchema, response: { 200: userRolesResponseSchema } } },
    async (request) => {
      await requireRoleManager(request);
      return listUserRoles(app.ctx, request.params.userId);
    },
  );

  api.post(
    '/api/admin/users/:userId/roles',
    {
      config: access,
      schema: {
        tags: ['admin'],
        params: userIdParamsSchema,
        body: roleGrantBodySchema,
        response: { 201: userRolesResponseSchema },
      },
    },
    async (request, reply) => {
      await requireRoleManager(request);
      await grantRole(app.ctx, request.params.userId, request.body);
      return reply.status(201).send(await listUserRoles(app.ctx, request.params.userId));
    },
  );

  api.delete(
    '/api/admin/users/:userId/roles/:role',
    {
      config: access,
      schema: {
        tags: ['admin'],
        params: userIdParamsSchema.extend({ role: z.enum(ROLES) }),
        querystring: z.object({ collegeId: z.uuid().optional() }),
        response: { 200: userRolesResponseSchema },
      },
    },
    async (request) => {
      await requireRoleManager(request);
      await revokeRole(app.ctx, request.params.userId, {
        role: request.params.role,
        collegeId: request.query.collegeId ?? null,
      });
      return listUserRoles(app.ctx, request.params.userId);
    },
  );
}
