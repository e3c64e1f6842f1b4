import { cn } from '#web/lib/cn.ts';
import { valueLabel } from './role-labels.ts';

const LEADER_ROLES = new Set(['captain', 'co_captain', 'head_coach', 'admin', 'manager']);

/** A player or staff role as a small pill; leaders stand out. */
export function RoleBadge({ role, className }: { role: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        LEADER_ROLES.has(role) ? 'border-primary/40 bg-primary/15 text-foreground' : 'border-border bg-muted text-muted-foreground',
        className,
      )}
    >
      {valueLabel(role)}
    </span>
  );
}
