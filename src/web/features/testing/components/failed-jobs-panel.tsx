/**
 * The Failed Jobs tab (platform admins, docs/decisions/056): background jobs
 * that failed every attempt (an email the SMTP server kept refusing, a
 * digest run that kept failing), newest first, with when, how many attempts
 * and the last error; for an email its recipient and subject only. Retry
 * gives a job one more attempt.
 */
import { format } from 'date-fns';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import type { DeadJob } from '#shared/contracts/jobs.ts';
import { JOB_TEXTS } from '#shared/contracts/jobs.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { useDeadJobs, useRetryDeadJob } from '../api/dead-jobs.ts';
import { EmptyState } from '#web/components/query-state.tsx';

const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy h:mm a');

function RetryButton({ job }: { job: DeadJob }) {
  const retry = useRetryDeadJob();
  const what = job.email ? `${job.label} to ${job.email.to}` : job.label;
  async function onRetry() {
    try {
      await retry.mutateAsync(job.id);
      toast.success(JOB_TEXTS.retried, { description: what });
    } catch (error) {
      toast.error('Could not retry the job', { description: error instanceof Error ? error.message : undefined });
    }
  }
  return (
    <Button size="sm" variant="outline" onClick={() => void onRetry()} disabled={retry.isPending} aria-label={`Retry ${what}`}>
      {retry.isPending ? <Spinner /> : <RotateCcw aria-hidden="true" />} Retry
    </Button>
  );
}

export function FailedJobsPanel() {
  const jobs = useDeadJobs();
  return (
    <section aria-labelledby="failed-jobs-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="failed-jobs-heading" className="text-xl font-semibold">Failed jobs</h2>
          <p className="text-sm text-muted-foreground">
            Emails and scheduled jobs that failed every attempt, newest first. Retry gives one another attempt.
          </p>
        </div>
        <Button variant="outline" onClick={() => void jobs.refetch()} disabled={jobs.isFetching} aria-label="Reload failed jobs">
          {jobs.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />} Reload
        </Button>
      </div>
      {jobs.isPending ? (
        <div role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> Loading failed jobs...
        </div>
      ) : jobs.isError ? (
        <FormAlert>Could not load the failed jobs: {jobs.error.message}</FormAlert>
      ) : jobs.data.jobs.length === 0 ? (
        <EmptyState>No failed jobs: every job ran or is still being retried.</EmptyState>
      ) : (
        <ul aria-label="Failed jobs" className="divide-y rounded-lg border">
          {jobs.data.jobs.map((job) => (
            <li key={job.id} className="grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-start">
              <div className="grid min-w-0 gap-1">
                <p className="font-medium">{job.label}</p>
                {job.email ? (
                  <p className="break-words text-sm">
                    To {job.email.to}: {job.email.subject}
                  </p>
                ) : null}
                <p className="text-sm text-muted-foreground">
                  Failed {when(job.failedAt)} after {job.attempts} {job.attempts === 1 ? 'attempt' : 'attempts'} (queued {when(job.createdAt)})
                </p>
                <p className="break-words text-sm text-destructive">Last error: {job.lastError}</p>
              </div>
              <RetryButton job={job} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
