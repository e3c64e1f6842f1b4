export const newsKeys = {
  all: ['news'] as const,
  list: (page: number, { all }: { all: boolean }) => [...newsKeys.all, 'list', { page, all }] as const,
  detail: (slug: string) => [...newsKeys.all, 'detail', slug] as const,
};
