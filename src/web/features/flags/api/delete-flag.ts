/** DELETE /api/admin/flags/:key. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateFlags } from './invalidate-flags.ts';

export function deleteFlag(key: string): Promise<void> {
  return api.delete<void>(apiPaths.adminFlag(key));
}

export function useDeleteFlag() {
  const queryClient = useQueryClient();
  return useMutation<void, AppError, string>({
    mutationFn: deleteFlag,
    onSuccess: () => invalidateFlags(queryClient),
  });
}
