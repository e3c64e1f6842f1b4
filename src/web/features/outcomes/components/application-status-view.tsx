/** One application's status on /recruiting-status/{id} (docs/decisions/041): never the answers or the staff's notes. */
import { Link } from 'react-router';
import type { ApplicationStatus } from '#shared/contracts/outcomes.ts';
import { SUBMISSION_STATUS_LABELS } from '#shared/recruiting/outcome-texts.ts';
import { paths } from '#web/config/paths.ts';

const dateTime = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function ApplicationStatusView({ application }: { application: ApplicationStatus }) {
  return (
    <article className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Application status</p>
      <h1 className="text-2xl font-bold sm:text-3xl">{SUBMISSION_STATUS_LABELS[application.status]}</h1>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted-foreground">College</dt>
          <dd className="font-medium">
            <Link className="underline underline-offset-4" to={paths.college.getHref(application.college.slug)}>
              {application.college.name}
            </Link>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Program</dt>
          <dd className="font-medium">{application.titleName}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Form</dt>
          <dd className="font-medium">{application.formTitle}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Submitted</dt>
          <dd className="font-medium">{dateTime(application.submittedAt)}</dd>
        </div>
      </dl>
    </article>
  );
}
