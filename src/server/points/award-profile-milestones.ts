/**
 * Profile milestones (docs/decisions/048): published profile, a profile
 * picture, a bio, the first game profile. Each pays once per account (its
 * source is the account); one statement after a profile save, in its
 * transaction. Removing the picture or the bio later takes nothing back: the
 * milestone was reached. Once-only rules have no daily cap.
 */
import { sql } from 'drizzle-orm';
import { POINTS_RULES } from '#shared/recruiting/points-rules.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/sql.ts';

export async function awardProfileMilestones(tx: Pick<Database, 'execute'>, userId: string): Promise<number> {
  const points = (rule: keyof typeof POINTS_RULES) => sql`${POINTS_RULES[rule].points}::int`;
  const inserted = await rowsOf<{ points: number }>(
    tx,
    sql`insert into points_ledger (user_id, rule, source_type, source_id, points)
      select p.user_id, m.rule, 'account', p.user_id, m.points
      from user_profiles p
      cross join lateral (values
        ('profile_published', ${points('profile_published')}, p.is_published),
        ('profile_avatar', ${points('profile_avatar')}, coalesce(p.avatar_url, '') <> ''),
        ('profile_bio', ${points('profile_bio')}, coalesce(btrim(p.bio), '') <> ''),
        ('first_game_profile', ${points('first_game_profile')}, exists (select 1 from player_game_profiles g where g.user_id = p.user_id))
      ) as m(rule, points, reached)
      where p.user_id = ${userId} and m.reached
      on conflict do nothing
      returning points`,
  );
  return inserted.reduce((sum, row) => sum + row.points, 0);
}
