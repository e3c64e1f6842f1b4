/**
 * Dead-lettered background jobs for platform admins (docs/decisions/056):
 * what failed, when, how often it was tried and the last error. For an
 * email, its recipient and subject; never its body or a job's payload.
 */
import { z } from 'zod';

export const DEAD_JOBS_LIMIT = 100;

export const deadJobSchema = z.object({
  id: z.string(),
  /** The queue's name (email-delivery, response-digests, ...). */
  name: z.string(),
  /** What admins read: "Email delivery", "Response digests", ... */
  label: z.string(),
  /** When the job was created. */
  createdAt: z.string(),
  /** When its last attempt failed. */
  failedAt: z.string(),
  attempts: z.number().int(),
  lastError: z.string(),
  /** Email deliveries only. */
  email: z.object({ to: z.string(), subject: z.string() }).nullable(),
});
export type DeadJob = z.infer<typeof deadJobSchema>;

export const deadJobsResponseSchema = z.object({ jobs: z.array(deadJobSchema) });
export type DeadJobsResponse = z.infer<typeof deadJobsResponseSchema>;

export const jobIdParamsSchema = z.object({ jobId: z.uuid('Enter a valid job id') });

export const JOB_TEXTS = {
  notDead: 'This job is not waiting for a retry: it was retried already or it did not fail.',
  onlyAdmins: 'Only platform admins can see and retry failed jobs.',
  retried: 'Job queued for another attempt',
} as const;
