/** PATCH /api/saved-searches/:searchId */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { RenameSavedSearchInput, SavedSearch } from '#shared/contracts/saved-searches.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateSavedSearches } from './use-invalidate-saved-searches.ts';

export function useRenameSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation<SavedSearch, AppError, { searchId: string; data: RenameSavedSearchInput }>({
    mutationFn: ({ searchId, data }) => api.patch<SavedSearch>(apiPaths.savedSearch(searchId), data),
    onSuccess: () => invalidate(),
  });
}
