import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ErrorState } from '#web/components/query-state.tsx';
import type { MorePages } from '../../api/use-more-pages.ts';

/** "Show older practices", "Show older tournaments", ...: the next page (docs/decisions/084), with its loading and failed states. */
export function MorePagesButton({
  label,
  failedText,
  more,
}: {
  label: string;
  failedText: string;
  more: Pick<MorePages<unknown>, 'hasMore' | 'isLoading' | 'error' | 'more' | 'retry'>;
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
