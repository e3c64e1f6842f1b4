/** POST, PATCH and DELETE /api/saved-searches: each refetches the list and its usage. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AppError } from '#shared/app-error.ts';
import type { CreateSavedSearchInput, RenameSavedSearchInput, SavedSearch } from '#shared/contracts/saved-searches.ts';
import { apiPaths } from '#web/config/paths.ts';
import { api } from '#web/lib/api-client.ts';
import { savedSearchKeys } from './saved-search-keys.ts';

function useInvalidateSavedSearches() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }), [queryClient]);
}

export function useCreateSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation<SavedSearch, AppError, CreateSavedSearchInput>({
    mutationFn: (input) => api.post<SavedSearch>(apiPaths.savedSearches, input),
    // A refusal at the limit refetches too: the usage the screen shows was out of date.
    onSettled: () => invalidate(),
  });
}

export function useRenameSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation<SavedSearch, AppError, { searchId: string; data: RenameSavedSearchInput }>({
    mutationFn: ({ searchId, data }) => api.patch<SavedSearch>(apiPaths.savedSearch(searchId), data),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteSavedSearch() {
  const invalidate = useInvalidateSavedSearches();
  return useMutation<void, AppError, string>({
    mutationFn: (searchId) => api.delete<void>(apiPaths.savedSearch(searchId)),
    onSuccess: () => {
      void invalidate();
    },
  });
}
