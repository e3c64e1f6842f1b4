/** GET /api/conversations/unread-count : the header Inbox badge (signed-in users only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

export interface UnreadCount {
  unreadTotal: number;
}

export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return api.get<UnreadCount>(apiPaths.unreadCount, signal);
}

export function getUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: messagingKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
  });
}

/** The unread total, or undefined while unknown (signed out, loading, failed: the badge then shows nothing). */
export function useUnreadCount({ enabled = true }: { enabled?: boolean } = {}): number | undefined {
  const query = useQuery({ ...getUnreadCountQueryOptions(), enabled });
  return enabled ? query.data?.unreadTotal : undefined;
}
