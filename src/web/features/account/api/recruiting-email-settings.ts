/** GET and PUT /api/account/recruiting-emails: the viewer's off switches for recruiting emails. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { RecruitingEmailSettings, RecruitingEmailSettingsInput } from '#shared/contracts/player-recruiting.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

const key = ['account', 'recruiting-emails'] as const;

export function useRecruitingEmailSettings() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<RecruitingEmailSettings>(apiPaths.recruitingEmailSettings, signal) });
}

export function useUpdateRecruitingEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation<RecruitingEmailSettings, AppError, RecruitingEmailSettingsInput>({
    mutationFn: (input) => api.put<RecruitingEmailSettings>(apiPaths.recruitingEmailSettings, input),
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
}
