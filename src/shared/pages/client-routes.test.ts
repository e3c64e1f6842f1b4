/** security: unknown non-API paths answer 404 (issue 10.13); the matcher behind it. */
import { describe, expect, it } from 'vitest';
import { ANALYTICS_ROUTE_PATTERNS, ANALYTICS_STATIC_ROUTES } from '../contracts/analytics.ts';
import { CLIENT_ROUTE_PATTERNS, isClientRoute, matchClientRoute } from './client-routes.ts';
import { PAGES, pagePath } from './page-list.ts';

describe('client route matcher (issue 10.13)', () => {
  it.each(['/', '/auth', '/auth/', '/AUTH/Reset-Password', '/teams/abc/manage', '/teams/abc', '/learn/some-page', '/news/x/edit', '/inbox/123', '/colleges', '/college/some-college'])(
    'knows %s',
    (path) => expect(isClientRoute(path)).toBe(true),
  );

  it.each(['/no-such-page', '/no/such/page', '/teams/abc/extra', '/teams/abc/manage/extra', '/learn/a/b/c', '/college', '/college/a/edit/x', '/index.html', '/assets/missing.js'])(
    'does not know %s',
    (path) => expect(isClientRoute(path)).toBe(false),
  );
});

/** The client paths as they were listed by hand before the registry (issue 25): deriving them changes none. */
const LISTED_BEFORE = [
  '/',
  '/auth',
  '/auth/reset-password',
  '/auth/claim-account',
  '/auth/confirm-email',
  '/account',
  '/legacy-home',
  '/about',
  '/features',
  '/contact',
  '/privacy',
  '/terms',
  '/learn',
  '/learn/new',
  '/learn/:slug',
  '/learn/:slug/edit',
  '/news',
  '/news/new',
  '/news/:slug',
  '/news/:slug/edit',
  '/testing',
  '/edge-function-test',
  '/admin/alerts',
  '/teams',
  '/teams/create',
  '/teams/:teamId/settings',
  '/teams/:teamId/manage',
  '/players/create',
  '/inbox',
  '/mr/cooldowns',
  '/inbox/:conversationId',
  '/player/:slug/card',
  '/player/:slug/college-board',
  '/player/:slug/pipeline',
  '/lists',
  '/leaderboard',
  '/matchmaking',
  '/welcome',
  '/onboarding',
  '/profile-onboarding',
  '/player/:slug',
  '/guardian',
  '/guardian/accept',
  '/players',
  '/team-players',
  '/colleges',
  '/college/:slug',
  '/college-invitation',
  '/college/:slug/edit',
  '/college/:slug/recruiting',
  '/college/:slug/apply/:formId',
  '/application/view/:token',
  '/application/confirm/:token',
  '/application/guardian/:token',
  '/r/:code',
  '/recruiting-dashboard',
  '/pipeline',
  '/recruiting-status/:id',
  '/recruiting-success/:id',
  '/recruiting-status-widget',
  '/subscription',
  '/success',
  // Added by issue 26: the signed-in home, the RSVP link's page, the public team page.
  '/home',
  '/rsvp',
  '/teams/:teamId',
];

describe('client paths derived from the page registry (issue 25)', () => {
  it('are the pages the server knew before, each once', () => {
    expect([...CLIENT_ROUTE_PATTERNS].sort()).toEqual([...LISTED_BEFORE].sort());
    expect(new Set(CLIENT_ROUTE_PATTERNS).size).toBe(CLIENT_ROUTE_PATTERNS.length);
  });

  it('names each page by its key path in the registry', () => {
    expect(PAGES.find((page) => page.id === 'auth.resetPassword')?.path).toBe('/auth/reset-password');
    expect(pagePath('teamPlayers')).toBe('/team-players');
    expect(pagePath('teamPlayers.create')).toBe('/players/create');
    expect(new Set(PAGES.map((page) => page.id)).size).toBe(PAGES.length);
  });
});

/** The analytics' patterns as they were listed by hand before the registry (issue 25, docs/decisions/050). */
const ANALYTICS_LISTED_BEFORE = [
  '/college/:slug',
  '/college/:slug/recruiting',
  '/college/:slug/edit',
  '/college/:slug/apply/:formId',
  '/r/:code',
  '/application/view/:token',
  '/application/confirm/:token',
  '/application/guardian/:token',
  '/teams/:teamId/manage',
  '/teams/:teamId/settings',
  '/teams/:teamId', // issue 26: the public team page
  '/learn/:slug',
  '/learn/:slug/edit',
  '/news/:slug',
  '/news/:slug/edit',
  '/inbox/:conversationId',
  '/player/:slug',
  '/player/:slug/card',
  '/player/:slug/college-board',
  '/player/:slug/pipeline',
  '/recruiting-status/:id',
  '/recruiting-success/:id',
];

describe('analytics route patterns derived from the page registry (issue 25)', () => {
  it('are the parameterised pages, and the static pages they would swallow, as listed before', () => {
    expect([...ANALYTICS_ROUTE_PATTERNS].sort()).toEqual([...ANALYTICS_LISTED_BEFORE].sort());
    // /teams/create counts as itself, not as a team page (/teams/:teamId, issue 26).
    expect([...ANALYTICS_STATIC_ROUTES].sort()).toEqual(['/learn/new', '/news/new', '/teams/create']);
  });
});

describe('matchClientRoute: the page a pathname renders', () => {
  it.each([
    ['/', 'home', {}],
    ['/player/sky%20forge', 'player', { slug: 'sky forge' }],
    ['/player/skyforge/card', 'playerCard', { slug: 'skyforge' }],
    ['/College/demo-university/', 'college', { slug: 'demo-university' }],
    ['/colleges', 'colleges', {}],
    ['/player/%E0%A4%A', 'player', { slug: '%E0%A4%A' }],
  ])('%s is %s', (pathname, id, params) => {
    expect(matchClientRoute(pathname)).toEqual({ id, params });
  });

  it('prefers the pattern with more static segments where two match, as the router does', () => {
    expect(matchClientRoute('/teams/create')).toEqual({ id: 'teams.create', params: {} });
    expect(matchClientRoute('/teams/abc')).toEqual({ id: 'teams.page', params: { teamId: 'abc' } });
    expect(matchClientRoute('/learn/new')?.id).toBe('learn.new');
  });

  it('is null for a path the router has no page for', () => {
    expect(matchClientRoute('/no/such/page')).toBeNull();
  });
});
