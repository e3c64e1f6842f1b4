import type { RecruitingStatus } from '#shared/value-sets.ts';
import { cn } from '#web/lib/cn.ts';
import { RECRUITING_STATUS_LABELS } from './profile-labels.ts';

/** The header's recruiting status; open stands out, the closed states are muted. */
export function RecruitingStatusChip({ status }: { status: RecruitingStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-3 py-1 text-xs font-semibold',
        status === 'open' ? 'border-primary/40 bg-primary/10 text-primary' : 'border-border bg-muted text-muted-foreground',
      )}
    >
      {RECRUITING_STATUS_LABELS[status]}
    </span>
  );
}
