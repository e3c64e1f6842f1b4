/** GET /api/widget: the embeddable widget's public data (`college=` or `player=`). */
import { useQuery } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { Widget } from '#shared/contracts/outcomes.ts';
import { api } from '#web/lib/api-client.ts';
import { outcomeKeys } from './outcome-keys.ts';
import { apiPaths } from '#web/config/api-paths.ts';

export function useWidget(query: string) {
  return useQuery<Widget, AppError>({
    queryKey: outcomeKeys.widget(query),
    queryFn: ({ signal }) => api.get<Widget>(apiPaths.recruitingWidget(query), signal),
  });
}
