import type { PlayerSearchQuery } from '#shared/contracts/player-search.ts';

/** Query keys of the player searches (issue 11.6). */
export const profileSearchKeys = {
  all: ['profile-search'] as const,
  header: (q: string) => [...profileSearchKeys.all, 'header', q] as const,
  players: (query: PlayerSearchQuery) => [...profileSearchKeys.all, 'players', query] as const,
};
