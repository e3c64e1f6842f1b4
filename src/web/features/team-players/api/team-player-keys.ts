export const teamPlayerKeys = {
  all: ['team-players'] as const,
  list: (query: string) => [...teamPlayerKeys.all, 'list', query] as const,
  evaluations: (userId: string) => [...teamPlayerKeys.all, 'evaluations', userId] as const,
};
