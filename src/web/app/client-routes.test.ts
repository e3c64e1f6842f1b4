/**
 * The server's list of client paths (src/shared/pages/client-routes.ts) is the
 * router's: both come from the page registry (docs/decisions/061), and this
 * checks that the tree routeTree() builds (nesting, index and shell-less
 * pages included) serves exactly those patterns, so the server never answers
 * 404 for a page that renders, or 200 for a path the router does not know.
 */
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTE_PATTERNS } from '#shared/pages/client-routes.ts';
import { routes } from './router.tsx';

/** Full patterns of the pages the route tree renders: leaves and index routes, not the catch-all. */
function servedPatterns(list: RouteObject[], parent: string): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const own =
      route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    if (route.children) return servedPatterns(route.children, own);
    return [own];
  });
}

describe('client route list (issue 10.13)', () => {
  it('names exactly the pages of the router', () => {
    expect([...servedPatterns(routes, '')].sort()).toEqual([...CLIENT_ROUTE_PATTERNS].sort());
  });
});
