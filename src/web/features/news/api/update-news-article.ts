/** PATCH /api/news/:id (privileged). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { NewsArticle, NewsArticleInput } from '#shared/contracts/news.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { newsKeys } from './news-keys.ts';

export interface UpdateNewsArticleInput {
  id: string;
  data: Partial<NewsArticleInput>;
}

export function updateNewsArticle({ id, data }: UpdateNewsArticleInput): Promise<NewsArticle> {
  return api.patch<NewsArticle>(apiPaths.newsArticleById(id), data);
}

export function useUpdateNewsArticle() {
  const queryClient = useQueryClient();
  return useMutation<NewsArticle, AppError, UpdateNewsArticleInput>({
    mutationFn: updateNewsArticle,
    onSuccess: async (article) => {
      queryClient.setQueryData(newsKeys.detail(article.slug), article);
      await queryClient.invalidateQueries({ queryKey: newsKeys.all });
    },
  });
}
