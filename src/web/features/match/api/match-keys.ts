/** Query keys of the match on the college side (docs/decisions/030): the player's preferences and their match per college. */
export const matchKeys = {
  all: ['match'] as const,
  preferences: () => [...matchKeys.all, 'preferences'] as const,
  college: (slug: string) => [...matchKeys.all, 'college', slug] as const,
};
