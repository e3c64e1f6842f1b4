/**
 * The player sends their guardian invitation again (docs/decisions/021):
 * at most once per 10 minutes and 5 times per 24 hours (counted from the
 * first send of the current run: the count restarts when the last send is
 * over 24 hours old; resend-limit.ts). Each resend rotates the token, so
 * older links stop working, and restarts the 72-hour expiry.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#shared/app-error.ts';
import {
  GUARDIAN_RESEND_DAILY_LIMIT,
  GUARDIAN_RESEND_MIN_INTERVAL_MINUTES,
  GUARDIAN_TEXTS,
} from '#shared/contracts/guardians.ts';
import type { AppContext } from '#server/app-context.ts';
import { guardianInvitationEmail } from '#server/email/guardian-emails.ts';
import { nextSendCount, type ResendLimit } from '#server/email/resend-limit.ts';
import { rowsOf } from '#server/db/sql.ts';
import { appendConsentEvent } from '#server/guardian-consent/append-consent-event.ts';
import { guardianAcceptUrl, newGuardianToken } from '#server/guardian-consent/guardian-invitation-token.ts';

const GUARDIAN_RESEND_LIMIT: ResendLimit = {
  minIntervalMinutes: GUARDIAN_RESEND_MIN_INTERVAL_MINUTES,
  dailyLimit: GUARDIAN_RESEND_DAILY_LIMIT,
  tooSoon: GUARDIAN_TEXTS.resendTooSoon,
  dailyLimitReached: GUARDIAN_TEXTS.resendDailyLimit,
};

export async function resendGuardianInvitation(ctx: AppContext, player: { userId: string; email: string }, linkId: string) {
  const now = new Date();
  const sent = await ctx.db.transaction(async (tx) => {
    const [link] = await rowsOf<{ guardianEmail: string; status: string; lastSentAt: string | null; sendCount: number; playerName: string }>(
      tx,
      sql`select gl.guardian_email as "guardianEmail", gl.status, gl.last_sent_at as "lastSentAt", gl.send_count as "sendCount",
          up.display_name as "playerName"
        from guardian_links gl join user_profiles up on up.user_id = gl.player_user_id
        where gl.id = ${linkId} and gl.player_user_id = ${player.userId}
        for update of gl`,
    );
    if (!link) throw new AppError('not_found', 'Guardian invitation not found');
    if (link.status === 'active') throw new AppError('conflict', GUARDIAN_TEXTS.alreadyAccepted);
    const sendCount = nextSendCount(link, GUARDIAN_RESEND_LIMIT, now);
    const { token, tokenHash, expiresAt } = newGuardianToken(now);
    await tx.execute(sql`update guardian_links set status = 'invited', token_hash = ${tokenHash}, expires_at = ${expiresAt.toISOString()},
        last_sent_at = ${now.toISOString()}, send_count = ${sendCount}, revoked_at = null, updated_at = now()
      where id = ${linkId}`);
    await appendConsentEvent(tx, { playerUserId: player.userId, kind: 'guardian_invitation_resent', actorUserId: player.userId, guardianLinkId: linkId });
    return { token, guardianEmail: link.guardianEmail, playerName: link.playerName };
  });
  await ctx.mailer.send(
    guardianInvitationEmail(sent.guardianEmail, { name: sent.playerName, email: player.email }, guardianAcceptUrl(ctx.baseUrl, sent.token)),
  );
}
