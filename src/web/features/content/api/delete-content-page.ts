/** DELETE /api/content-pages/:id (privileged). */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { contentPageKeys } from './content-page-keys.ts';

export function deleteContentPage(id: string): Promise<void> {
  return api.delete<void>(apiPaths.contentPageById(id));
}

export function useDeleteContentPage() {
  const queryClient = useQueryClient();
  return useMutation<void, AppError, { id: string; slug: string }>({
    mutationFn: ({ id }) => deleteContentPage(id),
    // Lists refresh now; the deleted item's own query stays until the screen showing it has left
    // (refetching it there would swap the page for "not found" under the closing dialog).
    onSuccess: async (_result, { slug }) => {
      const detailKey = JSON.stringify(contentPageKeys.detail(slug));
      await queryClient.invalidateQueries({
        queryKey: contentPageKeys.all,
        predicate: (query) => JSON.stringify(query.queryKey) !== detailKey,
      });
    },
  });
}

/** Drops the deleted item's cached query; call after navigating away from its screen. */
export function forgetDeletedContentPage(queryClient: QueryClient, slug: string) {
  queryClient.removeQueries({ queryKey: contentPageKeys.detail(slug), exact: true });
}
