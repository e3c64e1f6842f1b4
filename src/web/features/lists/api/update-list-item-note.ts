/** PATCH /api/lists/:listId/items/:itemId: the note. */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { UpdateListItemInput } from '#shared/contracts/lists.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateLists } from './use-invalidate-lists.ts';

export function useUpdateListItemNote() {
  const invalidate = useInvalidateLists();
  return useMutation<{ id: string; note: string | null }, AppError, { listId: string; itemId: string; data: UpdateListItemInput }>({
    mutationFn: ({ listId, itemId, data }) => api.patch(apiPaths.listItem(listId, itemId), data),
    onSuccess: () => invalidate(),
  });
}
