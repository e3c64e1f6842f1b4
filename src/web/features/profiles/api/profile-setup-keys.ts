export const profileSetupKeys = {
  all: ['profile-setup'] as const,
  draft: () => [...profileSetupKeys.all, 'draft'] as const,
  rankLadders: () => [...profileSetupKeys.all, 'rank-ladders'] as const,
  slugAvailable: (slug: string) => [...profileSetupKeys.all, 'slug-available', slug] as const,
};
