/**
 * The programs the signed-in user can view (issue 12.6, docs/decisions/030),
 * for the recruiter search's "Match for" picker.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { myCollegeProgramsResponseSchema } from '#shared/contracts/my-college-programs.ts';
import { requireCollegeProgramLister } from './colleges-policies.ts';
import { listMyCollegePrograms } from './edit/list-my-college-programs.ts';

export async function myCollegeProgramRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/me/college-programs',
    { config: { access: requireCollegeProgramLister }, schema: { tags: ['colleges'], response: { 200: myCollegeProgramsResponseSchema } } },
    async (request) => listMyCollegePrograms(app.ctx.db, (await requireCollegeProgramLister(request)).grants),
  );
}
