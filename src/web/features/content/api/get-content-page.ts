/** GET /api/content-pages/:slug: one page with its body (drafts only for privileged users). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPage } from '#shared/contracts/content.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { contentPageKeys } from './content-page-keys.ts';

export function getContentPage(slug: string, signal?: AbortSignal): Promise<ContentPage> {
  return api.get<ContentPage>(apiPaths.contentPage(slug), signal);
}

export function getContentPageQueryOptions(slug: string) {
  return queryOptions({ queryKey: contentPageKeys.detail(slug), queryFn: ({ signal }) => getContentPage(slug, signal) });
}

export function useContentPage(slug: string) {
  return useQuery(getContentPageQueryOptions(slug));
}
