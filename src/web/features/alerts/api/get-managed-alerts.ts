/** GET /api/admin/alerts: every alert, active first (privileged users only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { alertKeys } from './alert-keys.ts';
import type { AlertList } from './get-active-alerts.ts';

export function getManagedAlerts(signal?: AbortSignal): Promise<AlertList> {
  return api.get<AlertList>(apiPaths.adminAlerts, signal);
}

export function getManagedAlertsQueryOptions() {
  return queryOptions({ queryKey: alertKeys.managed(), queryFn: ({ signal }) => getManagedAlerts(signal) });
}

export function useManagedAlerts() {
  return useQuery(getManagedAlertsQueryOptions());
}
