/** DELETE /api/admin/alerts/:id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { alertKeys } from './alert-keys.ts';

export function deleteAlert(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(apiPaths.adminAlert(id));
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation<{ id: string }, AppError, string>({
    mutationFn: deleteAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
