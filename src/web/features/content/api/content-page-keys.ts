/**
 * Query keys of the content feature, under the shell's contentPagesQueryKeys.all,
 * so invalidating `all` after a write refreshes the Learn menu, the lists and the pages.
 */
import { contentPagesQueryKeys } from '#web/lib/content/get-published-content-pages.ts';

export const contentPageKeys = {
  all: contentPagesQueryKeys.all,
  published: contentPagesQueryKeys.published,
  everyPage: () => [...contentPagesQueryKeys.all, 'every-page'] as const,
  detail: (slug: string) => [...contentPagesQueryKeys.all, 'detail', slug] as const,
};
