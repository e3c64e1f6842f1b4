import { z } from 'zod';
import { COLLEGE_SCOPED_ROLES, ROLES } from '../access/roles.ts';

export const userIdParamsSchema = z.object({ userId: z.string().min(1).max(64) });

export const roleGrantBodySchema = z
  .object({ role: z.enum(ROLES), collegeId: z.uuid().nullable().default(null) })
  .refine((value) => !COLLEGE_SCOPED_ROLES.includes(value.role) || value.collegeId !== null, {
    path: ['collegeId'],
    message: 'This role needs a college',
  });

export const userRolesResponseSchema = z.object({
  userId: z.string(),
  roles: z.array(z.object({ role: z.enum(ROLES), collegeId: z.string().nullable() })),
  /** The names of the colleges the roles name, by id (docs/decisions/032). */
  collegeNames: z.record(z.string(), z.string()),
});
