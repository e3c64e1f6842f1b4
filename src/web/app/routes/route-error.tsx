import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useState } from 'react';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { SectionErrorPanel } from '#web/components/layout/section-error-panel.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { RouteModuleLoadError } from '../lazy-route.ts';

export const ROUTER_ERROR_TITLE = 'Unexpected Application Error!';

/**
 * The section boundary around every page: a page whose code failed to load
 * gets the section-loading panel (spec sections 4 and 8); any other error
 * gets the router's fallback (spec section 2.10).
 */
export function RouteError() {
  const error = useRouteError();
  if (error instanceof RouteModuleLoadError) return <RouteModuleLoadPanel error={error} />;
  return <RouterFallback error={error} />;
}

function RouteModuleLoadPanel({ error }: { error: RouteModuleLoadError }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [retryCount, setRetryCount] = useState(error.retryCount);
  const [isRetrying, setIsRetrying] = useState(false);

  async function retry() {
    setIsRetrying(true);
    try {
      await error.retry();
      // A new location resets the router's error boundary and renders the loaded page.
      await navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: location.state });
    } catch {
      setRetryCount((count) => count + 1);
      setIsRetrying(false);
    }
  }

  return (
    <SectionErrorPanel
      isChunkError={error.isChunkError}
      retryCount={retryCount}
      maxRetries={error.maxRetries}
      isRetrying={isRetrying}
      onRetry={() => void retry()}
    />
  );
}

function RouterFallback({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-2xl font-bold">{ROUTER_ERROR_TITLE}</h1>
      <p className="text-muted-foreground">Something broke while showing this page. Try again, or start over from home.</p>
      {detail ? (
        <pre className="max-w-full overflow-x-auto rounded-md bg-muted px-3 py-2 text-left text-xs text-muted-foreground">
          {detail}
        </pre>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home.getHref()} reloadDocument>
            Go Home
          </Link>
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
      </div>
    </section>
  );
}
