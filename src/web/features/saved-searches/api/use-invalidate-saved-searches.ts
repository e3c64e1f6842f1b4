/** Every saved-search write refetches the list and its usage. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { savedSearchKeys } from './saved-search-keys.ts';

export function useInvalidateSavedSearches() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }), [queryClient]);
}
