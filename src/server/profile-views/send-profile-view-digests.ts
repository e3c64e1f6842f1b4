/**
 * The players' weekly digest of profile views (issue 14.4,
 * docs/decisions/049). Once a week (the first run on or after Monday 00:00
 * UTC), each player with views before this week that no digest has covered
 * yet (the first time: the last week only) is claimed in one statement
 * (`profile_view_digests.covered_until` moves to this Monday; an upsert
 * that applies only when the stored week is earlier: of two runs at once,
 * one claims). Then, for those whose `profile_views` switch is on, one
 * email to the player and a copy to each active guardian of a minor
 * (recipientsWithGuardianCopies, decision 043). A player whose switch is
 * off is claimed too, so turning it back on never mails old weeks.
 *
 * The claim and the emails commit together (docs/decisions/056): each email
 * is its own email-delivery job, so a failed send is retried for that
 * recipient alone, and a run that fails claims nothing.
 *
 * Run hourly by the job queue (`profile-view-digests`,
 * jobs/job-definitions.ts) and by POST /api/admin/profile-view-digests/run.
 */
import { sql } from 'drizzle-orm';
import type { ProfileViewDigestRun } from '#shared/contracts/profile-views.ts';
import type { AppContext } from '#server/app-context.ts';
import { messagesFor, recipientsWithGuardianCopies } from '#server/player-recruiting/guardian-copies.ts';
import { rowsOf } from '#server/db/sql.ts';
import { weekStartSql } from './get-profile-views.ts';
import { profileViewDigestMessage, type DigestCollege } from './profile-view-digest-email.ts';

interface ClaimedPlayer {
  userId: string;
  slug: string;
  wantsDigest: boolean;
  colleges: DigestCollege[];
}

export async function sendProfileViewDigests(ctx: AppContext, now: Date = new Date()): Promise<ProfileViewDigestRun> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const weekStart = weekStartSql(sql`(${at} at time zone 'UTC')::date`);
  return ctx.db.transaction(async (tx) => {
    const claimed = await rowsOf<ClaimedPlayer>(
      tx,
      sql`with due as (
          select v.player_user_id, coalesce(d.covered_until, ${weekStart} - 7) as since
          from profile_views v
          join colleges c on c.id = v.college_id and c.claimed_at is not null
          left join profile_view_digests d on d.player_user_id = v.player_user_id
          where v.day < ${weekStart} and v.day >= coalesce(d.covered_until, ${weekStart} - 7)
            and (d.covered_until is null or d.covered_until < ${weekStart})
          group by v.player_user_id, d.covered_until
        ), claimed as (
          insert into profile_view_digests (player_user_id, covered_until, last_sent_at)
          select player_user_id, ${weekStart}, ${at} from due
          on conflict (player_user_id) do update set covered_until = excluded.covered_until, last_sent_at = excluded.last_sent_at
            where profile_view_digests.covered_until < excluded.covered_until
          returning player_user_id
        )
        select due.player_user_id as "userId", up.slug, coalesce(st.profile_views, true) as "wantsDigest",
          (select json_agg(json_build_object('name', x.name, 'days', x.days) order by x.days desc, x.name, x.id) from (
            select c.id, c.name, count(*)::int as days from profile_views v
            join colleges c on c.id = v.college_id and c.claimed_at is not null
            where v.player_user_id = due.player_user_id and v.day >= due.since and v.day < ${weekStart}
            group by c.id, c.name) x) as colleges
        from due join claimed using (player_user_id)
        join user_profiles up on up.user_id = due.player_user_id
        left join recruiting_email_settings st on st.user_id = due.player_user_id
        order by due.player_user_id`,
    );
    let emails = 0;
    for (const player of claimed) {
      if (!player.wantsDigest) continue;
      const recipients = await recipientsWithGuardianCopies(ctx, tx, player.userId);
      const message = profileViewDigestMessage({ colleges: player.colleges, slug: player.slug, baseUrl: ctx.baseUrl });
      for (const email of messagesFor(recipients, message, ctx.baseUrl)) {
        // Queued with the claim: delivered (and retried) on its own by the email queue.
        await ctx.mailer.send(email, { db: tx });
        emails += 1;
      }
    }
    return { players: claimed.length, emails };
  });
}
