/** GET /api/news: published articles newest first, one page at a time; privileged users ask for drafts too. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsList } from '#shared/contracts/news.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { newsKeys } from './news-keys.ts';

export function getNewsArticles(page: number, all: boolean, signal?: AbortSignal): Promise<NewsList> {
  const params = new URLSearchParams({ page: String(page) });
  if (all) params.set('all', 'true');
  return api.get<NewsList>(`${apiPaths.news}?${params.toString()}`, signal);
}

export function getNewsArticlesQueryOptions(page: number, all: boolean) {
  return queryOptions({
    queryKey: newsKeys.list(page, { all }),
    queryFn: ({ signal }) => getNewsArticles(page, all, signal),
    placeholderData: keepPreviousData,
  });
}

export function useNewsArticles(page: number, { all, enabled = true }: { all: boolean; enabled?: boolean }) {
  return useQuery({ ...getNewsArticlesQueryOptions(page, all), enabled });
}
