/** A form's status as a small label: Draft, Published (Version N), Closed. */
import type { InterestFormStatus } from '#shared/recruiting/recruiting-values.ts';
import { cn } from '#web/lib/cn.ts';

export const INTEREST_FORM_STATUS_LABELS: Record<InterestFormStatus, string> = { draft: 'Draft', published: 'Published', closed: 'Closed' };

export function InterestFormStatusBadge({ status }: { status: InterestFormStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        status === 'published' ? 'border-success/50 bg-success/10 text-success' : status === 'closed' ? 'border-border bg-muted text-muted-foreground' : 'border-primary/40 bg-primary/10 text-foreground',
      )}
    >
      {INTEREST_FORM_STATUS_LABELS[status]}
    </span>
  );
}
