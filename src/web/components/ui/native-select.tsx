import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A styled native <select>: keyboard and screen-reader behaviour come from the browser. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm dark:[color-scheme:dark]',
        className,
      )}
      {...props}
    />
  );
}
