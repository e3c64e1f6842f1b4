/** Query keys and API paths of recruiting outcomes (issue 13.7, docs/decisions/041). */
export const outcomeKeys = {
  all: ['recruiting-outcomes'] as const,
  status: (id: string) => [...outcomeKeys.all, 'status', id] as const,
  success: (id: string) => [...outcomeKeys.all, 'success', id] as const,
  player: (slug: string) => [...outcomeKeys.all, 'player', slug] as const,
  guardian: () => [...outcomeKeys.all, 'guardian'] as const,
  widget: (query: string) => [...outcomeKeys.all, 'widget', query] as const,
};

const id = (value: string) => encodeURIComponent(value);

export const outcomeApiPaths = {
  record: '/api/recruiting-outcomes',
  recordOwn: '/api/me/recruiting-outcomes',
  status: (outcomeId: string) => `/api/recruiting-status/${id(outcomeId)}`,
  action: (outcomeId: string, action: 'confirm' | 'decline' | 'guardian-approval' | 'public-consent' | 'withdraw' | 'short-link') =>
    `/api/recruiting-outcomes/${id(outcomeId)}/${action}`,
  success: (outcomeId: string) => `/api/recruiting-success/${id(outcomeId)}`,
  player: (slug: string) => `/api/players/${id(slug)}/outcomes`,
  guardian: '/api/guardian/recruiting-outcomes',
  /** `query`: `college=<slug>` or `player=<slug>`. */
  widget: (query: string) => `/api/widget?${query}`,
};
