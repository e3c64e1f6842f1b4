/** The directory's result cards: name, place, public or private, enrollment, admission rate, tuition, claim status. */
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { COLLEGE_CONTROL_LABELS, type CollegeSummary } from '#shared/contracts/colleges.ts';
import { paths } from '#web/config/paths.ts';
import { ClaimStatusBadge } from './claim-status-badge.tsx';
import { formatCount, formatRate, formatUsd } from './college-format.ts';

export function CollegeCards({ rows }: { rows: CollegeSummary[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {rows.map((college) => (
        <li key={college.id} className="grid min-w-0 content-start gap-3 rounded-xl border bg-card p-4">
          <div className="flex min-w-0 items-start justify-between gap-3">
            <div className="grid min-w-0 gap-1">
              <h3 className="text-base leading-snug font-semibold break-words">
                <Link to={paths.college.getHref(college.slug)} className="hover:underline">
                  {college.name}
                </Link>
              </h3>
              <p className="flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {college.city}, {college.state}
              </p>
            </div>
            <ClaimStatusBadge isClaimed={college.isClaimed} />
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Type</dt>
              <dd>{COLLEGE_CONTROL_LABELS[college.control]}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Undergraduates</dt>
              <dd>{formatCount(college.undergradEnrollment)}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Admission rate</dt>
              <dd>{formatRate(college.admissionRate)}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Out-of-state tuition</dt>
              <dd>{formatUsd(college.tuitionOutOfState)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
