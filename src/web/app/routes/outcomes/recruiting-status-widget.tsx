/**
 * /recruiting-status-widget?college=<slug> | ?player=<slug> (issue 13.7,
 * docs/decisions/041): the page other sites embed in a frame. Outside the
 * app shell, one public request, no cookie needed.
 */
import { useSearchParams } from 'react-router';
import { OUTCOME_TEXTS } from '#shared/recruiting/outcome-texts.ts';
import { ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { useWidget } from '#web/features/outcomes/api/get-widget.ts';
import { WidgetView } from '#web/features/outcomes/components/widget-view.tsx';

function widgetQuery(params: URLSearchParams): string | null {
  const college = params.get('college');
  const player = params.get('player');
  if (college && !player) return new URLSearchParams({ college }).toString();
  if (player && !college) return new URLSearchParams({ player }).toString();
  return null;
}

function WidgetContent({ query }: { query: string }) {
  const widget = useWidget(query);
  if (widget.isPending) return <LoadingState layout="inline">Loading...</LoadingState>;
  if (!widget.data) {
    if (widget.error?.code === 'not_found' || widget.error?.code === 'validation') return <p>{OUTCOME_TEXTS.widgetNotFound}</p>;
    // A page other sites frame: a plain button rather than the app's.
    return <ErrorState layout="inline" retryLook="plain" title="Could not load this." error={widget.error ?? { message: '' }} onRetry={() => void widget.refetch()} />;
  }
  return <WidgetView widget={widget.data} />;
}

export function RecruitingStatusWidgetRoute() {
  const [params] = useSearchParams();
  const query = widgetQuery(params);
  return (
    <main className="grid gap-3 p-3 text-foreground">
      <title>Esports Recruiting</title>
      {query ? <WidgetContent query={query} /> : <p>Add ?college=&lt;college&gt; or ?player=&lt;player&gt; to the widget’s address.</p>}
      <p className="text-xs text-muted-foreground">
        <a className="underline underline-offset-4" href="/" target="_blank" rel="noopener noreferrer">
          Esports Recruiting<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </main>
  );
}
