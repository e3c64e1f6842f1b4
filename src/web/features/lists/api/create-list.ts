/** POST /api/lists */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { CreateListInput, ListSummary } from '#shared/contracts/lists.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateLists } from './use-invalidate-lists.ts';

export function useCreateList() {
  const invalidate = useInvalidateLists();
  return useMutation<ListSummary, AppError, CreateListInput>({
    mutationFn: (input) => api.post<ListSummary>(apiPaths.lists, input),
    onSuccess: () => invalidate(),
  });
}
