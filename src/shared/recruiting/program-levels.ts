/**
 * College esports program levels and role-need priorities (issue 12,
 * RECRUITING.md "Program"; docs/decisions/030). Ordered from the most to the
 * least competitive, so "one level off" is a difference of one index. The
 * programs table turns PROGRAM_LEVELS into a CHECK constraint; the match
 * engine compares a program's level with the levels a player seeks.
 */
export const PROGRAM_LEVELS = ['varsity', 'junior_varsity', 'club'] as const;
export type ProgramLevel = (typeof PROGRAM_LEVELS)[number];

export const PROGRAM_LEVEL_LABELS: Record<ProgramLevel, string> = {
  varsity: 'Varsity',
  junior_varsity: 'Junior varsity',
  club: 'Club',
};

/** Steps between two levels (0 = same level). */
export function programLevelDistance(a: ProgramLevel, b: ProgramLevel): number {
  return Math.abs(PROGRAM_LEVELS.indexOf(a) - PROGRAM_LEVELS.indexOf(b));
}

/** How urgently a program needs a role (roles needed: role, count, priority). */
export const ROLE_PRIORITIES = ['high', 'medium', 'low'] as const;
export type RolePriority = (typeof ROLE_PRIORITIES)[number];

export const ROLE_PRIORITY_LABELS: Record<RolePriority, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};
