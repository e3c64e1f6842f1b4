export const listKeys = {
  all: ['lists'] as const,
  mine: () => [...listKeys.all, 'mine'] as const,
  detail: (listId: string) => [...listKeys.all, 'detail', listId] as const,
  memberships: (itemType: 'player' | 'college', id: string) => [...listKeys.all, 'memberships', itemType, id] as const,
};
