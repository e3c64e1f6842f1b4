import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A small rounded label (status, mandatory, positions). */
export function Pill({ tone = 'neutral', className, children }: { tone?: PillTone; className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

export type PillTone = 'neutral' | 'primary' | 'success' | 'muted' | 'destructive';

const TONES: Record<PillTone, string> = {
  neutral: 'border-border bg-secondary text-secondary-foreground',
  primary: 'border-primary/40 bg-primary/10 text-primary',
  success: 'border-success/50 bg-success/10 text-success',
  muted: 'border-border bg-muted text-muted-foreground',
  destructive: 'border-destructive/50 bg-destructive/10 text-destructive',
};

/**
 * A practice or tournament status (spec 4): practice statuses are shown as
 * they are, tournament statuses with underscores replaced by spaces;
 * completed is styled differently, cancelled is muted.
 */
export function StatusBadge({ status, kind }: { status: string; kind: 'practice' | 'tournament' }) {
  const text = kind === 'tournament' ? status.replaceAll('_', ' ') : status;
  const tone: PillTone = status === 'completed' ? 'success' : status === 'cancelled' ? 'muted' : 'primary';
  return (
    <Pill tone={tone} className="capitalize">
      {text}
    </Pill>
  );
}
