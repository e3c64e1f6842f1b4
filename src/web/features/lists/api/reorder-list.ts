/**
 * PUT /api/lists/:listId/order: the new order shows at once (optimistic) and
 * goes back if the server refuses it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { ListDetail } from '#shared/contracts/lists.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { listKeys } from './list-keys.ts';

interface ReorderContext {
  previous: ListDetail | undefined;
}

export function useReorderList() {
  const queryClient = useQueryClient();
  return useMutation<void, AppError, { listId: string; itemIds: string[] }, ReorderContext>({
    mutationFn: ({ listId, itemIds }) => apiRequest<void>(apiPaths.listOrder(listId), { method: 'PUT', body: { itemIds } }),
    onMutate: async ({ listId, itemIds }) => {
      const key = listKeys.detail(listId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ListDetail>(key);
      if (previous) {
        const byId = new Map(previous.items.map((item) => [item.id, item]));
        const items = itemIds.flatMap((id, position) => {
          const item = byId.get(id);
          return item ? [{ ...item, position }] : [];
        });
        queryClient.setQueryData<ListDetail>(key, { ...previous, items });
      }
      return { previous };
    },
    onError: (_error, { listId }, context) => {
      if (context?.previous) queryClient.setQueryData(listKeys.detail(listId), context.previous);
    },
    onSettled: (_data, _error, { listId }) => queryClient.invalidateQueries({ queryKey: listKeys.detail(listId) }),
  });
}
