/**
 * Dead-lettered jobs for platform admins (docs/decisions/056), shown in
 * /testing: GET /api/admin/jobs/dead lists them, POST
 * /api/admin/jobs/:jobId/retry gives one another attempt and answers the
 * list without it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deadJobsResponseSchema, jobIdParamsSchema } from '#shared/contracts/jobs.ts';
import { listDeadJobs } from './list-dead-jobs.ts';
import { requireJobAdmin } from './jobs-policies.ts';
import { retryDeadJob } from './retry-dead-job.ts';

export async function jobRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/admin/jobs/dead',
    { config: { access: requireJobAdmin }, schema: { tags: ['admin'], response: { 200: deadJobsResponseSchema } } },
    async (request) => {
      await requireJobAdmin(request);
      return { jobs: await listDeadJobs(app.ctx.db) };
    },
  );
  typed.post(
    '/api/admin/jobs/:jobId/retry',
    { config: { access: requireJobAdmin }, schema: { tags: ['admin'], params: jobIdParamsSchema, response: { 200: deadJobsResponseSchema } } },
    async (request) => {
      await requireJobAdmin(request);
      await retryDeadJob(app.ctx, request.params.jobId);
      // The list without the retried job (until it fails again).
      return { jobs: await listDeadJobs(app.ctx.db) };
    },
  );
}
