import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

/** The loading and error states of one section of the guardian screens. */
export function QueryStatus({ loading, error, onRetry }: { loading: ReactNode; error?: { what: string; message: string } | null; onRetry?: () => void }) {
  if (error) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p>
          Could not load {error.what}. {error.message}
        </p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner /> {loading}
    </p>
  );
}
