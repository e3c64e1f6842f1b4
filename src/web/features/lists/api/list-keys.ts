export const listKeys = {
  all: ['lists'] as const,
  mine: () => [...listKeys.all, 'mine'] as const,
  detail: (listId: string) => [...listKeys.all, 'detail', listId] as const,
  memberships: (playerUserId: string) => [...listKeys.all, 'memberships', playerUserId] as const,
};
