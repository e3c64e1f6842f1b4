/** Query keys of the cooldown board: one list of heroes with their abilities. */
export const mrCooldownKeys = {
  all: ['mr-cooldowns'] as const,
  heroes: () => [...mrCooldownKeys.all, 'heroes'] as const,
};
