/**
 * After `vite build`: renders each page of PRERENDERED_PAGES (#shared/pages/prerendered-pages.ts) with react-dom/server
 * inside the app's router and providers (src/web/app/prerender/render-page.tsx, loaded through Vite so the app's
 * imports resolve as in the browser build) and writes the built page (dist/web/index.html) with that HTML in its root
 * to dist/web-prerendered/<file>, outside the served directory: the server sends it for the page's path
 * (docs/decisions/088).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { PRERENDERED_PAGES } from '#shared/pages/prerendered-pages.ts';
import { withRootHtml } from '#shared/pages/with-root-html.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHELL = path.join(ROOT, 'dist/web/index.html');
const OUT = path.join(ROOT, 'dist/web-prerendered');

const shell = readFileSync(SHELL, 'utf8');
const vite = await createServer({
  root: ROOT,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { renderPage } = (await vite.ssrLoadModule('/src/web/app/prerender/render-page.tsx')) as typeof import('../src/web/app/prerender/render-page.tsx');
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  for (const page of PRERENDERED_PAGES) {
    const html = await renderPage(page.path);
    writeFileSync(path.join(OUT, page.file), withRootHtml(shell, html));
    console.log(`prerendered ${page.path} -> dist/web-prerendered/${page.file} (${(html.length / 1024).toFixed(1)} KiB of markup)`);
  }
} finally {
  await vite.close();
}
// The rendered app leaves timers behind (the data client's cache clean-up): the work is done.
process.exit(0);
