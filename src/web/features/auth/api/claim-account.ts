/** POST /api/account/claim: sets the invitee's password and signs them in. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppError } from '#shared/app-error.ts';
import type { claimAccountBodySchema } from '#shared/contracts/account.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshMe } from '#web/lib/auth/refresh-me.ts';
import { claimQueryKeys } from './get-claim-info.ts';

export type ClaimAccountInput = z.output<typeof claimAccountBodySchema>;

export function claimAccount(input: ClaimAccountInput): Promise<{ ok: true }> {
  return api.post(apiPaths.claimAccount, input);
}

export function useClaimAccount() {
  const queryClient = useQueryClient();
  return useMutation<{ ok: true }, AppError, ClaimAccountInput>({
    mutationFn: claimAccount,
    onSuccess: async (_data, input) => {
      queryClient.removeQueries({ queryKey: claimQueryKeys.info(input.token) });
      await refreshMe(queryClient);
    },
  });
}
