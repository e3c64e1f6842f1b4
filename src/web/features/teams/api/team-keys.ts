export const teamKeys = {
  all: ['teams'] as const,
  list: (query: string) => [...teamKeys.all, 'list', query] as const,
  titles: () => [...teamKeys.all, 'titles'] as const,
  manage: (teamId: string) => [...teamKeys.all, 'manage', teamId] as const,
  page: (teamId: string) => [...teamKeys.all, 'page', teamId] as const,
  /** Further pages of the manage screen's practices: 'upcoming', 'past' or a day's `day:<from>:<to>` (docs/decisions/084). */
  practicePages: (teamId: string, list: string) => [...teamKeys.all, 'practice-pages', teamId, list] as const,
  tournamentPages: (teamId: string) => [...teamKeys.all, 'tournament-pages', teamId] as const,
  attendance: (teamId: string, practiceId: string) => [...teamKeys.all, 'attendance', teamId, practiceId] as const,
  userSearch: (teamId: string, query: string) => [...teamKeys.all, 'user-search', teamId, query] as const,
  calendarFeed: (teamId: string) => [...teamKeys.all, 'calendar-feed', teamId] as const,
  analytics: (teamId: string) => [...teamKeys.all, 'analytics', teamId] as const,
  contracts: (teamId: string) => [...teamKeys.all, 'contracts', teamId] as const,
  calendarLink: (teamId: string) => [...teamKeys.all, 'calendar-link', teamId] as const,
  myInvitations: () => [...teamKeys.all, 'my-invitations'] as const,
};
