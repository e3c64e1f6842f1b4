export const playerRecruitingKeys = {
  all: ['player-recruiting'] as const,
  board: (slug: string) => [...playerRecruitingKeys.all, 'board', slug] as const,
  pipeline: (slug: string) => [...playerRecruitingKeys.all, 'pipeline', slug] as const,
  programSearch: (q: string) => [...playerRecruitingKeys.all, 'programs', q] as const,
};
