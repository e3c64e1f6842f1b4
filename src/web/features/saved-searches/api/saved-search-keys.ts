export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  mine: () => [...savedSearchKeys.all, 'mine'] as const,
};
