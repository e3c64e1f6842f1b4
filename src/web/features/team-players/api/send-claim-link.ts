/** POST /api/team-players/:userId/claim-link: (re)sends the claim link of an unclaimed profile. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { teamPlayerKeys } from './team-player-keys.ts';

export function useSendClaimLink() {
  const queryClient = useQueryClient();
  return useMutation<{ sentTo: 'player' | 'guardian' }, AppError, string>({
    mutationFn: (userId) => api.post(apiPaths.teamPlayerClaimLink(userId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamPlayerKeys.all }),
  });
}
