/** POST /api/lists/:listId/items: a player by user id or a college by id. */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import type { ListTarget } from './list-target.ts';
import { useInvalidateLists } from './use-invalidate-lists.ts';

export function useAddListItem() {
  const invalidate = useInvalidateLists();
  return useMutation<{ id: string }, AppError, { listId: string; target: ListTarget }>({
    mutationFn: ({ listId, target }) => api.post<{ id: string }>(apiPaths.listItems(listId), target),
    onSuccess: () => invalidate(),
  });
}
