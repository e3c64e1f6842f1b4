/** PATCH /api/lists/:listId */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { ListSummary, RenameListInput } from '#shared/contracts/lists.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateLists } from './use-invalidate-lists.ts';

export function useRenameList() {
  const invalidate = useInvalidateLists();
  return useMutation<ListSummary, AppError, { listId: string; data: RenameListInput }>({
    mutationFn: ({ listId, data }) => api.patch<ListSummary>(apiPaths.list(listId), data),
    onSuccess: () => invalidate(),
  });
}
