/**
 * The pages rendered to HTML at build time (issue 27, item 1; docs/decisions/088): the landing page and the information
 * pages, which are the same for every visitor. `npm run build:web` writes each one's HTML (scripts/prerender-web.ts) to
 * `dist/web-prerendered/<file>`; the server sends that file for the page's path instead of the empty shell, and the
 * client hydrates it. A page here must render without the API: what it fetches shows its loading state in the HTML.
 */
import type { PageId } from './page-list.ts';
import { paths } from './paths.ts';

export interface PrerenderedPage {
  id: PageId;
  /** The page's one path (no parameters). */
  path: string;
  /** Its HTML file, relative to the prerendered directory. */
  file: string;
}

/**
 * Pages of links and text only. Not the contact page: its form, prerendered, could be sent before hydration as a
 * plain GET (the fields in the address, no checks), and a quick user or test did just that.
 */
const PRERENDERED_IDS = ['home', 'about', 'features', 'privacy', 'terms'] as const satisfies readonly PageId[];

const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1).replace(/\//g, '-')}.html`);

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = PRERENDERED_IDS.map((id) => {
  const path = paths[id].path;
  return { id, path, file: fileOf(path) };
});

/**
 * The prerendered file for a request's pathname (no query), or null. Matched as the router matches it: letters in any
 * case, one trailing slash ignored.
 */
export function prerenderedFileFor(pathname: string): string | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/$/, '').toLowerCase() : pathname;
  return PRERENDERED_PAGES.find((page) => page.path === normalized)?.file ?? null;
}
