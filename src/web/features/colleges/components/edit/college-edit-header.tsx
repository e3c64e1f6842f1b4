/** The edit page's header: the college's name and place, its badges, and "Preview public page". */
import { Eye, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { CollegeEdit } from '#shared/contracts/college-edit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { ClaimStatusBadge } from '../claim-status-badge.tsx';
import { DemoBadge } from '../demo-badge.tsx';

export function CollegeEditHeader({ college }: { college: CollegeEdit['college'] }) {
  return (
    <header className="grid gap-3 rounded-xl border bg-card p-5 sm:p-6">
      <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Edit college page</p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">{college.name}</h1>
        <div className="flex flex-wrap gap-2">
          <DemoBadge isDemo={college.isDemo} />
          <ClaimStatusBadge isClaimed={college.isClaimed} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="inline-flex items-center gap-1 text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {college.city}, {college.state}
        </p>
        <Button asChild variant="outline">
          <Link to={paths.college.getHref(college.slug)}>
            <Eye aria-hidden="true" /> Preview public page
          </Link>
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        The institution’s facts (name, place, website, enrollment, admission, test scores, tuition) come from public data and cannot be edited here.
      </p>
    </header>
  );
}
