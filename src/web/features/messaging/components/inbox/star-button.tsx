import Star from 'lucide-react/icons/star';
import { cn } from '#web/lib/cn.ts';

export const STAR_LABEL = 'Star conversation';
export const UNSTAR_LABEL = 'Unstar conversation';

/** The star toggle of a conversation: pressed when starred. */
export function StarButton({ isStarred, onToggle, disabled = false, className }: {
  isStarred: boolean;
  onToggle: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={isStarred}
      aria-label={isStarred ? UNSTAR_LABEL : STAR_LABEL}
      title={isStarred ? UNSTAR_LABEL : STAR_LABEL}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-full outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60',
        isStarred ? 'text-amber-600 dark:text-amber-400' : 'text-muted-foreground hover:text-foreground',
        className,
      )}
    >
      <Star aria-hidden="true" className={cn('size-4', isStarred && 'fill-current')} />
    </button>
  );
}
