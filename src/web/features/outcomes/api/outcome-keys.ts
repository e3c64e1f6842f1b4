/** Query keys of recruiting outcomes (issue 13.7, docs/decisions/041). */
export const outcomeKeys = {
  all: ['recruiting-outcomes'] as const,
  status: (id: string) => [...outcomeKeys.all, 'status', id] as const,
  success: (id: string) => [...outcomeKeys.all, 'success', id] as const,
  player: (slug: string) => [...outcomeKeys.all, 'player', slug] as const,
  guardian: () => [...outcomeKeys.all, 'guardian'] as const,
  widget: (query: string) => [...outcomeKeys.all, 'widget', query] as const,
};

