import { cn } from '#web/lib/cn.ts';

/** Formatted JSON, scrollable, as plain text (never interpreted as markup). */
export function JsonView({ value, className, label }: { value: unknown; className?: string; label: string }) {
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className={cn(
        'max-h-[28rem] overflow-auto rounded-md border bg-muted/50 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}
