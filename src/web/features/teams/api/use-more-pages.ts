/**
 * Pages after the first one a screen already holds (docs/decisions/084): nothing is fetched until the viewer asks
 * ("Show older practices", "Show older tournaments"); then each ask loads the next page and the loaded ones stay
 * (an infinite query, refetched page by page after a write like the rest of teamKeys).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';

export interface MorePages<TItem> {
  items: TItem[];
  hasMore: boolean;
  isLoading: boolean;
  error: Error | null;
  more: () => void;
  retry: () => void;
}

export function useMorePages<TPage extends { nextCursor: string | null }, TItem>({
  queryKey,
  fetchPage,
  itemsOf,
  firstCursor,
}: {
  queryKey: readonly unknown[];
  fetchPage: (cursor: string, signal: AbortSignal) => Promise<TPage>;
  itemsOf: (page: TPage) => TItem[];
  /** The cursor after the page the screen holds; null: there is no more. */
  firstCursor: string | null;
}): MorePages<TItem> {
  const [wanted, setWanted] = useState(false);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: firstCursor ?? '',
    getNextPageParam: (lastPage: TPage) => lastPage.nextCursor ?? undefined,
    enabled: wanted && firstCursor !== null,
  });
  const active = wanted && firstCursor !== null;
  return {
    items: active ? (query.data?.pages.flatMap(itemsOf) ?? []) : [],
    hasMore: active ? query.isPending || query.hasNextPage : firstCursor !== null,
    isLoading: active && (query.isPending || query.isFetchingNextPage) && !query.isError,
    error: active ? query.error : null,
    more: () => {
      if (!wanted) setWanted(true);
      else void query.fetchNextPage();
    },
    retry: () => void (query.data ? query.fetchNextPage() : query.refetch()),
  };
}
