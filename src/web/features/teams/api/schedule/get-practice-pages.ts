/**
 * GET /api/teams/:teamId/practices (docs/decisions/084): the Practices tab's further pages. The manage response
 * carries the first upcoming and recent pages and the cursors after them; "Show later practices" and "Show older
 * practices" load the next page here and keep the ones loaded (an infinite query, refetched page by page after a
 * write). A picked calendar day loads that day's practices the same way, from its first page.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PracticePage } from '#shared/contracts/practice-pages.ts';
import type { Practice } from '#shared/contracts/teams-schedule.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { teamKeys } from '../team-keys.ts';
import { useMorePages, type MorePages } from '../use-more-pages.ts';

export type PracticeScope = { scope: 'upcoming' | 'past' } | { scope: 'day'; from: string; to: string };

export function practicePageQueryString(scope: PracticeScope, cursor: string | undefined): string {
  const params = new URLSearchParams({ scope: scope.scope });
  if (scope.scope === 'day') {
    params.set('from', scope.from);
    params.set('to', scope.to);
  }
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

export function getPracticePage(teamId: string, scope: PracticeScope, cursor: string | undefined, signal?: AbortSignal) {
  return api.get<PracticePage>(`${apiPaths.teamItems(teamId, 'practices')}?${practicePageQueryString(scope, cursor)}`, signal);
}

/** firstCursor: where the first page fetched here starts (the manage response's cursor; none for a day). */
export function getPracticePagesQueryOptions(teamId: string, scope: PracticeScope, firstCursor: string | undefined) {
  return infiniteQueryOptions({
    queryKey: teamKeys.practicePages(teamId, scope.scope === 'day' ? `day:${scope.from}:${scope.to}` : scope.scope),
    queryFn: ({ pageParam, signal }) => getPracticePage(teamId, scope, pageParam, signal),
    initialPageParam: firstCursor,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** A picked day's practices (all of its pages as they load). */
export function useDayPractices(teamId: string, range: { from: string; to: string } | null) {
  return useInfiniteQuery({
    ...getPracticePagesQueryOptions(teamId, { scope: 'day', from: range?.from ?? '', to: range?.to ?? '' }, undefined),
    enabled: range !== null,
  });
}

/** The pages after the manage response's first one of upcoming or past practices, fetched once the viewer asks. */
export function useMorePractices(teamId: string, scope: 'upcoming' | 'past', firstCursor: string | null): MorePages<Practice> {
  return useMorePages({
    queryKey: teamKeys.practicePages(teamId, scope),
    fetchPage: (cursor: string, signal: AbortSignal) => getPracticePage(teamId, { scope }, cursor, signal),
    itemsOf: (page: PracticePage) => page.practices,
    firstCursor,
  });
}
