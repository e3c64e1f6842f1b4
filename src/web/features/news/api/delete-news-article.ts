/** DELETE /api/news/:id (privileged). */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { newsKeys } from './news-keys.ts';

export function deleteNewsArticle(id: string): Promise<void> {
  return api.delete<void>(apiPaths.newsArticleById(id));
}

export function useDeleteNewsArticle() {
  const queryClient = useQueryClient();
  return useMutation<void, AppError, { id: string; slug: string }>({
    mutationFn: ({ id }) => deleteNewsArticle(id),
    // Lists refresh now; the deleted item's own query stays until the screen showing it has left
    // (refetching it there would swap the page for "not found" under the closing dialog).
    onSuccess: async (_result, { slug }) => {
      const detailKey = JSON.stringify(newsKeys.detail(slug));
      await queryClient.invalidateQueries({
        queryKey: newsKeys.all,
        predicate: (query) => JSON.stringify(query.queryKey) !== detailKey,
      });
    },
  });
}

/** Drops the deleted item's cached query; call after navigating away from its screen. */
export function forgetDeletedNewsArticle(queryClient: QueryClient, slug: string) {
  queryClient.removeQueries({ queryKey: newsKeys.detail(slug), exact: true });
}
