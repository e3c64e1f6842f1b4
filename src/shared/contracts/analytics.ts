/**
 * Privileged analytics on the testing dashboard (issue 14 item 8,
 * docs/decisions/050): five charts, each its own GET under
 * /api/admin/analytics, over a range of UTC days (default the last 30, at
 * most 365). Every number is one SQL aggregate over the stored events.
 */
import { z } from 'zod';
import { PAGES } from '../pages/page-list.ts';

export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 365;
export const ANALYTICS_MIN_DAY = '2000-01-01';
/** Page views per route: the busiest routes, the rest summed as "Other routes". */
export const ANALYTICS_TOP_ROUTES = 10;

export const ANALYTICS_TEXTS = {
  dayFormat: 'Enter a date as YYYY-MM-DD',
  dayBounds: `Choose a day between ${ANALYTICS_MIN_DAY} and today`,
  order: 'The start must be on or before the end',
  span: `Choose at most ${ANALYTICS_MAX_DAYS} days`,
  otherRoutes: 'Other routes',
} as const;

export const ANALYTICS_CHARTS = ['daily-active-users', 'page-views', 'searches', 'funnel', 'points'] as const;
export type AnalyticsChart = (typeof ANALYTICS_CHARTS)[number];

/**
 * Route patterns of the app's pages with ids or slugs, from the page registry
 * (src/shared/pages, docs/decisions/061): page views are counted per pattern,
 * so /player/ace and /player/bo are both /player/:slug.
 */
export const ANALYTICS_ROUTE_PATTERNS: readonly string[] = PAGES.map((page) => page.path).filter((path) => path.includes(':'));

/** Static pages that a pattern above would otherwise swallow (/learn/new is not an article). */
export const ANALYTICS_STATIC_ROUTES: readonly string[] = PAGES.map((page) => page.path).filter(
  (path) => !path.includes(':') && ANALYTICS_ROUTE_PATTERNS.some((pattern) => new RegExp(routePatternRegex(pattern)).test(path)),
);

/** The anchored regular expression of a route pattern (each :param is one path segment); the SQL and the tests share it. */
export function routePatternRegex(pattern: string): string {
  return `^${pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')))
    .join('/')}$`;
}

/** The route a stored page path counts under: no query or hash, no trailing slash, ids and slugs as their pattern's names. */
export function normaliseRoute(pagePath: string): string {
  let route = pagePath.split('?')[0]!.split('#')[0]!;
  if (route.length > 1 && route.endsWith('/')) route = route.slice(0, -1);
  if (ANALYTICS_STATIC_ROUTES.includes(route)) return route;
  return ANALYTICS_ROUTE_PATTERNS.find((pattern) => new RegExp(routePatternRegex(pattern)).test(route)) ?? route;
}

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** The day `days` after (or before, negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return isoDay(moment);
}

/** Days from `from` to `to`, both included. */
export function daySpan(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The default range: the last ANALYTICS_DEFAULT_DAYS days up to today (UTC). */
export function defaultAnalyticsRange(now: Date = new Date()): { from: string; to: string } {
  const to = isoDay(now);
  return { from: addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1)), to };
}

// Tomorrow (UTC) is allowed as an end: it is already today somewhere.
const day = () => z.iso.date(ANALYTICS_TEXTS.dayFormat).refine((value) => value >= ANALYTICS_MIN_DAY && value <= addDays(isoDay(new Date()), 1), ANALYTICS_TEXTS.dayBounds);

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD, both optional (the default range fills them); at most 365 days. */
export const analyticsRangeQuerySchema = z
  .strictObject({ from: day().optional(), to: day().optional() })
  .transform((query, ctx) => {
    const fallback = defaultAnalyticsRange();
    // Only a start: the default span from it, not past today.
    const to = query.to ?? (query.from ? [addDays(query.from, ANALYTICS_DEFAULT_DAYS - 1), fallback.to].sort()[0]! : fallback.to);
    const from = query.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
    if (from > to) {
      ctx.addIssue({ code: 'custom', message: ANALYTICS_TEXTS.order, path: ['from'] });
      return z.NEVER;
    }
    if (daySpan(from, to) > ANALYTICS_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', message: ANALYTICS_TEXTS.span, path: ['from'] });
      return z.NEVER;
    }
    return { from, to };
  });
export type AnalyticsRange = z.output<typeof analyticsRangeQuerySchema>;

const daySchema = z.iso.date();
const rangeFields = { from: daySchema, to: daySchema };

/** One value per day of the range (zero on a day without events), and the range's total. */
export const analyticsDailySchema = z.object({
  ...rangeFields,
  days: z.array(z.object({ day: daySchema, value: z.number().int().nonnegative() })),
  /** The sum of the days (for daily active users: user-days; the screen shows the average). */
  total: z.number().int(),
});
export type AnalyticsDaily = z.infer<typeof analyticsDailySchema>;

/**
 * Points per day as two series (decision 050): points awarded (the ledger's
 * awards) and points reversed (its reversal rows, as a positive number taken
 * back), each by the UTC day of its row; and the range's totals.
 */
export const analyticsPointsSchema = z.object({
  ...rangeFields,
  days: z.array(z.object({ day: daySchema, awarded: z.number().int().nonnegative(), reversed: z.number().int().nonnegative() })),
  awarded: z.number().int().nonnegative(),
  reversed: z.number().int().nonnegative(),
});
export type AnalyticsPoints = z.infer<typeof analyticsPointsSchema>;

export const analyticsPageViewsSchema = z.object({
  ...rangeFields,
  /** The busiest routes first (ties by route), then "Other routes" when there are more. */
  routes: z.array(z.object({ route: z.string(), views: z.number().int().nonnegative() })),
  total: z.number().int().nonnegative(),
});
export type AnalyticsPageViews = z.infer<typeof analyticsPageViewsSchema>;

export const FUNNEL_STEPS = [
  { key: 'signed_up', label: 'Signed up' },
  { key: 'published_profile', label: 'Published a player profile' },
  { key: 'submitted_form', label: 'Submitted an interest form' },
] as const;
export type FunnelStepKey = (typeof FUNNEL_STEPS)[number]['key'];

/** Accounts created in the range, and how many of them went on to each next step (by the range's end). */
export const analyticsFunnelSchema = z.object({
  ...rangeFields,
  steps: z.array(z.object({ key: z.enum(FUNNEL_STEPS.map((step) => step.key) as [FunnelStepKey, ...FunnelStepKey[]]), label: z.string(), count: z.number().int().nonnegative() })),
});
export type AnalyticsFunnel = z.infer<typeof analyticsFunnelSchema>;
