/** Loading, error (with Try again) and empty states shared by the matchmaking tabs. */
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
      <Spinner /> {children}
    </p>
  );
}

export function ErrorState({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 px-6 py-10 text-center">
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="text-sm text-muted-foreground">{error.message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed px-6 py-10 text-center text-muted-foreground">{children}</p>;
}
