/** Query keys of the player profile page. */
export const playerProfileKeys = {
  all: ['player-profiles'] as const,
  detail: (slug: string, preview: boolean) => [...playerProfileKeys.all, slug, preview ? 'preview-recruiter' : 'own-view'] as const,
};
