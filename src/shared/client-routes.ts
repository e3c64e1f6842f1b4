/**
 * The path patterns the web router serves, in one list both sides read:
 * the server answers other non-API paths with status 404 (still the SPA's
 * index.html, so the not-found page renders), and a web test checks that
 * the router's route tree (src/web/app/router.tsx) serves exactly these.
 * A new page: add its pattern here and its route there.
 *
 * Patterns are React Router's: static segments match case-insensitively,
 * `:name` matches one non-empty segment, a trailing slash is ignored.
 */
export const CLIENT_ROUTE_PATTERNS = [
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
] as const;

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

const PATTERN_SEGMENTS = CLIENT_ROUTE_PATTERNS.map(segmentsOf);

/** Whether the web router has a page (other than its not-found page) for this pathname (no query, not decoded). */
export function isClientRoute(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return PATTERN_SEGMENTS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => (part.startsWith(':') ? true : part.toLowerCase() === segments[index]!.toLowerCase())),
  );
}
