/**
 * Who gets a recruiting email sent to a player (docs/decisions/043): the
 * player, and when the player is a minor (13-17, decision 004) each active
 * guardian whose own "guardian copies" switch is on, marked as a copy. For
 * every recruiting email to a player: the "wants to talk" notice here and
 * the submission confirmation (issue 13.5, another part) alike. The
 * player's own switch for a kind is the caller's to check: nothing sent to
 * the player, no copy.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '#server/app-context.ts';
import type { Database } from '#server/db/client.ts';
import { guardianCopyOf } from '#server/email/recruiting-emails.ts';
import type { EmailMessage } from '#server/email/send-email.ts';
import { isMinorSql } from '#server/visibility/profile-visibility-sql.ts';
import { rowsOf } from '#server/db/sql.ts';

export interface RecruitingRecipient {
  to: string;
  userId: string;
  /** A guardian's copy (mark it with guardianCopyOf). */
  isGuardianCopy: boolean;
  /** The player's display name, for the copy's words. */
  playerName: string;
}

/** The player's address first, then their active guardians' (minors only, each guardian's switch respected), by address. One statement. */
export async function recipientsWithGuardianCopies(ctx: AppContext, tx: Pick<Database, 'execute'> | null, userId: string): Promise<RecruitingRecipient[]> {
  return rowsOf<RecruitingRecipient>(
    tx ?? ctx.db,
    sql`select r.* from (
        select p.email as "to", p.id as "userId", false as "isGuardianCopy", coalesce(up.display_name, p.full_name) as "playerName"
        from profiles p left join user_profiles up on up.user_id = p.id
        where p.id = ${userId}
        union all
        select g.email, g.id, true, up.display_name
        from user_profiles up
        join guardian_links gl on gl.player_user_id = up.user_id and gl.status = 'active'
        join profiles g on g.id = gl.guardian_user_id
        left join recruiting_email_settings s on s.user_id = g.id
        where up.user_id = ${userId} and ${isMinorSql('up')} and coalesce(s.guardian_copies, true)
      ) r
      order by r."isGuardianCopy", r."to", r."userId"`,
  );
}

/** The message for each recipient: the player's as it is, each guardian's as a marked copy without the player's secrets. */
export function messagesFor(recipients: readonly RecruitingRecipient[], message: Omit<EmailMessage, 'to'>, baseUrl: string): EmailMessage[] {
  return recipients.map((recipient) =>
    recipient.isGuardianCopy ? guardianCopyOf({ ...message, to: recipient.to }, recipient.to, recipient.playerName, baseUrl) : { ...message, to: recipient.to },
  );
}
