/**
 * "Send claim link" / "Resend claim link" from the players list: a new
 * single-use link, the earlier ones stop working. Limited per player as
 * guardian invitations are (resend-limit.ts): at least 10 minutes after the
 * last send (the one at creation included) and at most 5 sends a day.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import {
  CLAIM_LINK_RESEND_DAILY_LIMIT,
  CLAIM_LINK_RESEND_MIN_INTERVAL_MINUTES,
  TEAM_PLAYER_TEXTS,
} from '#shared/contracts/team-players.ts';
import type { AppContext } from '#server/app-context.ts';
import { nextSendCount, type ResendLimit } from '#server/email/resend-limit.ts';
import { rowsOf } from '#server/db/sql.ts';
import { issueClaimLink, sendClaimLinkEmail } from './claim-link.ts';

const CLAIM_LINK_RESEND_LIMIT: ResendLimit = {
  minIntervalMinutes: CLAIM_LINK_RESEND_MIN_INTERVAL_MINUTES,
  dailyLimit: CLAIM_LINK_RESEND_DAILY_LIMIT,
  tooSoon: TEAM_PLAYER_TEXTS.claimLinkTooSoon,
  dailyLimitReached: TEAM_PLAYER_TEXTS.claimLinkDailyLimit,
};

interface ClaimTarget {
  email: string;
  guardianEmail: string | null;
  displayName: string;
  teamName: string | null;
  lastSentAt: string | null;
  sendCount: number;
}

export async function sendClaimLink(ctx: AppContext, viewer: { fullName: string }, userId: string): Promise<{ sentTo: 'player' | 'guardian' }> {
  const now = new Date();
  const { url, target } = await ctx.db.transaction(async (tx) => {
    const [row] = await rowsOf<ClaimTarget>(
      tx,
      sql`select p.email, up.guardian_email as "guardianEmail", up.display_name as "displayName",
          (select t.name from teams t where t.id = up.created_for_team_id) as "teamName",
          up.claim_link_sent_at as "lastSentAt", up.claim_link_send_count as "sendCount"
        from user_profiles up join profiles p on p.id = up.user_id
        where up.user_id = ${userId} and up.claim_status in ('draft', 'invited')
        for update of up`,
    );
    // Claimed since the access check: answer as the policy would now.
    if (!row) throw new AppError('not_found', TEAM_PLAYER_TEXTS.playerNotFound);
    const sendCount = nextSendCount(row, CLAIM_LINK_RESEND_LIMIT, now);
    await tx.execute(sql`update user_profiles set claim_status = 'invited', claim_link_sent_at = ${now.toISOString()},
        claim_link_send_count = ${sendCount}, updated_at = now()
      where user_id = ${userId}`);
    return { url: await issueClaimLink(tx, ctx.baseUrl, userId), target: row };
  });
  const toGuardian = target.guardianEmail !== null;
  await sendClaimLinkEmail(ctx, {
    to: target.guardianEmail ?? target.email,
    toGuardian,
    playerName: target.displayName,
    teamName: target.teamName ?? 'their team',
    coachName: viewer.fullName,
    url,
  });
  return { sentTo: toGuardian ? 'guardian' : 'player' };
}
