/**
 * GET /api/players/:slug/profile-views (issue 14.4, docs/decisions/049): the
 * claimed colleges that viewed the player's profile, by week (Monday, UTC),
 * newest week first. How far back is the player's plan (#shared/plans.ts,
 * decision 046 session 24), whoever reads: the last PROFILE_VIEW_WEEKS_SHOWN
 * weeks on the free plan, every view kept on Player Plus; the free answer
 * says whether older views exist. A college that is no longer claimed is
 * left out, as its views would not be recorded today.
 */
import { sql } from 'drizzle-orm';
import type { ProfileViews, ProfileViewWeek } from '#shared/contracts/profile-views.ts';
import { PLAYER_PLANS } from '#shared/access/plans.ts';
import type { PlayerRecruitingAccess } from '#server/player-recruiting/player-recruiting-policies.ts';
import type { Database } from '#server/db/client.ts';
import { playerPlanOf } from '#server/subscriptions/plan-gates.ts';
import { rowsOf } from '#server/db/sql.ts';

/** The Monday (UTC) of the week of `day` (a date expression), as a date. */
export const weekStartSql = (day: ReturnType<typeof sql>) => sql`(date_trunc('week', ${day}::timestamp))::date`;

export async function getProfileViews(db: Pick<Database, 'execute'>, access: PlayerRecruitingAccess, now: Date = new Date()): Promise<ProfileViews> {
  const weeksShown = PLAYER_PLANS[await playerPlanOf(db, access.player.userId)].profileViewWeeks;
  const today = sql`(${now.toISOString()}::timestamptz at time zone 'UTC')::date`;
  const firstWeek = weeksShown === null ? null : sql`(${weekStartSql(today)} - ${(weeksShown - 1) * 7}::int)`;
  const claimedViews = sql`profile_views v join colleges c on c.id = v.college_id and c.claimed_at is not null where v.player_user_id = ${access.player.userId}`;
  const weeks = await rowsOf<ProfileViewWeek>(
    db,
    sql`select w.week_start::text as "weekStart",
        json_agg(json_build_object('collegeId', w.college_id, 'name', w.name, 'slug', w.slug, 'days', w.days, 'lastViewedOn', w.last_viewed_on::text)
          order by w.days desc, w.name, w.college_id) as colleges
      from (
        select ${weekStartSql(sql`v.day`)} as week_start, c.id as college_id, c.name, c.slug,
          count(*)::int as days, max(v.day) as last_viewed_on
        from ${claimedViews} ${firstWeek === null ? sql`` : sql`and v.day >= ${firstWeek}`}
        group by 1, c.id, c.name, c.slug
      ) w
      group by w.week_start
      order by w.week_start desc`,
  );
  let olderViewsHidden = false;
  if (firstWeek !== null) {
    const [row] = await rowsOf<{ older: boolean }>(db, sql`select exists (select 1 from ${claimedViews} and v.day < ${firstWeek}) as older`);
    olderViewsHidden = Boolean(row?.older);
  }
  return { viewer: access.relation, weeks, weeksShown, olderViewsHidden };
}
