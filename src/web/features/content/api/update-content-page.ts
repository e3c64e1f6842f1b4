/** PATCH /api/content-pages/:id (privileged). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppError } from '#shared/app-error.ts';
import type { ContentPage, ContentPageInput } from '#shared/contracts/content.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { contentPageKeys } from './content-page-keys.ts';

export interface UpdateContentPageInput {
  id: string;
  data: Partial<ContentPageInput>;
}

export function updateContentPage({ id, data }: UpdateContentPageInput): Promise<ContentPage> {
  return api.patch<ContentPage>(apiPaths.contentPageById(id), data);
}

export function useUpdateContentPage() {
  const queryClient = useQueryClient();
  return useMutation<ContentPage, AppError, UpdateContentPageInput>({
    mutationFn: updateContentPage,
    onSuccess: async (page) => {
      queryClient.setQueryData(contentPageKeys.detail(page.slug), page);
      await queryClient.invalidateQueries({ queryKey: contentPageKeys.all });
    },
  });
}
