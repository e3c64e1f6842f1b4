/**
 * The college badges, for every screen that shows a college (directory
 * cards, the college page, My Lists): "Demo data" for a fictional sample
 * college, and "Claimed" / "Unclaimed".
 */
import BadgeCheck from 'lucide-react/icons/badge-check';
import FlaskConical from 'lucide-react/icons/flask-conical';
import { COLLEGE_TEXTS } from '#shared/contracts/colleges.ts';

/** "Demo data" on every card and page of a fictional sample college (RECRUITING.md "Demo data honesty"). */
export function DemoBadge({ isDemo }: { isDemo: boolean }) {
  if (!isDemo) return null;
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full border border-amber-500/60 bg-amber-500/10 px-2.5 py-0.5 text-xs font-semibold text-amber-800 dark:text-amber-300">
      <FlaskConical aria-hidden="true" className="size-3.5" />
      {COLLEGE_TEXTS.demo}
    </span>
  );
}

/** "Claimed" once platform staff approved a claim of the page (docs/decisions/032), "Unclaimed" until then. */
export function ClaimStatusBadge({ isClaimed }: { isClaimed: boolean }) {
  if (isClaimed) {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 rounded-full border border-primary/40 bg-primary/10 px-2.5 py-0.5 text-xs font-medium text-primary">
        <BadgeCheck aria-hidden="true" className="size-3.5" />
        {COLLEGE_TEXTS.claimed}
      </span>
    );
  }
  return (
    <span className="inline-flex shrink-0 items-center rounded-full border border-dashed px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
      {COLLEGE_TEXTS.unclaimed}
    </span>
  );
}
