/** DELETE /api/content-pages/:id (privileged). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/paths.ts';
import { api } from '#web/lib/api-client.ts';
import { contentPageKeys } from './content-page-keys.ts';

export function deleteContentPage(id: string): Promise<void> {
  return api.delete<void>(apiPaths.contentPageById(id));
}

export function useDeleteContentPage() {
  const queryClient = useQueryClient();
  return useMutation<void, AppError, { id: string; slug: string }>({
    mutationFn: ({ id }) => deleteContentPage(id),
    onSuccess: async (_result, { slug }) => {
      queryClient.removeQueries({ queryKey: contentPageKeys.detail(slug) });
      await queryClient.invalidateQueries({ queryKey: contentPageKeys.all });
    },
  });
}
