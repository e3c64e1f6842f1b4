/** The notice an adult sees above the composer or the Create button when a player under 18 is in the conversation (docs/decisions/077). */
import ShieldCheck from 'lucide-react/icons/shield-check';
import { cn } from '#web/lib/cn.ts';

export function MinorNoticeBox({ id, text, className }: { id?: string; text: string; className?: string }) {
  return (
    <p
      id={id}
      role="note"
      data-testid="minor-notice"
      className={cn('flex items-start gap-2 rounded-md border border-primary/40 bg-primary/10 px-3 py-2 text-sm text-foreground', className)}
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{text}</span>
    </p>
  );
}
