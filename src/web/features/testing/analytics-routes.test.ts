/** The analytics' route patterns stay in step with the app's routes (both derived from src/shared/pages, docs/decisions/061). */
import { describe, expect, it } from 'vitest';
import { ANALYTICS_ROUTE_PATTERNS, ANALYTICS_STATIC_ROUTES, normaliseRoute } from '#shared/contracts/analytics.ts';
import { paths } from '#web/config/paths.ts';

function routePaths(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  const own = 'path' in node && typeof node.path === 'string' ? [node.path] : [];
  return [...own, ...Object.values(node).flatMap((child) => (typeof child === 'object' ? routePaths(child) : []))];
}

const all = [...new Set(routePaths(paths))].filter((path) => path.startsWith('/') && path !== '*');

describe('analytics route patterns', () => {
  it('every page path with a parameter is a pattern, and every pattern is a page path', () => {
    expect([...ANALYTICS_ROUTE_PATTERNS].sort()).toEqual(all.filter((path) => path.includes(':')).sort());
  });

  it('every static page counts as itself, however a pattern looks', () => {
    for (const path of all.filter((route) => !route.includes(':'))) expect(normaliseRoute(path)).toBe(path);
    for (const path of ANALYTICS_STATIC_ROUTES) expect(all).toContain(path);
  });

  it('ids and slugs fold into their pattern; query, hash and a trailing slash do not count', () => {
    expect(normaliseRoute('/player/ace?tab=valorant#clips')).toBe('/player/:slug');
    expect(normaliseRoute('/college/mit/apply/123/')).toBe('/college/:slug/apply/:formId');
    expect(normaliseRoute('/learn/new')).toBe('/learn/new');
    expect(normaliseRoute('/unknown/place')).toBe('/unknown/place');
  });
});
