/** GET /api/profile/slug-available: the identity form's check, asked once typing pauses. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlugAvailableResponse } from '#shared/contracts/profile-setup.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { profileSetupKeys } from './profile-setup-keys.ts';

export function checkSlugAvailable(slug: string, signal?: AbortSignal): Promise<SlugAvailableResponse> {
  return api.get<SlugAvailableResponse>(apiPaths.profileSlugAvailable(slug), signal);
}

export function checkSlugAvailableQueryOptions(slug: string) {
  return queryOptions({ queryKey: profileSetupKeys.slugAvailable(slug), queryFn: ({ signal }) => checkSlugAvailable(slug, signal), staleTime: 10_000 });
}

/** Checks `slug` 400 ms after it stops changing; nothing while it is `unchanged` (the saved one). */
export function useSlugAvailability(slug: string, unchanged: string) {
  const debounced = useDebouncedValue(slug.trim(), 400);
  return useQuery({ ...checkSlugAvailableQueryOptions(debounced), enabled: debounced.length >= 3 && debounced !== unchanged });
}
