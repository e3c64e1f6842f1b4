/**
 * Renders one page of the app to HTML at build time (docs/decisions/088), inside the same router tree and providers as
 * the browser's first render: signed out, nothing fetched yet (the session and the page's data show their loading
 * state), so the client's hydration finds the same markup. Loaded by scripts/prerender-web.ts through Vite, never by
 * the browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '#web/app/provider.tsx';
import { routes } from '#web/app/router.tsx';

export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path}: the router answered with a redirect or a response (${context.status})`);
  if (context.errors) throw new Error(`${path}: the router reported errors: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
