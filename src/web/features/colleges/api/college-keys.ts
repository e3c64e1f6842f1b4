import type { CollegeSearchQuery } from '#shared/contracts/colleges.ts';

/** Query keys of the colleges directory and pages (issue 12). */
export const collegeKeys = {
  all: ['colleges'] as const,
  search: (query: CollegeSearchQuery) => [...collegeKeys.all, 'search', query] as const,
  detail: (slug: string) => [...collegeKeys.all, 'detail', slug] as const,
  myClaim: (slug: string) => [...collegeKeys.all, 'detail', slug, 'my-claim'] as const,
  staff: (slug: string) => [...collegeKeys.all, 'detail', slug, 'staff'] as const,
  invitation: (token: string) => [...collegeKeys.all, 'invitation', token] as const,
  /** The edit page's data (docs/decisions/033). */
  edit: (slug: string) => [...collegeKeys.all, 'edit', slug] as const,
  myPrograms: () => [...collegeKeys.all, 'my-programs'] as const,
};
