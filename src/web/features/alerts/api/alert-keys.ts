/** Query keys of the alerts feature; every alert mutation invalidates alertKeys.all. */
export const alertKeys = {
  all: ['alerts'] as const,
  active: () => [...alertKeys.all, 'active'] as const,
  managed: () => [...alertKeys.all, 'managed'] as const,
};
