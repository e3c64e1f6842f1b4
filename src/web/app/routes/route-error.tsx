import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';

export const ROUTER_ERROR_TITLE = 'Unexpected Application Error!';

/** The router's fallback (spec section 2.10). */
export function RouteError() {
  const error = useRouteError();
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
