/** PATCH /api/admin/flags/:key. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { Flag, UpdateFlagInput } from '#shared/contracts/flags.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateFlags } from './invalidate-flags.ts';

export interface UpdateFlagVariables {
  key: string;
  data: UpdateFlagInput;
}

export function updateFlag({ key, data }: UpdateFlagVariables): Promise<{ flag: Flag }> {
  return api.patch<{ flag: Flag }>(apiPaths.adminFlag(key), data);
}

export function useUpdateFlag() {
  const queryClient = useQueryClient();
  return useMutation<{ flag: Flag }, AppError, UpdateFlagVariables>({
    mutationFn: updateFlag,
    onSuccess: () => invalidateFlags(queryClient),
  });
}
