/** Query keys of the guardian feature (issue 11.5; docs/decisions/021). */
export const guardianKeys = {
  all: ['guardians'] as const,
  invitation: (token: string) => [...guardianKeys.all, 'invitation', token] as const,
  players: () => [...guardianKeys.all, 'players'] as const,
  conversations: () => [...guardianKeys.all, 'conversations'] as const,
  playerState: (userId: string) => [...guardianKeys.all, 'player-state', userId] as const,
};

