import type { CollegeSearchQuery } from '#shared/contracts/colleges.ts';

/** Query keys of the colleges directory and pages (issue 12). */
export const collegeKeys = {
  all: ['colleges'] as const,
  search: (query: CollegeSearchQuery) => [...collegeKeys.all, 'search', query] as const,
  detail: (slug: string) => [...collegeKeys.all, 'detail', slug] as const,
  myClaim: (slug: string) => [...collegeKeys.all, 'detail', slug, 'my-claim'] as const,
  myPrograms: () => [...collegeKeys.all, 'my-programs'] as const,
};
