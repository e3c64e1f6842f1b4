/** DELETE /api/saved-searches/:searchId */
import { useMutation } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { useInvalidateSavedSearches } from './use-invalidate-saved-searches.ts';

export function useDeleteSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation<void, AppError, string>({
    mutationFn: (searchId) => api.delete<void>(apiPaths.savedSearch(searchId)),
    // Not awaited: the confirmation dialog closes before the search leaves the panel.
    onSuccess: () => {
      void invalidate();
    },
  });
}
