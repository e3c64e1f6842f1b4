/** POST /api/news (privileged). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { NewsArticle, NewsArticleInput } from '#shared/contracts/news.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { newsKeys } from './news-keys.ts';

export function createNewsArticle(input: NewsArticleInput): Promise<NewsArticle> {
  return api.post<NewsArticle>(apiPaths.news, input);
}

export function useCreateNewsArticle() {
  const queryClient = useQueryClient();
  return useMutation<NewsArticle, AppError, NewsArticleInput>({
    mutationFn: createNewsArticle,
    onSuccess: async (article) => {
      queryClient.setQueryData(newsKeys.detail(article.slug), article);
      await queryClient.invalidateQueries({ queryKey: newsKeys.all });
    },
  });
}
