/** The landing page's figures and real stories (docs/decisions/070): one public, cached request. Types only from the contract (no zod on `/`, decision 009). */
import { useQuery } from '@tanstack/react-query';
import type { LandingFigures } from '#shared/contracts/marketing.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

export const landingFiguresKey = ['landing-figures'] as const;

export function useLandingFigures() {
  return useQuery({
    queryKey: landingFiguresKey,
    queryFn: ({ signal }) => api.get<LandingFigures>(apiPaths.landingFigures, signal),
    // The server counts once a minute; a visitor's tab need not ask more often.
    staleTime: 60_000,
    retry: 1,
  });
}
