/** GET /api/recruiting-success/:id: a confirmed, public commitment (the same for everyone). */
import { useQuery } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { OutcomeSuccess } from '#shared/contracts/outcomes.ts';
import { api } from '#web/lib/api-client.ts';
import { outcomeKeys } from './outcome-keys.ts';
import { apiPaths } from '#web/config/api-paths.ts';

export function useOutcomeSuccess(id: string) {
  return useQuery<OutcomeSuccess, AppError>({
    queryKey: outcomeKeys.success(id),
    queryFn: ({ signal }) => api.get<OutcomeSuccess>(apiPaths.recruitingSuccess(id), signal),
  });
}
