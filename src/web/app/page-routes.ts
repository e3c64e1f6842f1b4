/**
 * The router's half of the page registry (docs/decisions/061): which route
 * module renders each page of #shared/pages/paths.ts, keyed by page id. The
 * route patterns are not written here: routeTree() takes them from the
 * registry, and the router's complete list is typed Record<PageId, PageRoute>,
 * so a page without a module (or a module for no page) does not compile.
 */
import type { RouteObject } from 'react-router';
import { PAGES, type PageId } from '#shared/pages/page-list.ts';

/** How the router serves one page. */
export interface PageRoute {
  /** The page's lazy route module (lazyRoute). */
  lazy: RouteObject['lazy'];
  /** For a page that lays out others: what its outlet shows at its own path. */
  index?: RouteObject['lazy'];
  /** Rendered in that page's outlet (a conversation inside the inbox) instead of the app shell's. */
  parent?: PageId;
  /** false: outside the app shell (no header, footer or banners), for pages other sites embed. */
  shell?: false;
}

/** An area's share of the pages (src/web/app/routes/<area>/*-routes.ts). */
export type PageRoutes = Partial<Record<PageId, PageRoute>>;

/** The route objects of every page: those inside the app shell and those outside it. */
export function routeTree(pages: Record<PageId, PageRoute>): { shell: RouteObject[]; bare: RouteObject[] } {
  const built = PAGES.map(({ id, path }) => {
    const page = pages[id];
    const route: RouteObject =
      path === '/' ? { index: true, lazy: page.lazy } : { path, lazy: page.lazy, children: page.index ? [{ index: true, lazy: page.index }] : undefined };
    return { id, page, route };
  });
  const byId = new Map(built.map(({ id, route }) => [id, route]));
  const shell: RouteObject[] = [];
  const bare: RouteObject[] = [];
  for (const { page, route } of built) {
    const parent = page.parent ? byId.get(page.parent) : undefined;
    if (parent) parent.children = [...(parent.children ?? []), route];
    else (page.shell === false ? bare : shell).push(route);
  }
  return { shell, bare };
}
