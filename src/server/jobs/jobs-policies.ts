/** Who may see and retry dead-lettered jobs (docs/decisions/056): platform admins. */
import type { FastifyRequest } from 'fastify';
import { AppError } from '#shared/app-error.ts';
import { canManageJobs } from '#shared/access/access-rules.ts';
import { JOB_TEXTS } from '#shared/contracts/jobs.ts';
import type { Viewer } from '#server/auth/current-user.ts';
import { requireUser } from '#server/auth/policies.ts';

export async function requireJobAdmin(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireUser(request);
  if (!canManageJobs(viewer.grants)) throw new AppError('forbidden', JOB_TEXTS.onlyAdmins);
  return viewer;
}
