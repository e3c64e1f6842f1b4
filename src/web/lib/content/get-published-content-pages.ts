/**
 * GET /api/content-pages: published learning pages by display order, with
 * the total. Declared here (not in a feature) because the app shell's Learn
 * menu reads it; the content feature invalidates contentPagesQueryKeys.all
 * after every write, which refreshes the menu too.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPageList } from '#shared/contracts/content.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

export const contentPagesQueryKeys = {
  all: ['content-pages'] as const,
  published: () => [...contentPagesQueryKeys.all, 'published'] as const,
};

export function getPublishedContentPages(signal?: AbortSignal): Promise<ContentPageList> {
  return api.get<ContentPageList>(apiPaths.contentPages, signal);
}

export function getPublishedContentPagesQueryOptions() {
  return queryOptions({
    queryKey: contentPagesQueryKeys.published(),
    queryFn: ({ signal }) => getPublishedContentPages(signal),
  });
}

export function usePublishedContentPages() {
  return useQuery(getPublishedContentPagesQueryOptions());
}
