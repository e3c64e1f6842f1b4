/** GET /api/guardian/invitations/:token: who the invitation is for (404 once used or expired: no retry). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardianInvitationInfo } from '#shared/contracts/guardians.ts';
import { api } from '#web/lib/api-client.ts';
import { guardianKeys } from './guardian-keys.ts';
import { apiPaths } from '#web/config/api-paths.ts';

export const guardianInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: guardianKeys.invitation(token),
    queryFn: ({ signal }) => api.get<GuardianInvitationInfo>(apiPaths.guardianInvitation(token), signal),
    staleTime: 0,
  });

export function useGuardianInvitation(token: string) {
  return useQuery(guardianInvitationQueryOptions(token));
}
