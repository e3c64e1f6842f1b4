/** GET /api/admin/users?email=: one account and its roles (yes_admin only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FoundUser } from '#shared/contracts/admin-users.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { testingKeys } from './testing-query-keys.ts';

export function findUser(email: string, signal?: AbortSignal): Promise<{ user: FoundUser }> {
  return api.get<{ user: FoundUser }>(apiPaths.adminFindUser(email), signal);
}

export function getFindUserQueryOptions(email: string) {
  return queryOptions({
    queryKey: testingKeys.user(email),
    queryFn: ({ signal }) => findUser(email, signal),
    enabled: email.length > 0,
    staleTime: 0,
  });
}

export function useFindUser(email: string) {
  return useQuery(getFindUserQueryOptions(email));
}
