import { FlaskConical } from 'lucide-react';
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
