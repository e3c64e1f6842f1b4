/** POST /api/team-invitations/:id/accept or /decline: the invitee's answer. */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateTeams } from '../get-team-manage.ts';

export type InvitationAnswer = 'accept' | 'decline';

export async function respondToInvitation(invitationId: string, answer: InvitationAnswer): Promise<void> {
  await api.post<unknown>(apiPaths.teamInvitationAnswer(invitationId, answer));
}

export function useRespondToInvitation() {
  const invalidateTeams = useInvalidateTeams();
  return useMutation<void, AppError, { invitationId: string; answer: InvitationAnswer }>({
    mutationFn: ({ invitationId, answer }) => respondToInvitation(invitationId, answer),
    // The invitation list, the header hint and any team screen the answer changes.
    onSuccess: () => invalidateTeams(),
  });
}
