/** POST /api/lists/:listId/items: a player by user id. */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateLists } from './use-invalidate-lists.ts';

export function useAddListItem() {
  const invalidate = useInvalidateLists();
  return useMutation<{ id: string }, AppError, { listId: string; playerUserId: string }>({
    mutationFn: ({ listId, playerUserId }) => api.post<{ id: string }>(apiPaths.listItems(listId), { playerUserId }),
    onSuccess: () => invalidate(),
  });
}
