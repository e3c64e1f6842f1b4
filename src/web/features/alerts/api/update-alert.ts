/** PATCH /api/admin/alerts/:id with the whole alert. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { Alert, AlertInput } from '#shared/contracts/alerts.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { alertKeys } from './alert-keys.ts';

export interface UpdateAlertRequest {
  id: string;
  data: AlertInput;
}

export function updateAlert({ id, data }: UpdateAlertRequest): Promise<Alert> {
  return api.patch<Alert>(apiPaths.adminAlert(id), data);
}

export function useUpdateAlert() {
  const queryClient = useQueryClient();
  return useMutation<Alert, AppError, UpdateAlertRequest>({
    mutationFn: updateAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
