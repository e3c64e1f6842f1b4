/** GET /api/home (docs/decisions/068): the signed-in home in one request. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { HomeResponse } from '#shared/contracts/home.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

export const homeQueryKey = ['home'] as const;

export function useHome() {
  return useQuery({ queryKey: homeQueryKey, queryFn: ({ signal }) => api.get<HomeResponse>(apiPaths.home, signal) });
}

/** After an answer changes something the home shows (an RSVP). */
export function useInvalidateHome() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: homeQueryKey }), [queryClient]);
}
