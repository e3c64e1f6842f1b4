/** GET /api/admin/analytics/{chart}: one chart's figures over a range of days (docs/decisions/050). */
import { useQuery } from '@tanstack/react-query';
import type { AnalyticsChart, AnalyticsDaily, AnalyticsFunnel, AnalyticsPageViews, AnalyticsPoints } from '#shared/contracts/analytics.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { testingKeys } from './testing-query-keys.ts';

export interface AnalyticsAnswers {
  'daily-active-users': AnalyticsDaily;
  'page-views': AnalyticsPageViews;
  searches: AnalyticsDaily;
  funnel: AnalyticsFunnel;
  points: AnalyticsPoints;
}

export function getAnalytics<C extends AnalyticsChart>(chart: C, range: { from: string; to: string }, signal?: AbortSignal): Promise<AnalyticsAnswers[C]> {
  return api.get<AnalyticsAnswers[C]>(apiPaths.adminAnalytics(chart, range), signal);
}

/** One chart's figures; the five charts load side by side, each with its own state. */
export function useAnalytics<C extends AnalyticsChart>(chart: C, range: { from: string; to: string }) {
  return useQuery({
    queryKey: testingKeys.analytics(chart, range.from, range.to),
    queryFn: ({ signal }) => getAnalytics(chart, range, signal),
    staleTime: 60_000,
  });
}
