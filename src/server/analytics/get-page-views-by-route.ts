import { sql, type SQL } from 'drizzle-orm';
import {
  ANALYTICS_ROUTE_PATTERNS,
  ANALYTICS_STATIC_ROUTES,
  ANALYTICS_TEXTS,
  ANALYTICS_TOP_ROUTES,
  routePatternRegex,
  type AnalyticsPageViews,
  type AnalyticsRange,
} from '#shared/contracts/analytics.ts';
import type { Database } from '#server/db/client.ts';
import { rolledUp, utcDay } from './analytics-sql.ts';

/** The SQL of normaliseRoute (#shared/contracts/analytics.ts) over a path without query or hash. */
function routeOf(path: SQL): SQL {
  const cases = ANALYTICS_ROUTE_PATTERNS.map((pattern) => sql` when ${path} ~ ${routePatternRegex(pattern)} then ${pattern}`);
  return sql`case when ${path} in (${sql.join(
    ANALYTICS_STATIC_ROUTES.map((route) => sql`${route}`),
    sql`, `,
  )}) then ${path}${sql.join(cases, sql``)} else ${path} end`;
}

/**
 * Page views per route over the range: per closed day (rolled up once) and
 * live for today, the views are first counted per stored path (one pass over
 * user_activity_logs_type_created_idx), and only the distinct paths are
 * mapped to their route patterns; the busiest ANALYTICS_TOP_ROUTES routes,
 * then the rest as "Other routes".
 */
export async function getPageViewsByRoute(db: Database, range: AnalyticsRange): Promise<AnalyticsPageViews> {
  const trimmed = sql`regexp_replace(split_part(split_part(page_path, '?', 1), '#', 1), '(.)/$', '\\1')`;
  const rows = await rolledUp<{ route: string; views: number; rank: number }>(
    db,
    range,
    'page_views',
    (start, end) => sql`select day, ${routeOf(sql`path`)} as key, sum(views) as value
        from (
          select day, ${trimmed} as path, views from (
            select ${utcDay(sql`created_at`)} as day, page_path, count(*) as views
            from user_activity_logs
            where event_type = 'page_view' and created_at >= ${start} and created_at < ${end}
            group by 1, 2
          ) as per_path
        ) as trimmed
        group by 1, 2`,
    sql`, per_route as (
          select key as route, sum(value)::int as views from all_rows where key <> '' group by 1
        ), ranked as (
          select route, views, row_number() over (order by views desc, route) as rank from per_route
        )
        select case when rank <= ${ANALYTICS_TOP_ROUTES} then route else ${ANALYTICS_TEXTS.otherRoutes} end as route,
          sum(views)::int as views, min(rank)::int as rank
        from ranked group by 1 order by 3`,
  );
  const routes = rows.map((row) => ({ route: row.route, views: Number(row.views) }));
  return { ...range, routes, total: routes.reduce((sum, row) => sum + row.views, 0) };
}
