/** POST /api/content-pages (privileged). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { ContentPage, ContentPageInput } from '#shared/contracts/content.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { contentPageKeys } from './content-page-keys.ts';

export function createContentPage(input: ContentPageInput): Promise<ContentPage> {
  return api.post<ContentPage>(apiPaths.contentPages, input);
}

export function useCreateContentPage() {
  const queryClient = useQueryClient();
  return useMutation<ContentPage, AppError, ContentPageInput>({
    mutationFn: createContentPage,
    onSuccess: async (page) => {
      queryClient.setQueryData(contentPageKeys.detail(page.slug), page);
      await queryClient.invalidateQueries({ queryKey: contentPageKeys.all });
    },
  });
}
