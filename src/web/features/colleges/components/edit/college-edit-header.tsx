/** The edit page's header: the college's name and place, its badges, "Plan and billing" for who manages it, and "Preview public page". */
import CreditCard from 'lucide-react/icons/credit-card';
import Eye from 'lucide-react/icons/eye';
import MapPin from 'lucide-react/icons/map-pin';
import { Link } from 'react-router';
import type { CollegeEdit } from '#shared/contracts/college-edit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { ClaimStatusBadge } from '../claim-status-badge.tsx';
import { DemoBadge } from '../demo-badge.tsx';

/** `showPlan`: the viewer can manage a program of the college (its program admins, platform admins), who read its plan. */
export function CollegeEditHeader({ college, showPlan = false }: { college: CollegeEdit['college']; showPlan?: boolean }) {
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
        <div className="flex flex-wrap gap-2">
          {showPlan ? (
            <Button asChild variant="outline">
              <Link to={paths.subscription.getHref({ type: 'college', id: college.id })}>
                <CreditCard aria-hidden="true" /> Plan and billing
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to={paths.college.getHref(college.slug)}>
              <Eye aria-hidden="true" /> Preview public page
            </Link>
          </Button>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        The institution’s facts (name, place, website, enrollment, admission, test scores, tuition) come from public data and cannot be edited here.
      </p>
    </header>
  );
}
