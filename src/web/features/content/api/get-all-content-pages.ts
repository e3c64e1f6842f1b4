/** GET /api/content-pages?all=true: every page, drafts included (privileged users). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPageList } from '#shared/contracts/content.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { contentPageKeys } from './content-page-keys.ts';

export function getAllContentPages(signal?: AbortSignal): Promise<ContentPageList> {
  return api.get<ContentPageList>(`${apiPaths.contentPages}?all=true`, signal);
}

export function getAllContentPagesQueryOptions() {
  return queryOptions({ queryKey: contentPageKeys.everyPage(), queryFn: ({ signal }) => getAllContentPages(signal) });
}

export function useAllContentPages({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getAllContentPagesQueryOptions(), enabled });
}
