// First: zod must be jitless before any module builds a schema (src/web/lib/zod-jitless.ts).
import '#web/lib/zod-jitless.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { chooseTheme, resolveTheme } from '#shared/account/theme.ts';
import { AppProvider } from '#web/app/provider.tsx';
import { createAppRouter, whenRouterInitialized } from '#web/app/router.tsx';
import { applyThemeClass, readStoredTheme, systemPrefersDark } from '#web/lib/theme/theme-dom.ts';
// Self-hosted faces (docs/brand.md): Inter for text, Space Grotesk for headings and the wordmark.
// Their @font-face rules split by script, so a page downloads only the files its text needs.
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/space-grotesk/wght.css';
import './styles.css';

// The stored choice right away, before the session loads, so the page does not flash.
applyThemeClass(resolveTheme(chooseTheme(null, readStoredTheme()), systemPrefersDark()));

const router = createAppRouter();
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);

// A page rendered at build time (docs/decisions/088) is hydrated once its route modules are loaded, so the first
// render finds the same markup; until then the HTML stays on screen. Other pages render from an empty root, in a
// transition, so React renders the first tree in slices and yields to the browser between them (decision 097).
// The hydration stays synchronous: in slices it left the prerendered buttons inert for longer, and a tap in that
// time did nothing (decision 097).
if (rootElement.firstElementChild) {
  void whenRouterInitialized(router).then(() => hydrateRoot(rootElement, app));
} else {
  const root = createRoot(rootElement);
  startTransition(() => root.render(app));
}
