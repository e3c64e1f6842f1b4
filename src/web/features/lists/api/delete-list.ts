/** DELETE /api/lists/:listId */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateLists } from './use-invalidate-lists.ts';

export function useDeleteList() {
  const invalidate = useInvalidateLists();
  return useMutation<void, AppError, string>({
    mutationFn: (listId) => api.delete<void>(apiPaths.list(listId)),
    // Not awaited: the confirmation dialog closes before the list leaves the sidebar.
    onSuccess: () => {
      void invalidate();
    },
  });
}
