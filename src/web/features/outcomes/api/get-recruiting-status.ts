/** GET /api/recruiting-status/:id: one outcome or one application's status, as the viewer may see it. */
import { useQuery } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { RecruitingStatus } from '#shared/contracts/outcomes.ts';
import { api } from '#web/lib/api-client.ts';
import { outcomeKeys } from './outcome-keys.ts';
import { apiPaths } from '#web/config/api-paths.ts';

export function useRecruitingStatus(id: string) {
  return useQuery<RecruitingStatus, AppError>({
    queryKey: outcomeKeys.status(id),
    queryFn: ({ signal }) => api.get<RecruitingStatus>(apiPaths.recruitingStatus(id), signal),
  });
}
