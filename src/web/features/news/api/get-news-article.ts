/** GET /api/news/:slug: one article with its body (drafts only for privileged users). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsArticle } from '#shared/contracts/news.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { newsKeys } from './news-keys.ts';

export function getNewsArticle(slug: string, signal?: AbortSignal): Promise<NewsArticle> {
  return api.get<NewsArticle>(apiPaths.newsArticle(slug), signal);
}

export function getNewsArticleQueryOptions(slug: string) {
  return queryOptions({ queryKey: newsKeys.detail(slug), queryFn: ({ signal }) => getNewsArticle(slug, signal) });
}

export function useNewsArticle(slug: string) {
  return useQuery(getNewsArticleQueryOptions(slug));
}
