/**
 * GET /api/conversations/user-search?q= : people the viewer may message
 * (decision 011), for the new-conversation picker. At least 2 characters
 * (spec 5, 9); answers kept 30 seconds; a failed search reads as no results
 * (spec 8, "Profile search error: empty list").
 */
import { queryOptions } from '@tanstack/react-query';
import type { MessagingUser } from '#shared/contracts/messaging.ts';
import { SEARCH } from '#shared/constants.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

export async function searchMessagingUsers(q: string, signal?: AbortSignal): Promise<MessagingUser[]> {
  const response = await api.get<{ users: MessagingUser[] }>(apiPaths.messagingUserSearch(q.trim()), signal);
  return response.users;
}

/** For the people picker (#web/components/people-picker), which runs it from SEARCH.minChars characters. */
export function searchMessagingUsersQueryOptions(q: string) {
  const text = q.trim();
  return queryOptions({
    queryKey: messagingKeys.userSearch(text),
    queryFn: ({ signal }) => searchMessagingUsers(text, signal),
    staleTime: SEARCH.cacheMs,
    gcTime: SEARCH.cacheMs,
    retry: false,
  });
}
