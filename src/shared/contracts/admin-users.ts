/** GET /api/admin/users?email=: find one account by its exact email, for role grants. */
import { z } from 'zod';
import { roleGrantSchema } from './me.ts';

export const findUserQuerySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address')),
});
export type FindUserQuery = z.infer<typeof findUserQuerySchema>;

export const foundUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  roles: z.array(roleGrantSchema),
  /** The names of the colleges the roles name, by id (docs/decisions/032). */
  collegeNames: z.record(z.string(), z.string()),
});
export type FoundUser = z.infer<typeof foundUserSchema>;

export const findUserResponseSchema = z.object({ user: foundUserSchema });
