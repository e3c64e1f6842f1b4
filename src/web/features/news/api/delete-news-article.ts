/** DELETE /api/news/:id (privileged). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/paths.ts';
import { api } from '#web/lib/api-client.ts';
import { newsKeys } from './news-keys.ts';

export function deleteNewsArticle(id: string): Promise<void> {
  return api.delete<void>(apiPaths.newsArticleById(id));
}

export function useDeleteNewsArticle() {
  const queryClient = useQueryClient();
  return useMutation<void, AppError, { id: string; slug: string }>({
    mutationFn: ({ id }) => deleteNewsArticle(id),
    onSuccess: async (_result, { slug }) => {
      queryClient.removeQueries({ queryKey: newsKeys.detail(slug) });
      await queryClient.invalidateQueries({ queryKey: newsKeys.all });
    },
  });
}
