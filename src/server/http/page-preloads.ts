/**
 * The `Link` header of a site page (docs/decisions/098): what the page asks for as soon as its entry script runs,
 * named with the page itself so the browser fetches it beside the entry instead of after it. Without it a cold
 * load is a chain: the HTML, then the entry, then (once the entry has run) the route's chunks and the session, then
 * (once those have run) the page's data.
 *
 * - the route's chunks (`modulepreload`), from dist/web-manifest/route-preloads.json (scripts/route-preloads.ts);
 * - the session, `/api/me`, which every page asks for;
 * - the page's own answer where its address follows from the URL alone (PAGE_DATA).
 *
 * A header rather than tags in the HTML: the pages stay the same bytes for every address (compressed once,
 * compressed-html.ts), and the browser sees the header before the body. The data preloads carry `crossorigin`
 * (CORS mode, same-origin credentials) because that is how the app's fetch asks (src/web/lib/api-client.ts); a
 * preload made another way is not reused and costs a second request (an e2e journey counts them).
 */
import { existsSync, readFileSync } from 'node:fs';
import { matchClientRoute, type ClientRouteMatch } from '#shared/pages/client-routes.ts';
import type { PageId } from '#shared/pages/page-list.ts';

/** The answer every page asks for first (src/web/lib/auth/get-me.ts). */
const SESSION_PATH = '/api/me';

/**
 * A page's own answer, where its address follows from the URL alone: the same address the page's query asks for
 * (src/web/config/api-paths.ts), or the preload is wasted.
 */
const PAGE_DATA: Partial<Record<PageId, (match: ClientRouteMatch, search: URLSearchParams) => string | null>> = {
  // The landing's figures (apiPaths.landingFigures).
  home: () => '/api/landing-figures',
  // The profile page's one request; ?preview=recruiter is the owner's preview (apiPaths.playerProfile).
  player: ({ params }, search) =>
    `/api/players/${encodeURIComponent(params.slug!)}${search.get('preview') === 'recruiter' ? '?preview=recruiter' : ''}`,
  // The college page's one request (apiPaths.college).
  college: ({ params }) => `/api/colleges/${encodeURIComponent(params.slug!)}`,
  // The directory's first page with the default query; a URL with a query asks with it normalized (collegeSearchParams).
  colleges: (_match, search) => (search.size === 0 ? '/api/colleges' : null),
};

interface RoutePreloadsFile {
  pages: Record<string, string[]>;
}

/** The route chunks by page id from the build, or none (a server started without a web build). */
export function readRoutePreloads(file: string): Record<string, string[]> {
  if (!existsSync(file)) return {};
  return (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloadsFile).pages;
}

/** The Link header value for a page address (path and query), or null for an address the router has no page for. */
export function pagePreloadLink(url: string, routeChunks: Record<string, string[]>): string | null {
  const [pathname = '/', query = ''] = url.split('?', 2);
  const match = matchClientRoute(pathname);
  if (!match) return null;
  const data = PAGE_DATA[match.id]?.(match, new URLSearchParams(query));
  const links = [
    ...(routeChunks[match.id] ?? []).map((file) => `</${file}>; rel=modulepreload`),
    `<${SESSION_PATH}>; rel=preload; as=fetch; crossorigin`,
    ...(data ? [`<${data}>; rel=preload; as=fetch; crossorigin`] : []),
  ];
  return links.join(', ');
}
