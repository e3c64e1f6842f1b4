import { BadgeCheck } from 'lucide-react';
import { COLLEGE_TEXTS } from '#shared/contracts/colleges.ts';

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
