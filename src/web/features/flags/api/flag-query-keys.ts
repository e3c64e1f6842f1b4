/** Query keys of the flags feature; every flag mutation invalidates `flagKeys.all` (and /api/me, whose flags it changes). */
export const flagKeys = {
  all: ['flags'] as const,
  list: () => [...flagKeys.all, 'list'] as const,
};
