/** GET /api/alerts: active alerts, highest priority first (public; the banner reads them). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { alertListResponseSchema } from '#shared/contracts/alerts.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { alertKeys } from './alert-keys.ts';

export type AlertList = z.infer<typeof alertListResponseSchema>;

export function getActiveAlerts(signal?: AbortSignal): Promise<AlertList> {
  return api.get<AlertList>(apiPaths.alerts, signal);
}

export function getActiveAlertsQueryOptions() {
  return queryOptions({ queryKey: alertKeys.active(), queryFn: ({ signal }) => getActiveAlerts(signal) });
}

export function useActiveAlerts() {
  return useQuery(getActiveAlertsQueryOptions());
}
