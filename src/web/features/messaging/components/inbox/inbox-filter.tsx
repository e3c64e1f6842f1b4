import { cn } from '#web/lib/cn.ts';
import type { InboxFilter as Filter } from '../../api/get-inbox.ts';

const CHOICES: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'starred', label: 'Starred' },
];

/** All or Starred; the route keeps the choice in the URL (?filter=starred). */
export function InboxFilter({ value, onChange }: { value: Filter; onChange: (value: Filter) => void }) {
  return (
    <div role="group" aria-label="Show conversations" className="inline-flex rounded-lg bg-muted p-1">
      {CHOICES.map((choice) => {
        const isActive = choice.value === value;
        return (
          <button
            key={choice.value}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(choice.value)}
            className={cn(
              'h-8 rounded-md px-4 text-sm font-semibold transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
              isActive ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
