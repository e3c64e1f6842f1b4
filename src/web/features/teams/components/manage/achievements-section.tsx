/** Placeholder until built in this issue. */
import type { TeamManage } from '#shared/contracts/teams.ts';

export function AchievementsSection({ data }: { data: TeamManage }) {
  void data;
  return null;
}
