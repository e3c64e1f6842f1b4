/**
 * The path patterns the web router serves, derived from the page registry
 * (paths.ts): the server answers other non-API paths with status 404 (still
 * the SPA's index.html, so the not-found page renders), and a web test
 * checks that the router's route tree (src/web/app/router.tsx) serves
 * exactly these.
 *
 * Patterns are React Router's: static segments match case-insensitively,
 * `:name` matches one non-empty segment, a trailing slash is ignored.
 */
import { PAGES } from './page-list.ts';

export const CLIENT_ROUTE_PATTERNS: readonly string[] = PAGES.map((page) => page.path);

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
