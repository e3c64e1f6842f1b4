/** Every list write refetches what shows lists (the screen, its open list, the add-to-list menus). */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listKeys } from './list-keys.ts';

export function useInvalidateLists() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: listKeys.all }), [queryClient]);
}
