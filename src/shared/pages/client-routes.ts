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
import { PAGES, type Page, type PageId } from './page-list.ts';

export const CLIENT_ROUTE_PATTERNS: readonly string[] = PAGES.map((page) => page.path);

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

const PAGE_PATTERNS = PAGES.map((page) => ({ page, segments: segmentsOf(page.path) }));

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => (part.startsWith(':') ? true : part.toLowerCase() === segments[index]!.toLowerCase()))
  );
}

/** Whether the web router has a page (other than its not-found page) for this pathname (no query, not decoded). */
export function isClientRoute(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return PAGE_PATTERNS.some((pattern) => matches(pattern.segments, segments));
}

export interface ClientRouteMatch {
  id: PageId;
  /** The pattern's `:name` segments, decoded (a segment that is not valid percent-encoding stays as sent). */
  params: Record<string, string>;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The page the web router renders for this pathname (no query), or null: where two patterns match, the one with more
 * static segments wins, as React Router ranks them (`/teams/new` over `/teams/:id`).
 */
export function matchClientRoute(pathname: string): ClientRouteMatch | null {
  const segments = segmentsOf(pathname);
  let best: { page: Page; segments: string[]; statics: number } | null = null;
  for (const pattern of PAGE_PATTERNS) {
    if (!matches(pattern.segments, segments)) continue;
    const statics = pattern.segments.filter((part) => !part.startsWith(':')).length;
    if (!best || statics > best.statics) best = { ...pattern, statics };
  }
  if (!best) return null;
  const params: Record<string, string> = {};
  best.segments.forEach((part, index) => {
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(segments[index]!);
  });
  return { id: best.page.id, params };
}
