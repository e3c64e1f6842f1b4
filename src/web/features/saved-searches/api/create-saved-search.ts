/** POST /api/saved-searches */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { CreateSavedSearchInput, SavedSearch } from '#shared/contracts/saved-searches.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateSavedSearches } from './use-invalidate-saved-searches.ts';

export function useCreateSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation<SavedSearch, AppError, CreateSavedSearchInput>({
    mutationFn: (input) => api.post<SavedSearch>(apiPaths.savedSearches, input),
    // A refusal at the limit refetches too: the usage the screen shows was out of date.
    onSettled: () => invalidate(),
  });
}
