/** DELETE /api/lists/:listId/items/:itemId */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateLists } from './use-invalidate-lists.ts';

export function useRemoveListItem() {
  const invalidate = useInvalidateLists();
  return useMutation<void, AppError, { listId: string; itemId: string }>({
    mutationFn: ({ listId, itemId }) => api.delete<void>(apiPaths.listItem(listId, itemId)),
    onSuccess: () => invalidate(),
  });
}
