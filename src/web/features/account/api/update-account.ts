/** PATCH /api/account: display name and theme preference; answers with the new /api/me body. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppError } from '#shared/app-error.ts';
import type { updateAccountBodySchema } from '#shared/contracts/account.ts';
import type { MeResponse } from '#shared/contracts/me.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { meQueryKey } from '#web/lib/auth/get-me.ts';

export type UpdateAccountInput = z.input<typeof updateAccountBodySchema>;

export function updateAccount(input: UpdateAccountInput): Promise<MeResponse> {
  return api.patch<MeResponse>(apiPaths.account, input);
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation<MeResponse, AppError, UpdateAccountInput>({
    mutationFn: updateAccount,
    onSuccess: async (me) => {
      queryClient.setQueryData(meQueryKey, me);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
