import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import SearchX from 'lucide-react/icons/search-x';
import type { ReactNode } from 'react';
import { RetryButton } from '#web/components/query-state.tsx';

/** The in-page state when a list or page failed to load (the toast says so too), with a retry. */
export function LoadErrorPanel({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 px-6 py-12 text-center">
      <CircleAlert aria-hidden="true" className="size-10 text-destructive" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      <RetryButton label="Try Again" onRetry={onRetry} />
    </div>
  );
}

/** A slug that matches nothing the viewer may see. */
export function MissingDocumentPanel({ title, message, action }: { title: string; message: string; action: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <SearchX aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      {action}
    </section>
  );
}
