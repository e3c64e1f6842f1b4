/**
 * Profile milestones (docs/decisions/048): published profile, a profile
 * picture, a bio, the first game profile. Each pays once per account; read
 * in one statement after a profile save, in its transaction. Removing the
 * picture or the bio later takes nothing back (a milestone was reached).
 */
import { sql } from 'drizzle-orm';
import type { PointsRuleKey } from '#shared/points-rules.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/teams/team-sql.ts';
import { awardPoints, onceSource } from './award-points.ts';

interface MilestoneRow {
  profile_published: boolean;
  profile_avatar: boolean;
  profile_bio: boolean;
  first_game_profile: boolean;
}

export async function awardProfileMilestones(tx: Pick<Database, 'execute'>, userId: string): Promise<number> {
  const [row] = await rowsOf<MilestoneRow>(
    tx,
    sql`select p.is_published as profile_published,
        coalesce(p.avatar_url, '') <> '' as profile_avatar,
        coalesce(btrim(p.bio), '') <> '' as profile_bio,
        exists (select 1 from player_game_profiles g where g.user_id = p.user_id) as first_game_profile
      from user_profiles p where p.user_id = ${userId}`,
  );
  if (!row) return 0;
  let total = 0;
  for (const rule of Object.keys(row) as (keyof MilestoneRow & PointsRuleKey)[]) {
    if (row[rule]) total += await awardPoints(tx, onceSource(userId, rule));
  }
  return total;
}
