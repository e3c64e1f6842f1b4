import { COLLEGE_TEXTS } from '#shared/contracts/colleges.ts';

/** "Unclaimed" until the college's staff claim the page (claims come with a later slice of issue 12). */
export function ClaimStatusBadge({ isClaimed }: { isClaimed: boolean }) {
  if (isClaimed) return null;
  return (
    <span className="inline-flex shrink-0 items-center rounded-full border border-dashed px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
      {COLLEGE_TEXTS.unclaimed}
    </span>
  );
}
