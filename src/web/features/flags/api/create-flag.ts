/** POST /api/admin/flags. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { CreateFlagInput, Flag } from '#shared/contracts/flags.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateFlags } from './invalidate-flags.ts';

export function createFlag(input: CreateFlagInput): Promise<{ flag: Flag }> {
  return api.post<{ flag: Flag }>(apiPaths.adminFlags, input);
}

export function useCreateFlag() {
  const queryClient = useQueryClient();
  return useMutation<{ flag: Flag }, AppError, CreateFlagInput>({
    mutationFn: createFlag,
    onSuccess: () => invalidateFlags(queryClient),
  });
}
