/** POST /api/admin/alerts. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { Alert, AlertInput } from '#shared/contracts/alerts.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { alertKeys } from './alert-keys.ts';

export function createAlert(input: AlertInput): Promise<Alert> {
  return api.post<Alert>(apiPaths.adminAlerts, input);
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation<Alert, AppError, AlertInput>({
    mutationFn: createAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
