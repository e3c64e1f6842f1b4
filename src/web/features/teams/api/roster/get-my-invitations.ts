/** GET /api/team-invitations: the signed-in person's pending team invitations (docs/decisions/015). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyTeamInvitation } from '#shared/contracts/teams-roster.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { teamKeys } from '../team-keys.ts';

export async function getMyInvitations(signal?: AbortSignal): Promise<MyTeamInvitation[]> {
  return (await api.get<{ invitations: MyTeamInvitation[] }>(apiPaths.myTeamInvitations, signal)).invitations;
}

export function getMyInvitationsQueryOptions() {
  return queryOptions({ queryKey: teamKeys.myInvitations(), queryFn: ({ signal }) => getMyInvitations(signal) });
}

/** Enabled for signed-in people who may use the team tools. */
export function useMyInvitations({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getMyInvitationsQueryOptions(), enabled });
}
