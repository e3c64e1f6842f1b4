/** Query keys and API paths of the guardian feature (issue 11.5; docs/decisions/021). */
export const guardianKeys = {
  all: ['guardians'] as const,
  invitation: (token: string) => [...guardianKeys.all, 'invitation', token] as const,
  players: () => [...guardianKeys.all, 'players'] as const,
  conversations: () => [...guardianKeys.all, 'conversations'] as const,
  playerState: (userId: string) => [...guardianKeys.all, 'player-state', userId] as const,
};

const player = (userId: string) => `/api/players/${encodeURIComponent(userId)}`;

export const guardianApiPaths = {
  invitation: (token: string) => `/api/guardian/invitations/${encodeURIComponent(token)}`,
  accept: '/api/guardian/invitations/accept',
  signUp: '/api/guardian/invitations/sign-up',
  players: '/api/guardian/players',
  conversations: '/api/guardian/conversations?limit=50',
  approval: (userId: string) => `/api/guardian/players/${encodeURIComponent(userId)}/approval`,
  playerState: (userId: string) => `${player(userId)}/guardian-links`,
  resend: (userId: string, linkId: string) => `${player(userId)}/guardian-links/${encodeURIComponent(linkId)}/resend`,
  /** A plain link: the browser downloads the JSON attachment with the session cookie. */
  export: (userId: string) => `${player(userId)}/export`,
  deletionRequest: (userId: string) => `${player(userId)}/deletion-request`,
};
