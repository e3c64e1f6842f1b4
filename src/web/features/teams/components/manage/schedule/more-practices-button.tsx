import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ErrorState } from '#web/components/query-state.tsx';

/** "Show older practices" / "Show later practices": the next page (docs/decisions/084), with its loading and failed states. */
export function MorePracticesButton({
  label,
  failedText,
  more,
}: {
  label: string;
  failedText: string;
  more: { hasMore: boolean; isLoading: boolean; error: Error | null; more: () => void; retry: () => void };
}) {
  if (more.error) return <ErrorState layout="inline" title={failedText} error={more.error} onRetry={more.retry} />;
  if (!more.hasMore) return null;
  return (
    <Button variant="outline" size="sm" className="justify-self-start" disabled={more.isLoading} onClick={more.more}>
      {more.isLoading ? <Spinner /> : null}
      {label}
    </Button>
  );
}
