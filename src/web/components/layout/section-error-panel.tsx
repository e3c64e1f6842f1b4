import RefreshCw from 'lucide-react/icons/refresh-cw';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

export const SECTION_ERROR_TEXTS = {
  title: 'Content Loading Error',
  chunkError: 'Failed to load page content. This may be due to a network issue.',
  otherError: 'An error occurred while loading this section.',
  retrying: 'Retrying to load content...',
} as const;

/** Shown while a section's code is being fetched again. */
export function SectionRetrying() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-5" />
      <span>{SECTION_ERROR_TEXTS.retrying}</span>
    </div>
  );
}

interface SectionErrorPanelProps {
  isChunkError: boolean;
  /** Load attempts made after the first one (automatic retry included). */
  retryCount: number;
  maxRetries: number;
  isRetrying: boolean;
  onRetry: () => void;
  onRefresh?: () => void;
}

/** The section-loading error panel of spec sections 4 and 8. */
export function SectionErrorPanel({
  isChunkError,
  retryCount,
  maxRetries,
  isRetrying,
  onRetry,
  onRefresh = () => window.location.reload(),
}: SectionErrorPanelProps) {
  const canRetry = retryCount < maxRetries;
  return (
    <section
      role="alert"
      aria-labelledby="section-error-title"
      className="mx-auto my-12 flex max-w-lg flex-col items-center gap-4 rounded-xl border border-destructive/40 bg-card px-6 py-10 text-center text-card-foreground shadow-sm"
    >
      <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
      <h1 id="section-error-title" className="text-xl font-bold">
        {SECTION_ERROR_TEXTS.title}
      </h1>
      <p className="text-muted-foreground">{isChunkError ? SECTION_ERROR_TEXTS.chunkError : SECTION_ERROR_TEXTS.otherError}</p>
      {isRetrying ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          {SECTION_ERROR_TEXTS.retrying}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry} disabled={isRetrying || !canRetry}>
          <RefreshCw aria-hidden="true" />
          Retry ({retryCount}/{maxRetries})
        </Button>
        <Button variant="outline" onClick={onRefresh}>
          Refresh Page
        </Button>
      </div>
    </section>
  );
}
