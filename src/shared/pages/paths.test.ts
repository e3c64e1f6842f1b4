/**
 * Each page's link builder and its route pattern agree (docs/decisions/061):
 * the registry keeps both side by side, so a builder that drifted from its
 * pattern would send links to the not-found page. Every builder is called
 * with samples and the path it builds (query aside) must match its own
 * pattern, and no other page's.
 */
import { describe, expect, it } from 'vitest';
import { PAGES, type PageId } from './page-list.ts';
import { paths } from './paths.ts';

/** Arguments for the builders that take more than strings; the others get one placeholder per parameter. */
const SAMPLES: Partial<Record<PageId, unknown[][]>> = {
  subscription: [[], [{ type: 'team', id: 't 1' }]],
  subscriptionSuccess: [[{ type: 'college', id: 'c1' }]],
  colleges: [[], [{ games: 'valorant', scholarships: true }], [new URLSearchParams('state=CA')]],
  collegeRecruiting: [['mit'], ['mit', { program: 'p1', tab: 'forms' }]],
  recruitingStatusWidget: [[{ college: 'mit' }], [{ player: 'ace' }]],
  matchmaking: [[], ['teams'], ['scrims']],
  'teams.root': [[], ['college']],
  'news.root': [[], [2]],
  'auth.root': [[], ['sign-in']],
  player: [['ace'], ['ace', 'recruiter']],
};

function builderOf(id: PageId): (...args: unknown[]) => string {
  const node = id.split('.').reduce<unknown>((parent, key) => (parent as Record<string, unknown>)[key], paths);
  return (node as { getHref: (...args: unknown[]) => string }).getHref;
}

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return want.length === got.length && want.every((part, index) => part.startsWith(':') || part === got[index]);
}

describe('page registry (issue 25)', () => {
  it.each(PAGES.map((page) => [page.id, page.path] as const))('%s builds links to %s', (id, pattern) => {
    const getHref = builderOf(id);
    const calls = SAMPLES[id] ?? [Array.from({ length: getHref.length }, (_, index) => `p${index + 1}`)];
    for (const args of calls) {
      const pathname = getHref(...args).split('?')[0]!;
      expect(matches(pattern, pathname), `${id}(${JSON.stringify(args)}) -> ${pathname}`).toBe(true);
      const others = PAGES.filter((page) => page.id !== id && !page.path.includes(':') && matches(page.path, pathname));
      expect(others.map((page) => page.id)).toEqual([]);
    }
  });
});
